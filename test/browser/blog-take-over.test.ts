/**
 * Taking over a blog the server drew (issue 40 "Visitor state"): the server draws every blog widget
 * for an anonymous visitor on a first visit, and the page carries the answers it drew with
 * (`#weft-answers`), which the browser's first render shows. What the server could not know is
 * asked again for the real visitor: a member's restricted posts, a returning visitor's Dripping
 * posts. For the visitor the server drew for, nothing is asked again.
 */
import { expect } from '@open-wc/testing';
import { currentBlogRoute } from '../../src/blog/route.js';
import { utcTimeKey } from '../../src/blog/state.js';
import { KEYS } from '../../src/base/keys.js';
import { SERVER_ANSWERS_ID } from '../../src/ui/server.js';
import { blogListDefaults } from '../../elements/blog-list/config.js';
import { requestOf } from '../../elements/blog-list/load.js';
import '../../elements/blog-list/blog-list.element.js';
import '../../elements/blog-post/blog-post.element.js';
import { fakeBlog, listPost, MEMBER, VIEW_CONFIG, type BlogCall, type FakeBlog } from '../fakes/blog.js';
import { $, $$, mount, until } from './helpers.js';

/** The member's token the tests store. */
const TOKEN = 'member-token';
/** What the service sends an anonymous visitor of a restricted post: the wall's message as its summary. */
const CAPTURE = '<p>Sign up to read this.</p>';
const SUMMARY = '<p>What members read first.</p>';

/** A restricted post as the service sends it to `call`'s visitor: its summary only to a member. */
const restricted = (call?: BlogCall) =>
  listPost({
    id: 501,
    url: 'members-post',
    title: 'For members',
    is_capture: 1,
    message_capture: CAPTURE,
    content: call?.headers.get('Authorization') === `Bearer ${TOKEN}` ? SUMMARY : CAPTURE,
  });
/** A Dripping post as the service sends it: a day to go on a first visit, open for a visitor of last week. */
const drip = (call?: BlogCall) =>
  listPost({
    id: 502,
    url: 'drip-post',
    title: 'Drip',
    date_cycle: call && call.query['utc_time'] === LAST_WEEK ? 'Instantaneous' : 'Dripping',
    dripping_total_seconds: call && call.query['utc_time'] === LAST_WEEK ? 0 : 86_400,
  });
const LAST_WEEK = '2026-11-20 10:00:00';

/** A list of the group type, and a feed; the server's answers are keyed as useBlogLoad keys them. */
const GROUP = { type: 'group' };
const FEED = { type: 'feed' };
const listKey = (id: string, config: Record<string, unknown>) =>
  `weft-blog-list#${id}|its articles|${JSON.stringify({
    request: requestOf({ ...blogListDefaults, ...config } as typeof blogListDefaults, currentBlogRoute()),
    selected: null,
  })}`;
const drawn = (posts: unknown[], view = VIEW_CONFIG) => ({ posts, page: 1, lastPage: 1, view });
/** The view config of the blog the returning visitor saw before (a page view has one first visit per key). */
const RETURNING_VIEW = { ...VIEW_CONFIG, key: 'returning-key' };

// As the server renderer writes them into the page, before any element renders.
const answers: Record<string, unknown> = {
  [listKey('member-list', GROUP)]: drawn([restricted()]),
  [listKey('first-visit', GROUP)]: drawn([restricted()]),
  [listKey('returning', FEED)]: drawn([drip()], RETURNING_VIEW),
  [`weft-blog-post#member-post|its article|${JSON.stringify([501])}`]: drawn([{ ...restricted(), content: '' }]),
};
const script = document.createElement('script');
script.type = 'application/json';
script.id = SERVER_ANSWERS_ID;
script.textContent = JSON.stringify(answers);
document.head.append(script);

const storeMember = () => {
  localStorage.setItem(KEYS.user, JSON.stringify({ ...MEMBER, type: 'login' }));
  localStorage.setItem(KEYS.token, TOKEN);
};
const text = (el: HTMLElement, selector: string) => $(el, selector)?.textContent?.trim() ?? '';

describe('a blog the server drew, taken over by the browser', () => {
  let blog: FakeBlog;
  beforeEach(() => {
    blog = fakeBlog();
    blog.answers.set('/news/get-filtered-news', (call: BlogCall) => [restricted(call)]);
    blog.answers.set('/get-news', (call: BlogCall) => ({ data: [drip(call)], current_page: 1, last_page: 1 }));
    blog.answers.set('/get-new/501', (call: BlogCall) => ({
      ...restricted(call),
      content: call.headers.get('Authorization') ? '<p>The whole members post.</p>' : '',
    }));
  });
  afterEach(() => {
    blog.restore();
    for (const key of [KEYS.user, KEYS.token, utcTimeKey(VIEW_CONFIG.key), utcTimeKey(RETURNING_VIEW.key)])
      localStorage.removeItem(key);
  });

  it("shows a member the restricted post's summary, not the capture message, keeping the drawing until it comes", async () => {
    storeMember();
    blog.hold();
    const el = await mount('weft-blog-list', GROUP, { id: 'member-list', ready: '[part="articles"]' });
    // The drawing stays (no spinner) while the member's list is asked, with the member's token.
    await until(() => blog.of('/news/get-filtered-news').length === 1, 'the list to be asked again');
    expect(blog.of('/news/get-filtered-news')[0]!.headers.get('Authorization')).to.equal(`Bearer ${TOKEN}`);
    expect(text(el, '[part="title"]')).to.equal('For members');
    expect($(el, '[part="spinner"]')).to.equal(null);
    blog.release();
    await until(() => text(el, '[part="content"]') === 'What members read first.', "the member's summary");
    expect(text(el, '[part="content"]')).not.to.contain('Sign up');
  });

  it('asks nothing again for the visitor the server drew for, and remembers this first visit', async () => {
    const el = await mount('weft-blog-list', GROUP, { id: 'first-visit', ready: '[part="articles"]' });
    expect(text(el, '[part="content"]')).to.equal('Sign up to read this.');
    expect(localStorage.getItem(utcTimeKey(VIEW_CONFIG.key))).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Nothing is in flight: the element's first commit and its effects have run.
    expect(blog.calls.map((c) => c.path)).to.deep.equal([]);
  });

  it("asks again for a returning visitor: Dripping posts count from their first visit, not from the server's now", async () => {
    blog.answers.set('/get-key', RETURNING_VIEW);
    localStorage.setItem(utcTimeKey(RETURNING_VIEW.key), LAST_WEEK);
    const el = await mount('weft-blog-list', FEED, { id: 'returning', ready: '[part="articles"]' });
    expect(text(el, '[part="badge"]'), 'drawn as the server saw it').to.equal('Coming soon');
    await until(() => $$(el, '[part="badge"]').length === 0, 'the post open for this visitor');
    expect(blog.of('/get-news').map((c) => c.query['utc_time'])).to.deep.equal([LAST_WEEK]);
    expect($(el, '[part="button"]')?.getAttribute('href')).to.equal('/blog/drip-post');
  });

  it("shows a member a restricted post's content, drawn for a visitor as the wall", async () => {
    storeMember();
    blog.hold();
    const el = await mount('weft-blog-post', { selectedArticle: 501 }, { id: 'member-post', ready: '[part="base"]' });
    // The drawing stays (no spinner) while the member's post is asked.
    await until(() => blog.of('/get-new/501').length === 1, 'the post to be asked again');
    expect(text(el, '[part="title"]')).to.equal('For members');
    expect($(el, '[part="spinner"]')).to.equal(null);
    blog.release();
    await until(() => text(el, '[part="content"]') === 'The whole members post.', "the post's content");
    expect(blog.of('/get-new/501')[0]!.headers.get('Authorization')).to.equal(`Bearer ${TOKEN}`);
    expect($(el, '[part="wall"]')).to.equal(null);
  });
});
