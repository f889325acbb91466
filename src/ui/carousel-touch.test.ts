// A real finger on a carousel (the slider group's), through Chromium's own touch input
// (test/plugins/touch.mjs). It lives here, among the src/ tests, so it runs before any test file
// that pinches: a two-finger pinch leaves Chromium's gesture state such that a later page's
// one-finger swipe is not started (seen with the gallery's and slider gallery's pinch tests).
import { expect, fixture } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { shadow, until } from '../../test/browser/helpers.js';
import '../../elements/slider-group/slider-group.element.js';
import '../../elements/text/text.element.js';

/** The id of the child element shown in the current slide. */
const current = (el: HTMLElement) =>
  shadow(el).querySelector<HTMLSlotElement>('.carousel-slide.current slot')?.assignedElements()[0]?.id;

describe('a carousel under a real finger', () => {
  it('moves the slides with the finger, and a swipe moves on to the next slide', async () => {
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    wrapper.style.setProperty('width', '600px');
    const el = document.createElement('weft-slider-group');
    el.setAttribute('config', JSON.stringify({ autoPlaySlider: false }));
    for (const [id, words] of [
      ['s1', 'One'],
      ['s2', 'Two'],
      ['s3', 'Three'],
    ]) {
      const child = document.createElement('weft-text');
      child.id = id!;
      child.setAttribute('config', JSON.stringify({ html: `<p>${words}</p>` }));
      el.append(child);
    }
    wrapper.append(el);
    await until(() => current(el) === 's1' && [...el.children].every((c) => c.shadowRoot?.querySelector('[part]')), 'the slides');
    const track = shadow(el).querySelector<HTMLElement>('[part="viewport"]')!.firstElementChild as HTMLElement;
    // The finger lands where the browser shows the slide: in the viewport, whatever came before it.
    el.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = el.querySelector('#s1')!.getBoundingClientRect();
    const x = Math.round(box.x + 200);
    const y = Math.round(box.y + 10);
    const rest = track.getBoundingClientRect().left;
    await executeServerCommand('touch', { type: 'start', position: [x, y] });
    await executeServerCommand('touch', { type: 'move', position: [x - 20, y] });
    await executeServerCommand('touch', { type: 'move', position: [x - 60, y] });
    await until(() => track.getBoundingClientRect().left < rest - 20, 'the slides under the finger');
    await executeServerCommand('touch', { type: 'move', position: [x - 120, y] });
    await executeServerCommand('touch', { type: 'end' });
    await until(() => current(el) === 's2', 'the next slide');
    expect(current(el)).to.equal('s2');
  });
});
