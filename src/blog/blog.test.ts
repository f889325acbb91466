import { expect } from '@open-wc/testing';
import { ApiError, setFetchForTests } from '../http/index.js';
import { provideSiteData } from '../base/data.js';
import { local } from '../util/storage.js';
import { fetchComments, fetchCommentTheme, storeComment, updateComment } from './comments.js';
import { fetchChilds, fetchNews, fetchSitePost, registerView } from './news.js';
import { filterValue } from './request.js';
import { currentUtcTime, fetchCaptureConfig, fetchViewConfig, resetBlogCacheForTests } from './settings.js';
import { utcTime, utcTimeKey, viewedKey } from './state.js';
import { readPost } from './values.js';
import { blockedPostTarget, formatDate, listed, postDate } from './dates.js';
import { blogLoggedIn, blogMember } from './member.js';
import { feedPagination, listPagination } from './pagination.js';
import { categoryPath, authorPath, pagedPath, parseBlogPath, postPath, routeFilter, searchPath } from './paths.js';
import { type BlogViewConfig } from './types.js';

const view = (over: Partial<BlogViewConfig> = {}): BlogViewConfig => ({
  key: 'k',
  pre_show_dripping: true,
  pre_block_dripping_url: '',
  pre_show_scheduled: true,
  pre_block_scheduled_url: '',
  date_format_preview_news: 'DD/MM/YYYY',
  ...over,
});

const post = (over: Record<string, unknown> = {}) =>
  readPost({ title: 't', url: 'u', scheduled_date: '2025-03-04 23:30:00', ...over })!;

describe('blog: post dates', () => {
  const now = new Date(Date.UTC(2025, 5, 1, 12, 0, 0));

  it('a normal post shows its scheduled date in the visitor offset and the element format', () => {
    const d = postDate(post(), { format: 'YYYY-MM-DD HH:mm', now, offsetMinutes: 120 });
    expect(d.text).to.equal('2025-03-05 01:30');
    expect(d.readable).to.equal(true);
    expect(postDate(post(), { format: 'YYYY-MM-DD', now, offsetMinutes: -180 }).text).to.equal('2025-03-04');
    expect(postDate(post(), { now, offsetMinutes: 0 }).text, 'YYYY-MM-DD by default').to.equal('2025-03-04');
  });

  it('a Dripping post shows now + dripping_total_seconds in the preview format, not readable', () => {
    const d = postDate(post({ date_cycle: 'Dripping', dripping_total_seconds: 2 * 86400 }), {
      format: 'YYYY-MM-DD',
      previewFormat: 'DD/MM/YYYY',
      now,
      offsetMinutes: 0,
    });
    expect(d.text).to.equal('03/06/2025');
    expect(d.readable).to.equal(false);
    expect(d.release).to.equal('dripping');
  });

  it('a Scheduled post shows its date in the preview format, not readable; without a preview format the element format', () => {
    const scheduled = post({ date_cycle: 'Scheduled', scheduled_date: '2025-07-01 10:00:00' });
    const d = postDate(scheduled, { format: 'YYYY-MM-DD', previewFormat: 'D MMMM YYYY', now, offsetMinutes: 0 });
    expect(d.text).to.equal('1 July 2025');
    expect(d.readable).to.equal(false);
    expect(postDate(scheduled, { format: 'YYYY/MM/DD', now, offsetMinutes: 0 }).text).to.equal('2025/07/01');
  });

  it('once released (seconds spent, date passed) the post is normal and readable', () => {
    expect(postDate(post({ date_cycle: 'Dripping', dripping_total_seconds: 0 }), { now }).readable).to.equal(true);
    expect(postDate(post({ date_cycle: 'Scheduled', scheduled_date: '2025-01-01 00:00:00' }), { now }).readable).to.equal(true);
  });

  it('formats names in the locale and keeps [bracketed] text', () => {
    const date = new Date(Date.UTC(2025, 0, 6, 15, 4, 5));
    expect(formatDate(date, 'dddd, MMM D [at] h:mm A', 0)).to.equal('Monday, Jan 6 at 3:04 PM');
    expect(formatDate(date, 'MMMM', 0, 'fr-FR')).to.equal('janvier');
  });

  it('pre_show_* leave not-yet-readable posts out of lists; pre_block_*_url is where opening one goes', () => {
    const drip = post({ date_cycle: 'Dripping', dripping_total_seconds: 60 });
    const sched = post({ date_cycle: 'Scheduled', scheduled_date: '2099-01-01 00:00:00' });
    expect(listed(drip, view(), now)).to.equal(true);
    expect(listed(drip, view({ pre_show_dripping: false }), now)).to.equal(false);
    expect(listed(sched, view({ pre_show_scheduled: false }), now)).to.equal(false);
    expect(listed(post(), view({ pre_show_dripping: false, pre_show_scheduled: false }), now)).to.equal(true);
    expect(blockedPostTarget(drip, view({ pre_block_dripping_url: '/wait' }), now)).to.equal('/wait');
    expect(blockedPostTarget(sched, view({ pre_block_scheduled_url: ' ' }), now)).to.equal(null);
    expect(blockedPostTarget(post(), view({ pre_block_dripping_url: '/wait' }), now)).to.equal(null);
  });
});

describe('blog: pagination models', () => {
  it('feed: First only past page 3, Previous past 1, five numbers around the page, Next and Last before the end', () => {
    const p = feedPagination(6, 10);
    expect(p).to.deep.include({ show: true, current: 6, first: 1, previous: 5, next: 7, last: 10 });
    expect(p.pages).to.deep.equal([4, 5, 6, 7, 8]);
    const three = feedPagination(3, 10);
    expect(three.first).to.equal(null);
    expect(three.pages).to.deep.equal([1, 2, 3, 4, 5]);
    const one = feedPagination(1, 10);
    expect(one).to.deep.include({ first: null, previous: null, next: 2, last: 10 });
    const end = feedPagination(10, 10);
    expect(end).to.deep.include({ next: null, last: null, first: 1, previous: 9 });
    expect(end.pages).to.deep.equal([6, 7, 8, 9, 10]);
  });

  it('is hidden with one page or no posts; the page is clamped', () => {
    expect(feedPagination(1, 1).show).to.equal(false);
    expect(feedPagination(1, 4, 0).show).to.equal(false);
    expect(feedPagination(99, 4).current).to.equal(4);
    expect(feedPagination(-2, 4).current).to.equal(1);
    expect(feedPagination(2, 2).pages).to.deep.equal([1, 2]);
  });

  it('list family: at most three numbers: 1-3 on page 1, neighbours in the middle, the last three at the end', () => {
    expect(listPagination(1, 9).pages).to.deep.equal([1, 2, 3]);
    expect(listPagination(5, 9).pages).to.deep.equal([4, 5, 6]);
    expect(listPagination(9, 9).pages).to.deep.equal([7, 8, 9]);
    expect(listPagination(1, 9)).to.deep.include({ first: null, previous: null, next: 2, last: 9 });
    expect(listPagination(2, 9)).to.deep.include({ first: 1, previous: 1 });
    expect(listPagination(9, 9)).to.deep.include({ next: null, last: null });
  });
});

describe('blog: paths', () => {
  it('reads search, category, author, feed and post routes with their page', () => {
    expect(parseBlogPath('/s', '?query=red%20shoes')).to.deep.equal({ kind: 'search', query: 'red shoes', page: 1 });
    expect(parseBlogPath('/s/page/3', '?query=x')).to.deep.equal({ kind: 'search', query: 'x', page: 3 });
    expect(parseBlogPath('/c/design')).to.deep.equal({ kind: 'category', slug: 'design', page: 1 });
    expect(parseBlogPath('/c/design/page/2')).to.deep.equal({ kind: 'category', slug: 'design', page: 2 });
    expect(parseBlogPath('/a/ana-souza/page/4')).to.deep.equal({ kind: 'author', slug: 'ana-souza', page: 4 });
    expect(parseBlogPath('/feed')).to.deep.equal({ kind: 'feed', page: 1 });
    expect(parseBlogPath('/page/5')).to.deep.equal({ kind: 'feed', page: 5 });
    expect(parseBlogPath('/')).to.deep.equal({ kind: 'feed', page: 1 });
    expect(parseBlogPath('/blog')).to.deep.equal({ kind: 'feed', page: 1 });
    expect(parseBlogPath('/blog/page/2')).to.deep.equal({ kind: 'feed', page: 2 });
    expect(parseBlogPath('/blog/my-post')).to.deep.equal({ kind: 'post', url: 'my-post', page: 1 });
    expect(parseBlogPath('/my-post')).to.deep.equal({ kind: 'post', url: 'my-post', page: 1 });
    expect(parseBlogPath('/news', '', ['home', 'News'])).to.deep.equal({ kind: 'feed', page: 1 });
    expect(parseBlogPath('/news/page/2', '', ['news'])).to.deep.equal({ kind: 'feed', page: 2 });
  });

  it('gives the feed filter of a route', () => {
    expect(routeFilter(parseBlogPath('/c/design/page/2'))).to.deep.equal({ page: 2, category: 'design' });
    expect(routeFilter(parseBlogPath('/a/x'))).to.deep.equal({ page: 1, author: 'x' });
    expect(routeFilter(parseBlogPath('/s', '?query=y'))).to.deep.equal({ page: 1, search: 'y' });
    expect(routeFilter(parseBlogPath('/my-post'))).to.deep.equal({ page: 1 });
  });

  it('builds page links that keep the route and its query', () => {
    expect(pagedPath('/s', '?query=x', 2)).to.equal('/s/page/2?query=x');
    expect(pagedPath('/s/page/2', '?query=x', 1)).to.equal('/s?query=x');
    expect(pagedPath('/c/design/page/2', '', 5)).to.equal('/c/design/page/5');
    expect(pagedPath('/', '', 2)).to.equal('/page/2');
    expect(pagedPath('/page/2', '', 1)).to.equal('/');
    expect(pagedPath('/blog', '', 3)).to.equal('/blog/page/3');
  });

  it('builds the search, category, author and read-more paths', () => {
    expect(searchPath(' red shoes ')).to.equal('/s?query=red+shoes');
    expect(categoryPath('a b')).to.equal('/c/a%20b');
    expect(authorPath('ana', 2)).to.equal('/a/ana/page/2');
    expect(postPath('my-post')).to.equal('/my-post');
    expect(postPath('/blog/my post')).to.equal('/blog/my%20post');
    expect(postPath('')).to.equal('');
  });
});

describe('blog: login state', () => {
  afterEach(() => {
    local.remove('login-user');
    local.remove('login-user-token');
  });

  it('is logged in only when both login-user and login-user-token exist', () => {
    expect(blogLoggedIn()).to.equal(false);
    local.set('login-user', JSON.stringify({ name: 'Ana', email: 'ana@x.test' }));
    expect(blogLoggedIn(), 'user without token').to.equal(false);
    local.set('login-user-token', 'tok');
    expect(blogMember()).to.deep.equal({ name: 'Ana', email: 'ana@x.test', token: 'tok' });
    local.remove('login-user');
    expect(blogLoggedIn(), 'token without user').to.equal(false);
    local.set('login-user', 'not json');
    expect(blogLoggedIn(), 'a corrupted user').to.equal(false);
  });
});

describe('blog: calls', () => {
  let wire: Request[] = [];
  const answer = (body: unknown, status = 200) => {
    wire = [];
    setFetchForTests(async (input, init) => {
      const request = new Request(input, init);
      wire.push(request);
      const url = new URL(request.url);
      const payload = typeof body === 'function' ? (body as (u: URL) => unknown)(url) : body;
      return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
    });
  };
  beforeEach(() => {
    resetBlogCacheForTests();
    provideSiteData({ website_id: 'c2l0ZS0x', pages: [] });
  });
  afterEach(() => {
    setFetchForTests(null);
    provideSiteData(undefined);
    local.remove('login-user');
    local.remove('login-user-token');
    local.remove(utcTimeKey('demo-blog-7f3a'));
    local.remove(utcTimeKey('k1'));
  });

  it('/get-news carries perpage, page, website_id, the filters and the stored utc_time of the key', async () => {
    answer((url: URL) =>
      url.pathname.endsWith('/get-key') ? { key: 'k1' } : { data: [{ title: 'A', url: 'a' }], last_page: 3, current_page: 2 },
    );
    local.set(utcTimeKey('k1'), '2025-01-01 00:00:00');
    const page = await fetchNews({ page: 2, category: 'design', search: ' x ', utc_time: await currentUtcTime() });
    const news = new URL(wire.at(-1)!.url);
    expect(news.pathname).to.match(/\/blog-api\/get-news$/);
    expect(Object.fromEntries(news.searchParams)).to.deep.equal({
      website_id: 'c2l0ZS0x',
      perpage: '8',
      page: '2',
      search: 'x',
      category: 'design',
      utc_time: '2025-01-01 00:00:00',
    });
    expect(page.last_page).to.equal(3);
    expect(page.data[0]!.title).to.equal('A');
    expect(page.data[0]!.categories).to.deep.equal([]);
  });

  it('/get-key stores a UTC time under a name built from the key when absent, and keeps it after', async () => {
    answer({ key: 'k1', pre_show_dripping: 0, date_format_preview_news: 'DD/MM' });
    const config = await fetchViewConfig();
    expect(config).to.deep.include({
      key: 'k1',
      pre_show_dripping: false,
      pre_show_scheduled: true,
      date_format_preview_news: 'DD/MM',
    });
    const stored = local.get(utcTimeKey('k1'));
    expect(stored).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(utcTime('k1', new Date(0))).to.equal(stored);
    await fetchViewConfig();
    expect(wire.length, 'asked once per page view').to.equal(1);
  });

  it('a filter with a slash keeps the part before it', () => {
    expect(filterValue('design/x')).to.equal('design');
    expect(filterValue(undefined)).to.equal('');
  });

  it('reads the real backend: a page of posts, categories, the capture config and a post path', async () => {
    const page = await fetchNews({ perpage: 5, utc_time: '' });
    expect(page.data.length).to.equal(5);
    expect(page.last_page).to.be.greaterThan(4);
    expect(page.data.every((p) => typeof p.is_capture === 'boolean' && typeof p.url === 'string')).to.equal(true);
    const categories = await fetchChilds('categories');
    expect(categories.map((c) => c.slug)).to.include('design');
    const capture = await fetchCaptureConfig();
    expect(capture.login_button_settings.text).to.equal('Sign in');
    const welcome = await fetchSitePost('/blog/welcome-to-the-weft-blog');
    expect(welcome?.title).to.equal('Welcome to the Weft blog');
    const comments = await fetchComments({ url: 'welcome-to-the-weft-blog' });
    expect(comments.comments.some((c) => c.deleted_by_owner && c.comment === '')).to.equal(true);
  });

  it("reads the comment prompt's theme from an answer or a refusal; a refusal without one is a failure", async () => {
    answer({ comments: [{ id: 1, comment: 'x' }], more: false, theme: '2' });
    expect(await fetchCommentTheme('p')).to.equal(2);
    expect(new URL(wire[0]!.url).searchParams.get('count')).to.equal('1');
    answer({ success: false, message: 'This post is for members', errors: {}, theme: 3 }, 403);
    expect(await fetchCommentTheme('p')).to.equal(3);
    answer({ success: false, message: 'down' }, 500);
    const failure = await fetchCommentTheme('p').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(ApiError);
  });

  it('marks the first view of a post per browser', async () => {
    answer({ success: true });
    local.remove(viewedKey('p1'));
    expect(await registerView('p1')).to.equal(true);
    expect(new URL(wire[0]!.url).searchParams.get('first')).to.equal('true');
    await registerView('p1');
    expect(wire.length).to.equal(2);
    expect(new URL(wire[1]!.url).searchParams.get('first')).to.equal(null);
    local.remove(viewedKey('p1'));
  });

  it('comment calls need a logged-in member and send their token and e-mail', async () => {
    answer({ allowed: false });
    let refused = false;
    await storeComment({ url: 'p', comment: 'hi' }).catch(() => (refused = true));
    expect(refused).to.equal(true);
    expect(wire.length, 'nothing sent').to.equal(0);
    local.set('login-user', JSON.stringify({ name: 'Ana', email: 'ana@x.test' }));
    local.set('login-user-token', 'tok');
    const stored = await storeComment({ url: 'p', comment: 'hi', reply_id: 4 });
    expect(stored.allowed).to.equal(false);
    const request = wire[0]!;
    expect(request.method).to.equal('POST');
    expect(request.headers.get('Authorization')).to.equal('Bearer tok');
    expect(await request.json()).to.deep.equal({
      user: { email: 'ana@x.test', name: 'Ana' },
      comment: 'hi',
      like: [],
      replys: [],
      url: 'p',
      website_id: 'c2l0ZS0x',
      reply_id: 4,
    });
    answer({ success: true });
    await updateComment(4, 'like');
    expect(await wire[0]!.json()).to.deep.include({ id: 4, type: 'like', email: 'ana@x.test', name: 'Ana' });
  });

  it('a failed call rejects (the caller shows its empty state)', async () => {
    answer({ success: false, message: 'gone' }, 404);
    let failed = false;
    await fetchNews({ utc_time: '' }).catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});
