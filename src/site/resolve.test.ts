import { expect } from '@open-wc/testing';
import type { PageData } from './data.js';
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
