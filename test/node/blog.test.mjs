// The reference backend's blog service (spec/elements-content.md §3, §4, §7; CONTRACT §9):
// `node --test test/node/blog.test.mjs`.
import { describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOMY_LIMITS, useBackend } from './backend.mjs';
import { DEMO_WEBSITE_ID } from '../../demo/backend/db.mjs';
import { BLOG_PREFIX, FIRST_VISIT_COOKIE, stamp } from '../../demo/backend/blog/rules.mjs';
import { DEMO_BLOG_KEY, DRIP_SECONDS, SEED, seedBlog } from '../../demo/backend/blog/seed.mjs';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../demo/backend/members/seed.mjs';
import { resolvePage } from '../../demo/backend/site/pages.mjs';

const DAY = 24 * 60 * 60 * 1000;

let app;
/** @type {import('better-sqlite3').Database} */
let db;
useBackend(
  'blog',
  (started) => {
    app = started;
    db = app.db;
  },
  { limits: ROOMY_LIMITS },
);

/** A GET of the blog service with query parameters (website_id of the demo site unless given). */
async function get(path, query = {}, { token, site = true } = {}) {
  const params = new URLSearchParams(site ? { website_id: DEMO_WEBSITE_ID, ...query } : query);
  const res = await app.inject({
    method: 'GET',
    url: `${path.startsWith('/cheetah') ? '' : BLOG_PREFIX}${path}${params.size ? `?${params}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
}

async function post(path, payload, token) {
  return app.inject({
    method: 'POST',
    url: `${BLOG_PREFIX}${path}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const ok = (res) => {
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

/** Logs a member in through the members API and answers their token. */
async function loginAs(email = DEMO_MEMBER_EMAIL, password = DEMO_MEMBER_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/website/user/login', payload: { email, password } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.token;
}

let serial = 0;
/**
 * Registers a fresh member (a new commenter) of a site, logs them in as the runtime does after a
 * registration, and answers their token and email.
 */
async function newMember(website_id = DEMO_WEBSITE_ID) {
  serial += 1;
  const email = `reader${serial}@blog.example`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/website/user/register',
    payload: { name: `Reader ${serial}`, email, password: 'secret-pass-1', password_confirmation: 'secret-pass-1', website_id },
  });
  assert.equal(res.statusCode, 201, res.body);
  const login = await app.inject({
    method: 'POST',
    url: '/api/website/user/login',
    payload: { email, password: 'secret-pass-1', website_id },
  });
  assert.equal(login.statusCode, 200, login.body);
  return { token: login.json().data.token, email, name: `Reader ${serial}` };
}

/** Approves a comment, as the site owner does. */
const approve = (id) => db.prepare('UPDATE blog_comments SET allowed = 1 WHERE id = ?').run(id);

const find = (list, url) => list.find((p) => p.url === url);

describe('blog seed', () => {
  test('has at least 25 posts over several categories and authors, a Dripping, a Scheduled and a restricted post', () => {
    const posts = db.prepare('SELECT * FROM blog_posts WHERE website_id = ?').all(DEMO_WEBSITE_ID);
    assert.ok(posts.length >= 25, `${posts.length} posts`);
    assert.ok(db.prepare('SELECT COUNT(*) FROM blog_categories').pluck().get() >= 3);
    assert.ok(db.prepare('SELECT COUNT(DISTINCT author_id) FROM blog_posts').pluck().get() >= 3);
    assert.equal(posts.find((p) => p.url === SEED.drippingUrl).date_cycle, 'Dripping');
    assert.equal(posts.find((p) => p.url === SEED.scheduledUrl).date_cycle, 'Scheduled');
    assert.equal(posts.find((p) => p.url === SEED.restrictedUrl).is_capture, 1);
  });

  test('seeding again changes nothing', () => {
    const before = db.prepare('SELECT COUNT(*) FROM blog_posts').pluck().get();
    seedBlog(db);
    assert.equal(db.prepare('SELECT COUNT(*) FROM blog_posts').pluck().get(), before);
  });
});

describe('GET /get-key', () => {
  test('answers the view config with its key', async () => {
    const config = ok(await get('/get-key'));
    assert.equal(config.key, DEMO_BLOG_KEY);
    for (const field of [
      'pre_show_dripping',
      'pre_block_dripping_url',
      'pre_show_scheduled',
      'pre_block_scheduled_url',
      'date_format_preview_news',
    ]) {
      assert.ok(field in config, field);
    }
  });

  test('an unknown site has no blog (a JSON failure)', async () => {
    const res = await get('/get-key', { website_id: 'nope' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().success, false);
  });
});

describe('GET /get-news', () => {
  test('pages the feed: perpage posts, current_page and last_page', async () => {
    const total = db.prepare('SELECT COUNT(*) FROM blog_posts WHERE website_id = ?').pluck().get(DEMO_WEBSITE_ID);
    const first = ok(await get('/get-news', { perpage: 8, page: 1 }));
    assert.equal(first.data.length, 8);
    assert.equal(first.last_page, Math.ceil(total / 8));
    assert.equal(first.current_page, 1);
    const last = ok(await get('/get-news', { perpage: 8, page: first.last_page }));
    assert.equal(last.data.length, total - 8 * (first.last_page - 1));
    const second = ok(await get('/get-news', { perpage: 8, page: 2 }));
    assert.equal(new Set([...first.data, ...second.data].map((p) => p.id)).size, 16, 'pages do not overlap');
  });

  test('a page past the last is clamped to the last', async () => {
    const body = ok(await get('/get-news', { perpage: 8, page: 999 }));
    assert.equal(body.current_page, body.last_page);
    assert.ok(body.data.length > 0);
  });

  test('sends posts with the spec fields', async () => {
    const body = ok(await get('/get-news', { perpage: 50 }));
    const welcome = find(body.data, SEED.commentedUrl);
    for (const field of [
      'title',
      'content',
      'thumbnail',
      'url',
      'author',
      'categories',
      'categories_list',
      'scheduled_date',
      'created_at',
      'date_cycle',
      'dripping_total_seconds',
      'is_capture',
      'message_capture',
      'enabled_comments',
    ]) {
      assert.ok(field in welcome, field);
    }
    assert.deepEqual(Object.keys(welcome.author).sort(), [
      'facebook_url',
      'instagram_url',
      'linkedin_url',
      'medium_url',
      'name',
      'slug',
      'thumbnail',
      'twitter_url',
      'youtube_url',
    ]);
    assert.deepEqual(welcome.categories, [{ id: welcome.categories[0].id, name: 'News', slug: 'news', url: 'news' }]);
    assert.match(welcome.scheduled_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('filters by category, author and search', async () => {
    const design = ok(await get('/get-news', { perpage: 50, category: 'design' }));
    assert.ok(design.data.length > 0);
    assert.ok(design.data.every((p) => p.categories.some((c) => c.slug === 'design')));
    const bruno = ok(await get('/get-news', { perpage: 50, author: 'bruno-lima' }));
    assert.ok(bruno.data.length > 0);
    assert.ok(bruno.data.every((p) => p.author.slug === 'bruno-lima'));
    const search = ok(await get('/get-news', { perpage: 50, search: 'headlines' }));
    assert.deepEqual(
      search.data.map((p) => p.url),
      ['writing-headlines-people-read'],
    );
    const none = ok(await get('/get-news', { perpage: 50, search: 'zzz-nothing-%' }));
    assert.deepEqual(none.data, []);
    assert.equal(none.last_page, 1);
  });

  test('the filtered variant: all means no filter, a slash keeps the part before it, featured, most accessed, amount', async () => {
    const all = ok(await get('/get-news', { category: 'all', author: 'all', amount: 6, featured: 0, most_accessed: 0 }));
    assert.equal(all.data.length, 6);
    const slashed = ok(await get('/get-news', { category: 'design/extra', amount: 50 }));
    assert.ok(slashed.data.length > 0 && slashed.data.every((p) => p.categories.some((c) => c.slug === 'design')));
    const featured = ok(await get('/get-news', { featured: 1, amount: 50 }));
    assert.ok(featured.data.length > 0 && featured.data.every((p) => p.featured === 1));
    // Views decide the order of the most accessed.
    for (let i = 0; i < 3; i++) ok(await get(`/register-view/${'colour-for-accessible-sites'}`));
    const most = ok(await get('/get-news', { most_accessed: 1, amount: 3 }));
    assert.equal(most.data[0].url, 'colour-for-accessible-sites');
  });

  test('the older variant without payload answers every post', async () => {
    const body = ok(await get('/get-news', {}, { site: false }));
    assert.ok(body.data.length >= 25);
  });

  /** The Dripping post of the feed as `headers` (cookie, bearer) and `query` get it, and the cookie set. */
  async function dripping(headers = {}, query = {}) {
    const params = new URLSearchParams({ website_id: DEMO_WEBSITE_ID, perpage: '50', ...query });
    const res = await app.inject({ url: `${BLOG_PREFIX}/get-news?${params}`, headers });
    assert.equal(res.statusCode, 200, res.body);
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${FIRST_VISIT_COOKIE}=`));
    return { post: find(res.json().data, SEED.drippingUrl), cookie: cookie?.split(';')[0] };
  }
  const near = (seconds, expected) => assert.ok(Math.abs(seconds - expected) < 60, `${seconds} s, not about ${expected} s`);

  test("a Dripping post opens its seconds after the first visit by the server's clock; an old utc_time opens nothing", async () => {
    const first = await dripping();
    assert.equal(first.post.date_cycle, 'Dripping');
    near(first.post.dripping_total_seconds, DRIP_SECONDS);
    assert.doesNotMatch(first.post.content, /<h2>/, 'not readable: an excerpt only');
    assert.ok(first.cookie, 'the server keeps the first visit in a signed cookie');
    const cookie = first.cookie;
    // What the client says of its first visit changes nothing, with or without the cookie.
    const old = { utc_time: stamp(new Date(Date.now() - 10 * DAY)) };
    assert.equal((await dripping({}, old)).post.date_cycle, 'Dripping');
    assert.equal((await dripping({ cookie }, old)).post.date_cycle, 'Dripping');
    // A cookie moved back by hand is not the server's: the visit starts now.
    const [ms, signature] = cookie.split('=')[1].split('.');
    const forged = await dripping({ cookie: `${FIRST_VISIT_COOKIE}=${Number(ms) - 10 * DAY}.${signature}` });
    assert.equal(forged.post.date_cycle, 'Dripping');
    near(forged.post.dripping_total_seconds, DRIP_SECONDS);
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    try {
      mock.timers.tick(DAY);
      const halfway = await dripping({ cookie });
      assert.equal(halfway.post.date_cycle, 'Dripping');
      near(halfway.post.dripping_total_seconds, DRIP_SECONDS - DAY / 1000);
      mock.timers.tick(DRIP_SECONDS * 1000);
      const open = await dripping({ cookie });
      assert.equal(open.post.date_cycle, 'Instantaneous');
      assert.equal(open.post.dripping_total_seconds, 0);
      const single = await app.inject({ url: `/cheetah/blog/get-new?post=/blog/${SEED.drippingUrl}`, headers: { cookie } });
      assert.match(single.json().content, /<h2>/);
      // Another browser, never seen before, starts its own wait.
      assert.equal((await dripping()).post.date_cycle, 'Dripping');
    } finally {
      mock.timers.reset();
    }
  });

  test("a member's first visit is kept on the server: another browser of theirs counts from it", async () => {
    const { token } = await newMember();
    const authorization = `Bearer ${token}`;
    assert.equal((await dripping({ authorization })).post.date_cycle, 'Dripping');
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    try {
      mock.timers.tick(DRIP_SECONDS * 1000 + 60_000);
      assert.equal((await dripping({ authorization })).post.date_cycle, 'Instantaneous', 'no cookie sent');
      assert.equal((await dripping()).post.date_cycle, 'Dripping', 'a visitor without the session');
    } finally {
      mock.timers.reset();
    }
  });

  test('a Scheduled post in the future stays Scheduled with its date', async () => {
    const body = ok(await get('/get-news', { perpage: 50 }));
    const scheduled = find(body.data, SEED.scheduledUrl);
    assert.equal(scheduled.date_cycle, 'Scheduled');
    assert.ok(Date.parse(`${scheduled.scheduled_date.replace(' ', 'T')}Z`) > Date.now());
  });
});

describe('single posts', () => {
  test('/news/get-by-id/{id} and /get-new/{id} answer the post; an unknown id is 404', async () => {
    const id = db.prepare('SELECT id FROM blog_posts WHERE url = ?').pluck().get(SEED.commentedUrl);
    const byId = ok(await get(`/news/get-by-id/${id}`));
    assert.equal(byId.url, SEED.commentedUrl);
    assert.match(byId.content, /<h2>/);
    const item = ok(await get(`/get-new/${id}`, {}, { site: false }));
    assert.equal(item.title, 'Welcome to the Weft blog');
    assert.equal((await get('/news/get-by-id/99999')).statusCode, 404);
  });

  test('/news/get-filtered-news answers a list of amount posts', async () => {
    const list = ok(await get('/news/get-filtered-news', { category: 'news', amount: 2, type: 'group' }));
    assert.ok(Array.isArray(list));
    assert.equal(list.length, 2);
  });

  test('/cheetah/blog/get-new reads a post path; a restricted post has content only for a member', async () => {
    const open = ok(await get('/cheetah/blog/get-new', { post: `/blog/${SEED.commentedUrl}` }, { site: false }));
    assert.equal(open.url, SEED.commentedUrl);
    const plain = ok(await get('/cheetah/blog/get-new', { post: SEED.commentedUrl }, { site: false }));
    assert.equal(plain.id, open.id);
    const anonymous = ok(await get('/cheetah/blog/get-new', { post: SEED.restrictedUrl }, { site: false }));
    assert.equal(anonymous.is_capture, 1);
    assert.equal(anonymous.content, '');
    assert.match(anonymous.message_capture, /members/);
    const member = ok(await get('/cheetah/blog/get-new', { post: SEED.restrictedUrl }, { site: false, token: await loginAs() }));
    assert.match(member.content, /<h2>/);
    assert.equal((await get('/cheetah/blog/get-new', { post: '/blog/nope' }, { site: false })).statusCode, 404);
  });

  test('/cheetah/blog/get-capture-config answers the theme and the buttons as JSON strings', async () => {
    const config = ok(await get('/cheetah/blog/get-capture-config', {}, { site: false }));
    assert.equal(typeof config.theme, 'string');
    assert.equal(JSON.parse(config.login_button_settings).text, 'Sign in');
    assert.equal(JSON.parse(config.register_button_settings).text, 'Sign up');
  });
});

describe('GET /get-childs and /register-view', () => {
  test('lists categories (default) or authors with id, name and slug', async () => {
    const categories = ok(await get('/get-childs', { type: 'categories' }));
    assert.ok(categories.some((c) => c.slug === 'design' && c.name === 'Design' && c.id));
    const authors = ok(await get('/get-childs', { type: 'authors' }));
    assert.deepEqual(
      authors.map((a) => a.slug),
      ['ana-souza', 'bruno-lima', 'carla-mendes'],
    );
  });

  test('records a view, first=true marking the first of this browser', async () => {
    const postId = db.prepare('SELECT id FROM blog_posts WHERE url = ?').pluck().get('grids-and-whitespace');
    const one = ok(await get('/register-view/grids-and-whitespace', { first: 'true' }));
    const two = ok(await get('/register-view/grids-and-whitespace'));
    assert.equal(two.views, one.views + 1);
    assert.deepEqual(db.prepare('SELECT first FROM blog_views WHERE post_id = ? ORDER BY id').pluck().all(postId), [1, 0]);
    assert.equal((await get('/register-view/nope')).statusCode, 404);
  });
});

describe('comments', () => {
  test('/comments/get answers comments, more and theme; replies, likes, owner deletions', async () => {
    const body = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 10 }));
    assert.equal(body.more, false);
    assert.equal(body.theme, 1);
    const dora = body.comments.find((c) => c.name === 'Dora Reader');
    assert.deepEqual(dora.likes, [{ name: 'Fay Maker' }]);
    assert.equal(dora.liked, false);
    assert.equal(dora.mine, false);
    assert.equal(dora.replys.length, 1);
    assert.equal(dora.replys[0].is_author, true, 'the post author answered');
    const spam = body.comments.find((c) => c.deleted_by_owner);
    assert.equal(spam.comment, '', 'a deleted comment carries no text');
    const onlyOne = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 1 }));
    assert.equal(onlyOne.comments.length, 1);
    assert.equal(onlyOne.more, true);
  });

  test('storing needs a member: 401 without a bearer token', async () => {
    const res = await post('/comments/store', { comment: 'hi', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().success, false);
  });

  test("a new commenter's comments await approval until one of theirs is approved; the email is the session's", async () => {
    const reader = await newMember();
    const first = ok(
      await post(
        '/comments/store',
        {
          user: { email: 'someone-else@evil.example', name: 'Spoof' },
          comment: 'My first comment',
          like: [],
          replys: [],
          url: SEED.commentedUrl,
          website_id: DEMO_WEBSITE_ID,
        },
        reader.token,
      ),
    );
    assert.equal(first.allowed, false);
    const row = db.prepare('SELECT * FROM blog_comments WHERE id = ?').get(first.comment.id);
    assert.equal(row.email, reader.email);
    assert.equal(row.name, reader.name);
    // Others do not see it until approved; its writer does.
    const anonymous = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 }));
    assert.ok(!anonymous.comments.some((c) => c.id === first.comment.id));
    const own = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 }, { token: reader.token }));
    assert.ok(own.comments.some((c) => c.id === first.comment.id));
    // A second comment before the first is approved waits too (pending comments earn no trust).
    const again = { comment: 'Again', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID };
    const second = ok(await post('/comments/store', again, reader.token));
    assert.equal(second.allowed, false);
    assert.equal(db.prepare('SELECT allowed FROM blog_comments WHERE id = ?').pluck().get(second.comment.id), 0);
    assert.ok(
      !ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 })).comments.some((c) => c.id === second.comment.id),
    );
    // Once the owner approved one, the next is published at once.
    approve(first.comment.id);
    const third = ok(await post('/comments/store', { ...again, comment: 'Third' }, reader.token));
    assert.equal(third.allowed, true);
    assert.ok(
      ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 })).comments.some((c) => c.id === third.comment.id),
    );
  });

  test('a comment the owner deleted earns no trust', async () => {
    const reader = await newMember();
    const payload = { comment: 'spam', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID };
    const first = ok(await post('/comments/store', payload, reader.token));
    db.prepare('UPDATE blog_comments SET allowed = 1, deleted_by_owner = 1 WHERE id = ?').run(first.comment.id);
    assert.equal(ok(await post('/comments/store', payload, reader.token)).allowed, false);
  });

  test('a reply hangs under its comment; a reply to another post is refused', async () => {
    const reader = await newMember();
    const warmUp = ok(
      await post('/comments/store', { comment: 'warm up', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID }, reader.token),
    );
    approve(warmUp.comment.id);
    const dora = db.prepare("SELECT id FROM blog_comments WHERE name = 'Dora Reader'").pluck().get();
    const reply = ok(
      await post(
        '/comments/store',
        { comment: 'Me too', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID, reply_id: dora },
        reader.token,
      ),
    );
    assert.equal(reply.allowed, true);
    const body = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 }));
    assert.ok(body.comments.find((c) => c.id === dora).replys.some((r) => r.comment === 'Me too'));
    const elsewhere = await post(
      '/comments/store',
      { comment: 'x', url: 'grids-and-whitespace', website_id: DEMO_WEBSITE_ID, reply_id: dora },
      reader.token,
    );
    assert.equal(elsewhere.statusCode, 422);
  });

  test('an empty comment is refused per field; comments closed on a post refuse', async () => {
    const token = await loginAs();
    const empty = await post('/comments/store', { comment: '  ', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID }, token);
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(Object.keys(empty.json().errors), ['comment']);
    const closed = db.prepare('SELECT url FROM blog_posts WHERE enabled_comments = 0').pluck().get();
    assert.equal(
      (await post('/comments/store', { comment: 'x', url: closed, website_id: DEMO_WEBSITE_ID }, token)).statusCode,
      403,
    );
  });

  test('a like toggles; a deleted comment cannot be liked; only its author deletes a comment', async () => {
    const reader = await newMember();
    const dora = db.prepare("SELECT id FROM blog_comments WHERE name = 'Dora Reader'").pluck().get();
    const liked = ok(
      await post('/comments/update', { id: dora, type: 'like', email: reader.email, name: reader.name }, reader.token),
    );
    assert.equal(liked.liked, true);
    const seen = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 }, { token: reader.token }));
    assert.equal(seen.comments.find((c) => c.id === dora).liked, true);
    assert.deepEqual(
      seen.comments.find((c) => c.id === dora).likes.map((like) => like.mine === true),
      [false, true],
      'their own like is marked mine',
    );
    const unliked = ok(await post('/comments/update', { id: dora, type: 'like' }, reader.token));
    assert.equal(unliked.liked, false);
    const spam = db.prepare('SELECT id FROM blog_comments WHERE deleted_by_owner = 1').pluck().get();
    assert.equal((await post('/comments/update', { id: spam, type: 'like' }, reader.token)).statusCode, 422);
    assert.equal((await post('/comments/update', { id: dora, type: 'delete' }, reader.token)).statusCode, 403);
    const mine = ok(
      await post('/comments/store', { comment: 'to delete', url: SEED.commentedUrl, website_id: DEMO_WEBSITE_ID }, reader.token),
    );
    ok(await post('/comments/update', { id: mine.comment.id, type: 'delete', email: reader.email }, reader.token));
    const after = ok(await get('/comments/get', { url: SEED.commentedUrl, count: 50 }, { token: reader.token }));
    const deleted = after.comments.find((c) => c.id === mine.comment.id);
    assert.equal(deleted.deleted_by_author, 1);
    assert.equal(deleted.comment, '');
    assert.equal((await post('/comments/update', { id: dora, type: 'like' })).statusCode, 401);
  });

  test("a restricted post's comments are refused to a visitor, but the refusal carries the blog's prompt theme", async () => {
    const setTheme = db.prepare('UPDATE blog_settings SET comment_theme = ? WHERE website_id = ?');
    setTheme.run(3, DEMO_WEBSITE_ID);
    try {
      const reader = await loginAs();
      // A comment of the post's readers, which the refusal must not carry.
      ok(await post('/comments/store', { comment: 'Inside talk', url: SEED.restrictedUrl, website_id: DEMO_WEBSITE_ID }, reader));
      const refused = await get('/comments/get', { url: SEED.restrictedUrl, count: 10 });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), { success: false, message: 'This post is for members', errors: {}, theme: 3 });
      assert.doesNotMatch(refused.body, /Inside talk/);
      const outsider = await newMember();
      assert.equal((await get('/comments/get', { url: SEED.restrictedUrl }, { token: outsider.token })).json().theme, 3);
      // Its readers get the comments with the same theme.
      const read = ok(await get('/comments/get', { url: SEED.restrictedUrl, count: 10 }, { token: reader }));
      assert.equal(read.theme, 3);
      assert.ok(read.comments.some((c) => c.comment === 'Inside talk'));
    } finally {
      setTheme.run(1, DEMO_WEBSITE_ID);
    }
  });
});

describe('page shell for blog paths', () => {
  const pages = [
    { id: 1, url: 'home', initial: '1', layout: { desktop: [] } },
    { id: 9, url: 'blog-post', is_blog: true, layout: { desktop: [{ type: 'panel', children: [{ type: 'post-page' }] }] } },
    { id: 14, url: 'blog', is_blog: true, layout: { desktop: [{ type: 'panel', children: [{ type: 'blog-feed' }] }] } },
    { id: 15, url: 'about', layout: { desktop: [] } },
  ];
  test('/s, /c, /a, /feed and /page/n show the blog page with the feed', () => {
    for (const path of ['/s', '/s/page/2', '/c/design', '/a/ana-souza', '/feed', '/page/3', '/c/design/page/2']) {
      assert.equal(resolvePage(pages, path).id, 14, path);
    }
  });
  test('/blog/{url} and /{url} show the page whose url it is, else the blog page with the post page', () => {
    assert.equal(resolvePage(pages, '/blog/about').id, 15);
    assert.equal(resolvePage(pages, '/blog/some-post').id, 9);
    assert.equal(resolvePage(pages, '/some-post').id, 9);
    assert.equal(resolvePage(pages, '/about').id, 15);
    assert.equal(resolvePage(pages, '/blog').id, 14);
    assert.equal(resolvePage(pages, '/blog/page/2').id, 14);
  });
  test('the demo site serves the blog page for a category path', async () => {
    const res = await app.inject({ url: '/c/design' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /weft-blog-feed/);
  });
});

describe('set-blog-area (members API)', () => {
  const setBlogArea = (query, token) =>
    app.inject({
      method: 'GET',
      url: `/api/set-blog-area?${new URLSearchParams(query)}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const areasOf = async (token) =>
    (await app.inject({ method: 'GET', url: '/api/website/user/get-info', headers: { authorization: `Bearer ${token}` } }))
      .json()
      .data.restrict_permissions.map((area) => area.id);

  test('links the member reading a restricted post to the blog area, once', async () => {
    const { token, email } = await newMember();
    // Registration may grant the blog area already (a free area); start from a member without it.
    db.prepare('DELETE FROM permissions WHERE area_id = 3 AND member_id = (SELECT id FROM members WHERE email = ?)').run(email);
    assert.equal((await areasOf(token)).includes(3), false);
    assert.equal((await setBlogArea({ user_email: email, restrict_id: '3' }, token)).statusCode, 200);
    assert.equal((await setBlogArea({ user_email: email, restrict_id: '3' }, token)).statusCode, 200);
    assert.deepEqual(
      (await areasOf(token)).filter((id) => id === 3),
      [3],
    );
  });

  test('refuses a visitor, another member’s e-mail and an area that is not the blog’s', async () => {
    const { token, email } = await newMember();
    assert.equal((await setBlogArea({ user_email: email, restrict_id: '3' })).statusCode, 401);
    assert.equal((await setBlogArea({ user_email: DEMO_MEMBER_EMAIL, restrict_id: '3' }, token)).statusCode, 403);
    assert.equal((await setBlogArea({ user_email: email, restrict_id: '2' }, token)).statusCode, 404);
    assert.equal((await areasOf(token)).includes(2), false);
  });
});
