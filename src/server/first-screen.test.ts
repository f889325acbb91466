import { expect } from '@open-wc/testing';
import type { SiteData } from '../base/data.js';
import { firstScreen, type LaidOut } from './first-screen.js';

const SITE: SiteData = {
  pages: [
    { id: 1, url: 'home', initial: '1', layout: { desktop: [{ type: 'button' }] } },
    { id: 2, url: 'members', is_member: 'yes', layout: { desktop: [{ type: 'text' }] } },
    { id: 3, url: 'club', restrict_areas: [{ restrict_area_id: 4 }], layout: { desktop: [{ type: 'text' }] } },
    { id: 4, url: 'blog', is_blog: true, layout: { desktop: [{ type: 'post-page' }] } },
  ],
};

/** A layout where the header and the rest hold these elements, whatever the page. */
const laidOut = (header: string[], rest: string[]) => (): LaidOut => ({ header, rest });
const visitorOnly = (tag: string) => tag === 'weft-user-nav';

describe('firstScreen: what the server draws before scripts', () => {
  const rows: Array<[string, string, ReturnType<typeof laidOut> | undefined, 'page' | 'header' | 'nothing']> = [
    ['a page', '/home', laidOut(['weft-menu'], ['weft-button']), 'page'],
    ['a page with no header', '/', laidOut([], ['weft-button']), 'page'],
    ['the members login page', '/blog-login', laidOut(['weft-menu'], []), 'nothing'],
    ['a members-only page', '/members', laidOut(['weft-menu'], []), 'header'],
    ['an area-restricted page', '/club', laidOut(['weft-menu'], []), 'header'],
    ['a post', '/blog/first-post', laidOut(['weft-menu'], []), 'header'],
    ['a restricted page without header elements', '/members', laidOut([], []), 'nothing'],
    ['a visitor-only element in the page', '/home', laidOut(['weft-menu'], ['weft-user-nav']), 'header'],
    ['a visitor-only element in the page, no header', '/home', laidOut([], ['weft-user-nav']), 'nothing'],
    ['a visitor-only element in the header', '/home', laidOut(['weft-user-nav'], ['weft-button']), 'nothing'],
    ['a page, decided on the path alone', '/home', undefined, 'page'],
    ['a restricted page, decided on the path alone', '/club', undefined, 'header'],
  ];
  for (const [what, path, layOut, holds] of rows) {
    it(`${what} (${path}): ${holds}`, () => {
      expect(firstScreen(SITE, path, layOut, visitorOnly).holds).to.equal(holds);
    });
  }

  it('leaves out the layout of a page shown after the runtime’s checks', () => {
    const seen: unknown[] = [];
    const screen = firstScreen(
      SITE,
      '/members',
      (page) => (seen.push(page.layout?.desktop), { header: ['weft-menu'], rest: [] }),
    );
    expect(seen).to.deep.equal([[]]);
    expect(screen.holds === 'header' && screen.page.layout?.desktop).to.deep.equal([]);
  });

  it('holds nothing for a site without pages', () => {
    expect(firstScreen({ pages: [] }, '/', laidOut(['weft-menu'], [])).holds).to.equal('nothing');
    expect(firstScreen(null, '/').holds).to.equal('nothing');
  });
});
