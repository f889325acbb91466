/**
 * The blog's paths on the demo site (elements-content.md §2) through dist/weft.js and the reference
 * backend: /s, /c/{slug}, /a/{slug}, /feed and /page/n show the blog page with its feed, which reads
 * its filter and page from the path; read-more links go to /{post url}, shown by the post page;
 * every one navigates without a reload, and Back returns to the page of posts before.
 */
import { expect } from '@open-wc/testing';
import { chooseNecessaryOnly, forgetConsent } from './consent.js';
import { openSite, until, type SiteWindow } from './helpers.js';

/** The demo's blog page (demo/pages/blog.json) and its post page (demo/pages/zz-post.json). */
const BLOG_PAGE = '14';
const POST_PAGE = '15';
/** The demo's '404' page (demo/site-data.json). */
const NOT_FOUND_PAGE = '5';

const pageId = (win: SiteWindow) => win.document.querySelector('weft-site')!.getAttribute('page');
const feed = (win: SiteWindow) => win.document.querySelector('weft-site [data-weft="page"] weft-blog-feed')?.shadowRoot ?? null;
const posts = (win: SiteWindow) => [...(feed(win)?.querySelectorAll('[part~="post"]') ?? [])];
const label = (win: SiteWindow) => feed(win)?.querySelector('[part="page-label"]')?.textContent ?? '';
const mainText = (win: SiteWindow) =>
  win.document.querySelector('weft-site [data-weft="page"] weft-text')?.shadowRoot?.textContent ?? '';
const postPage = (win: SiteWindow) =>
  win.document.querySelector('weft-site [data-weft="page"] weft-post-page')?.shadowRoot ?? null;
const historyPaths = (win: SiteWindow) =>
  (win as unknown as { navigation: { entries(): Array<{ url: string | null }> } }).navigation
    .entries()
    .map((entry) => new URL(entry.url!).pathname);
/** Resources the frame asked the blog service for, by path and query. */
const newsCalls = (win: SiteWindow) =>
  win.performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.pathname === '/blog-api/get-news');

describe('blog routes in site mode', () => {
  before(chooseNecessaryOnly);
  after(forgetConsent);

  it('a page link, a category link and Back change the feed without a reload', async () => {
    const win = await openSite('/blog');
    await until(() => posts(win).length === 8, 'eight posts on /blog');
    expect(pageId(win)).to.equal(BLOG_PAGE);
    expect(label(win)).to.equal('page: 1');
    (win as unknown as { marker: string }).marker = 'the same document';

    [...feed(win)!.querySelectorAll<HTMLAnchorElement>('[part="pagination"] a')].find((a) => a.textContent === '2')!.click();
    await until(() => win.location.pathname === '/blog/page/2' && label(win) === 'page: 2', '/blog/page/2');
    expect(pageId(win)).to.equal(BLOG_PAGE);

    const category = feed(win)!.querySelector<HTMLAnchorElement>('[part="categories"] a')!;
    const slug = category.getAttribute('href')!.split('/').pop()!;
    const name = category.textContent!;
    category.click();
    await until(() => win.location.pathname === `/c/${slug}`, `/c/${slug}`);
    await until(
      () =>
        posts(win).length > 0 && newsCalls(win).some((u) => u.searchParams.get('category') === slug) && label(win) !== 'page: 2',
      'the category page',
    );
    await until(() => posts(win).every((p) => p.querySelector('[part="categories"]')?.textContent?.includes(name)), name);
    expect(pageId(win)).to.equal(BLOG_PAGE);

    win.history.back();
    await until(() => win.location.pathname === '/blog/page/2' && label(win) === 'page: 2', 'Back to /blog/page/2');
    expect((win as unknown as { marker?: string }).marker, 'no reload').to.equal('the same document');
  });

  for (const [path, query] of [
    ['/c/design', { category: 'design' }],
    ['/a/ana-souza', { author: 'ana-souza' }],
    ['/s?query=pages', { search: 'pages' }],
    ['/s/page/2?query=the', { search: 'the', page: '2' }],
    ['/page/2', { page: '2' }],
    ['/feed', { page: '1' }],
  ] as const) {
    it(`${path} shows the blog page, whose feed asks for ${JSON.stringify(query)}`, async () => {
      const win = await openSite(path);
      await until(() => posts(win).length > 0, `posts on ${path}`);
      expect(pageId(win)).to.equal(BLOG_PAGE);
      // Other blog widgets on the page ask /get-news too: the feed's call is the one with its perPage (8).
      const mine = newsCalls(win).filter((u) => u.searchParams.get('perpage') === '8');
      expect(mine.length).to.be.above(0);
      const asked = mine.at(-1)!;
      for (const [name, value] of Object.entries(query)) expect(asked.searchParams.get(name), name).to.equal(value);
    });
  }

  it('a read-more link goes to /{post url} and shows the post page, without a reload; Back returns to the feed', async () => {
    const win = await openSite('/blog');
    await until(() => feed(win)?.querySelector('[part="read-more"]'), 'a readable post');
    (win as unknown as { marker: string }).marker = 'the same document';
    const more = feed(win)!.querySelector<HTMLAnchorElement>('[part="read-more"]')!;
    const href = more.getAttribute('href')!;
    expect(href).to.match(/^\/[a-z0-9-]+$/);
    more.click();
    await until(() => win.location.pathname === href && pageId(win) === POST_PAGE, `${href} on the post page`);
    win.history.back();
    await until(() => win.location.pathname === '/blog' && pageId(win) === BLOG_PAGE && posts(win).length === 8, 'Back on /blog');
    expect((win as unknown as { marker?: string }).marker, 'no reload').to.equal('the same document');
  });

  it('/{a path that is no page and no post} shows the 404 page at the same address, also after an in-site link', async () => {
    const win = await openSite('/nothing-here');
    await until(() => pageId(win) === NOT_FOUND_PAGE && mainText(win).includes('This page does not exist'), 'the 404 page');
    expect(win.location.pathname).to.equal('/nothing-here');
    expect(win.document.title).to.equal('Not found — Weft demo');

    // The footer's "a missing page" link, from the blog: one history entry, the address kept.
    win.weft!.navigate('/blog');
    await until(() => pageId(win) === BLOG_PAGE && posts(win).length === 8, '/blog');
    (win as unknown as { marker: string }).marker = 'the same document';
    win.weft!.navigate('/nothing-here');
    await until(() => pageId(win) === NOT_FOUND_PAGE && mainText(win).includes('This page does not exist'), 'the 404 page again');
    expect(win.location.pathname).to.equal('/nothing-here');
    // Pushed once: /blog is the entry right behind it. (Not a count of entries: the tab keeps 50 at most
    // across every test before this one, and drops the oldest.)
    const paths = historyPaths(win);
    expect(paths.slice(-2), 'one entry: the navigation itself').to.deep.equal(['/blog', '/nothing-here']);
    expect((win as unknown as { marker?: string }).marker, 'no reload').to.equal('the same document');
    win.history.back();
    await until(() => win.location.pathname === '/blog' && pageId(win) === BLOG_PAGE, 'Back on /blog');
  });

  it('/{post url} of a real post still shows the post on the post page', async () => {
    const win = await openSite('/blog');
    await until(() => feed(win)?.querySelector('[part="read-more"]'), 'a readable post');
    const href = feed(win)!.querySelector<HTMLAnchorElement>('[part="read-more"]')!.getAttribute('href')!;
    const direct = await openSite(href);
    await until(() => pageId(direct) === POST_PAGE && postPage(direct)?.querySelector('[part="title"]'), `the post at ${href}`);
    expect(direct.location.pathname).to.equal(href);
    expect(postPage(direct)!.querySelector('[part="title"]')!.textContent).to.not.equal('');
    expect(postPage(direct)!.querySelector('[part~="empty"]')).to.equal(null);
  });
});
