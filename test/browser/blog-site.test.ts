/**
 * The list family of blog widgets on the demo site's /blog (demo/pages/blog-more.json), through
 * dist/weft.js in site mode, against the reference backend: each draws what the backend holds,
 * and their links (categories, pager, search, article titles) move the site without a reload,
 * every widget following the new address.
 */
import { expect } from '@open-wc/testing';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { addSiteFrame, siteLoaded, until, type SiteWindow } from './helpers.js';

let frame: HTMLIFrameElement;
let win: SiteWindow & { HTMLInputElement: typeof HTMLInputElement; Event: typeof Event };

const loads = () => Number(sessionStorage.getItem('weft-test-loads') ?? 0);
const root = (id: string) => win.document.getElementById(id)?.shadowRoot ?? null;
const all = (id: string, selector: string) => [...(root(id)?.querySelectorAll<HTMLElement>(selector) ?? [])];
const one = (id: string, selector: string) => root(id)?.querySelector<HTMLElement>(selector) ?? null;
const titles = (id: string) => all(id, '[part="title"]').map((t) => t.textContent);
const here = () => win.location.pathname + win.location.search;
/** An element below the fold is drawn once scrolled to: scroll it into view, then wait for `selector` in it. */
async function drawn(id: string, selector: string): Promise<void> {
  await until(() => win.document.getElementById(id), `#${id} on the page`);
  win.document.getElementById(id)!.scrollIntoView();
  await until(() => one(id, selector), `#${id} drawn`);
}

describe('the blog list family on the demo site', () => {
  let start: number;
  before(async () => {
    chooseNecessaryOnly();
    frame = addSiteFrame('/blog', { width: 1100, height: 900 });
    win = (await siteLoaded(frame)) as typeof win;
    await win.weft!.ready;
    start = loads();
  });
  after(() => {
    frame.remove();
    forgetConsent();
  });

  it('draws every widget from the reference backend', async () => {
    await drawn('blog-more-categories', '[part="list"]');
    expect(all('blog-more-categories', '[part~="link"]').map((a) => [a.textContent, a.getAttribute('href')])).to.deep.include([
      'Guides',
      '/c/guides',
    ]);
    await drawn('blog-more-authors', '[part="list"]');
    expect(all('blog-more-authors', '[part~="link"]').map((a) => a.getAttribute('href'))).to.include('/a/ana-souza');
    await drawn('blog-more-dates', '[part="months"]');
    expect(all('blog-more-dates', '[part="month-toggle"]').length).to.be.greaterThan(1);
    await drawn('blog-more-news', '[part="carousel"]');
    expect(all('blog-more-news', '[part="slide"]')).to.have.length(5);
    await drawn('blog-more-featured', '[part="article"]');
    expect(titles('blog-more-featured')).to.deep.equal(['Welcome to the Weft blog']);
    await drawn('blog-more-guides', '[part="article"]');
    expect(all('blog-more-guides', '[part="article"]').length).to.be.within(1, 5);
    for (const card of all('blog-more-guides', '[part="article"]')) {
      expect(card.querySelector('[part="categories"]')!.textContent).to.contain('Guides');
    }
    await drawn('blog-more-all', '[part="article"]');
    expect(all('blog-more-all', '[part="article"]')).to.have.length(6);
    expect(all('blog-more-all', '[part~="page"]').map((a) => a.textContent)).to.deep.equal(['1', '2', '3']);
    // The Scheduled post of the seed: dated, coming soon, its link disabled.
    const scheduled = all('blog-more-all', '[part="article"]').find((c) => c.classList.contains('locked'));
    expect(scheduled?.querySelector('[part="title-link"]')!.getAttribute('href')).to.equal('#');
    // The members-only post shows a visitor its wall.
    await drawn('blog-more-members-post', '[part="wall"]');
    expect(one('blog-more-members-post', '[part~="login"]')!.getAttribute('href')).to.equal(
      '/blog-login?post=%2Fblog%2Fmembers-only-deep-dive',
    );
    expect(one('blog-more-members-post', '[part="content"]')).to.equal(null);
    expect(win.errors).to.deep.equal([]);
  });

  it('a category link filters the list feed without a reload', async () => {
    const link = all('blog-more-categories', '[part~="link"]').find((a) => a.textContent === 'Design')!;
    link.click();
    await until(() => here() === '/c/design', 'the category address');
    await until(() => one('blog-more-categories', '[aria-current="page"]')?.textContent === 'Design', 'Design current');
    await until(
      () =>
        all('blog-more-all', '[part="article"]').length > 0 &&
        all('blog-more-all', '[part="article"]').every((c) =>
          c.querySelector('[part="categories"]')?.textContent?.includes('Design'),
        ),
      'only design posts',
    );
    expect(loads()).to.equal(start);
  });

  it('the pager turns the page without a reload', async () => {
    const first = titles('blog-more-all');
    const two = all('blog-more-all', '[part~="page"]').find((a) => a.textContent === '2')!;
    expect(two.getAttribute('href')).to.equal('/c/design/page/2');
    two.click();
    await until(() => here() === '/c/design/page/2', 'page 2 of the category');
    await until(() => one('blog-more-all', '[aria-current="page"]')?.textContent === '2', 'page 2 current');
    await until(() => titles('blog-more-all')[0] !== first[0], 'other posts');
    expect(all('blog-more-all', '[part~="first"]').map((a) => a.getAttribute('href'))).to.deep.equal(['/c/design']);
    expect(loads()).to.equal(start);
  });

  it('the search box goes to /s?query=… and the list shows what it finds, or says it found nothing', async () => {
    const input = one('blog-more-search', 'input') as HTMLInputElement;
    const type = (value: string) => {
      Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new win.Event('input', { bubbles: true }));
    };
    type('layouts');
    (one('blog-more-search', 'button') as HTMLButtonElement).click();
    await until(() => here() === '/s?query=layouts', 'the search address');
    await until(() => titles('blog-more-all').includes('Five layouts that convert'), 'the post found');
    type('zzz-nothing');
    (one('blog-more-search', 'button') as HTMLButtonElement).click();
    await until(() => one('blog-more-all', '[part="empty"]')?.textContent === 'No articles found on this blog', 'not found');
    expect(loads()).to.equal(start);
    win.history.back();
    await until(() => here() === '/s?query=layouts', 'back to the first search');
    await until(() => titles('blog-more-all').includes('Five layouts that convert'), 'the post found again');
  });

  it('an article title opens its post page without a reload', async () => {
    const link = all('blog-more-featured', '[part="title-link"]')[0]!;
    expect(link.getAttribute('href')).to.equal('/blog/welcome-to-the-weft-blog');
    link.click();
    await until(() => here() === '/blog/welcome-to-the-weft-blog', 'the post address');
    await until(
      () => win.document.querySelector('weft-post-page')?.shadowRoot?.textContent?.includes('Welcome to the Weft blog'),
      'the post page',
    );
    expect(loads()).to.equal(start);
    expect(win.errors).to.deep.equal([]);
  });
});
