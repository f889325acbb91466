/**
 * The five numbered colours of the blog's card widgets (src/blog/colours.ts), as the single post
 * (`colors`) and the article list (`card.colors`) both take them, and where a visitor sees each.
 */
import { $, expectStyle } from './helpers.js';

export const FIVE_COLOURS = {
  color_1: '#fafafa',
  color_2: '#112233',
  color_3: '#223344',
  color_4: '#334455',
  color_5: '#ffd400',
};

/** color_1 the card's background, 2 the title, 3 the text, 4 the details, 5 the button (its text dark on it). */
export function expectFiveColours(el: HTMLElement): void {
  const part = (name: string) => $(el, `[part="${name}"]`)!;
  expectStyle(part('article'), { backgroundColor: 'rgb(250, 250, 250)' });
  expectStyle(part('title'), { color: 'rgb(17, 34, 51)' });
  expectStyle(part('content'), { color: 'rgb(34, 51, 68)' });
  expectStyle(part('details'), { color: 'rgb(51, 68, 85)' });
  expectStyle(part('button'), { backgroundColor: 'rgb(255, 212, 0)', color: 'rgb(0, 0, 0)' });
}
