import { expect } from '@open-wc/testing';
import type { PageData } from '../base/data.js';
import { initialPage, resolvePage } from './resolve.js';

const home = { id: 1, url: 'home', initial: '1' };
const about = { id: 2, url: 'About', initial: '0' };
const notFound = { id: 3, url: '404', initial: '0' };
const paged = { id: 4, url: 'page', initial: '0' };
const post = { id: 5, url: 'my-first-post', initial: '0' };
const pages: PageData[] = [about, home, notFound, post];
const at = (pathname: string, protocol = 'https:') => resolvePage(pages, { protocol, pathname });
const pageOf = (r: ReturnType<typeof resolvePage>) => (r.kind === 'page' ? r.page : null);

describe('page resolution', () => {
  it("'/' shows the page flagged initial='1'", () => {
    expect(pageOf(at('/'))).to.equal(home);
  });

  it("'/' shows the first page when none is flagged", () => {
    const unflagged = [
      { ...about, initial: '0' },
      { ...home, initial: '0' },
    ];
    expect(initialPage(unflagged)).to.equal(unflagged[0]);
    expect(pageOf(resolvePage(unflagged, { protocol: 'https:', pathname: '/' }))).to.equal(unflagged[0]);
  });

  it("'/' shows the page flagged initial however the builder spells yes (true, 1, 'yes', 'on')", () => {
    for (const yes of [true, 1, '1', 'true', 'yes', 'on', ' TRUE ']) {
      const flagged = [about, { ...home, initial: yes }];
      expect(pageOf(resolvePage(flagged, { protocol: 'https:', pathname: '/' })), String(yes)).to.equal(flagged[1]);
    }
    for (const no of [false, 0, '0', 'false', 'no', 'off', '']) {
      const unflagged = [about, { ...home, initial: no }];
      expect(initialPage(unflagged), String(no)).to.equal(about);
    }
  });

  it('matches the first path segment against page urls, case-insensitively', () => {
    expect(pageOf(at('/about'))).to.equal(about);
    expect(pageOf(at('/ABOUT/team'))).to.equal(about);
    expect(pageOf(at('/about/'))).to.equal(about);
  });

  it("a path containing 'page/' shows the page whose url is 'page'", () => {
    expect(pageOf(resolvePage([...pages, paged], { protocol: 'https:', pathname: '/feed/page/2' }))).to.equal(paged);
    expect(pageOf(at('/about/page/2')), 'without such a page, the usual rules').to.equal(about);
  });

  it("'blog/{slug}' uses the slug", () => {
    const r = at('/blog/my-first-post');
    expect(pageOf(r)).to.equal(post);
    expect(r.kind === 'page' && r.slug).to.equal('my-first-post');
  });

  it("no match shows the '404' page, else the initial page", () => {
    expect(pageOf(at('/nothing-here'))).to.equal(notFound);
    expect(pageOf(resolvePage([home, about], { protocol: 'https:', pathname: '/nothing-here' }))).to.equal(home);
  });

  it("'blog-login' is the members login as a full page", () => {
    expect(at('/blog-login').kind).to.equal('blog-login');
  });

  it("a protocol other than http or https is 'not available for this version'", () => {
    expect(at('/', 'file:').kind).to.equal('unavailable');
    expect(at('/', 'http:').kind).to.equal('page');
  });

  it('missing page data asks for the published version', () => {
    expect(resolvePage([], { protocol: 'https:', pathname: '/' }).kind).to.equal('missing');
    expect(resolvePage(undefined, { protocol: 'https:', pathname: '/' }).kind).to.equal('missing');
  });

  it('tolerates a malformed escape in the path', () => {
    expect(pageOf(at('/%E0%A4%A'))).to.equal(notFound);
  });
});

describe('page resolution: the blog paths (elements-content.md §2)', () => {
  const feed = (id: number, url: string, type = 'blog-feed') => ({
    id,
    url,
    initial: '0',
    is_blog: true,
    layout: { desktop: [{ type: 'panel', children: [{ type }] }] },
  });
  const blogPages: PageData[] = [
    home,
    about,
    notFound,
    // A blog page with only a post page comes first: the feed paths still find the feed's page.
    feed(20, 'article', 'post-page'),
    feed(14, 'blog'),
  ];
  const resolved = (pathname: string, list = blogPages) => resolvePage(list, { protocol: 'https:', pathname });

  it('/s, /s/page/n, /c/{slug}, /a/{slug}, /feed and /page/n show the blog page that holds the feed', () => {
    for (const path of ['/s', '/s/page/2', '/c/design', '/c/design/page/3', '/a/ana-souza', '/feed', '/page/2']) {
      expect(pageOf(resolved(path))?.id, path).to.equal(14);
    }
  });

  it('without a feed anywhere, the first blog page', () => {
    const list: PageData[] = [home, { id: 30, url: 'news', is_blog: true }, { id: 31, url: 'more', is_blog: true }];
    expect(pageOf(resolved('/c/design', list))?.id).to.equal(30);
  });

  it('/blog/{post url} keeps the page whose url is the slug, else shows the blog page with the post page', () => {
    expect(pageOf(resolved('/blog/about'))).to.equal(about);
    const r = resolved('/blog/five-layouts');
    expect(pageOf(r)?.id).to.equal(20);
    expect(r.kind === 'page' && r.slug).to.equal('five-layouts');
  });

  it('/{post url}, the read-more target, shows the post page; a page of that url wins', () => {
    const r = resolved('/five-layouts');
    expect(pageOf(r)?.id).to.equal(20);
    expect(r.kind === 'page' && r.slug).to.equal('five-layouts');
    expect(pageOf(resolved('/about'))).to.equal(about);
    expect(pageOf(resolved('/blog'))?.id).to.equal(14);
    expect(pageOf(resolved('/blog/page/2'))?.id, "the blog page's own pagination").to.equal(14);
  });

  it('a site without blog pages keeps the 404 rules', () => {
    expect(pageOf(resolved('/c/design', pages))).to.equal(notFound);
    expect(pageOf(resolved('/five-layouts', pages))).to.equal(notFound);
    expect(pageOf(resolved('/five/layouts'))).to.equal(notFound);
  });

  it('is_blog as builder data writes it (1, "1")', () => {
    const list: PageData[] = [home, { id: 40, url: 'x', is_blog: '1' as unknown as boolean }];
    expect(pageOf(resolved('/feed', list))?.id).to.equal(40);
  });
});
