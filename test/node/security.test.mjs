// What the reference backend promises about who reads what (issue 24, README "Security"):
// restricted posts only for their own site's readers, nobody's e-mail in blog answers, comments
// that earn trust only once approved, and rate limits answering 429. `node --test test/node/security.test.mjs`.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { buildApp } from '../../demo/backend/app.mjs';
import { demoDir, ROOMY_LIMITS, useBackend } from './backend.mjs';
import { DEMO_WEBSITE_ID } from '../../demo/backend/db.mjs';
import { BLOG_PREFIX } from '../../demo/backend/blog/rules.mjs';
import { SEED } from '../../demo/backend/blog/seed.mjs';
import { LIMITS, MAX_KEYS } from '../../demo/backend/limits.mjs';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../demo/backend/members/seed.mjs';

/** A second site of the same backend, with its own members. */
const OTHER_SITE = 'c2l0ZS0y';
const BLOG_AREA = 3;

let tmp;
let app;
/** @type {import('better-sqlite3').Database} */
let db;
useBackend(
  'security',
  (started, where) => {
    app = started;
    db = app.db;
    tmp = where.tmp;
    db.prepare('INSERT INTO sites (website_id, name) VALUES (?, ?)').run(OTHER_SITE, 'Another site');
  },
  { limits: ROOMY_LIMITS },
);
beforeEach(() => app.limiter?.reset());

const bearer = (token) => (token ? { authorization: `Bearer ${token}` } : {});

/** A GET of the blog service (or the site origin's /cheetah/ calls) as `token`'s member, from `ip`. */
function get(path, query = {}, { token, ip } = {}) {
  const params = new URLSearchParams(query);
  const base = path.startsWith('/cheetah') ? '' : BLOG_PREFIX;
  return app.inject({ url: `${base}${path}${params.size ? `?${params}` : ''}`, headers: bearer(token), remoteAddress: ip });
}

function post(path, payload, { token, ip } = {}) {
  return app.inject({ method: 'POST', url: `${BLOG_PREFIX}${path}`, payload, headers: bearer(token), remoteAddress: ip });
}

const ok = (res) => {
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

async function login(email, password, website_id = DEMO_WEBSITE_ID) {
  const res = await app.inject({ method: 'POST', url: '/api/website/user/login', payload: { email, password, website_id } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.token;
}

let serial = 0;
/** A new member of `site` (registered, then logged in as the runtime does); `areas` as the form asks. */
async function member(site = DEMO_WEBSITE_ID, areas) {
  serial += 1;
  const email = `sec${serial}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/website/user/register',
    payload: {
      name: `Sec ${serial}`,
      email,
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
      website_id: site,
      ...(areas ? { areas_register: areas } : {}),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const id = db.prepare('SELECT id FROM members WHERE website_id = ? AND email = ?').pluck().get(site, email);
  return { id, email, name: `Sec ${serial}`, token: await login(email, 'secret-pass-1', site) };
}

const postId = (url) => db.prepare('SELECT id FROM blog_posts WHERE url = ?').pluck().get(url);
const RESTRICTED_TEXT = /Everything about access types/;

/** Every way the service answers the restricted post's content, as `token`'s member. */
async function restrictedReads(token) {
  const id = postId(SEED.restrictedUrl);
  const list = ok(await get('/get-news', { website_id: DEMO_WEBSITE_ID, perpage: 50 }, { token })).data;
  const filtered = ok(await get('/news/get-filtered-news', { website_id: DEMO_WEBSITE_ID, amount: 50 }, { token }));
  return {
    'get-new/{id}': ok(await get(`/get-new/${id}`, {}, { token })).content,
    'news/get-by-id': ok(await get(`/news/get-by-id/${id}`, { website_id: DEMO_WEBSITE_ID }, { token })).content,
    '/cheetah/blog/get-new': ok(await get('/cheetah/blog/get-new', { post: `/blog/${SEED.restrictedUrl}` }, { token })).content,
    'get-news': list.find((p) => p.url === SEED.restrictedUrl).content,
    'get-filtered-news': filtered.find((p) => p.url === SEED.restrictedUrl).content,
  };
}

describe('members-only posts', () => {
  test('a visitor gets the wall: no content in any answer, the wall message as the summary', async () => {
    for (const [route, content] of Object.entries(await restrictedReads())) {
      assert.doesNotMatch(content, RESTRICTED_TEXT, route);
      assert.doesNotMatch(content, /<h2>/, route);
    }
  });

  test('a member of another site gets the wall on every route, whatever areas they hold there', async () => {
    const stranger = await member(OTHER_SITE);
    for (const [route, content] of Object.entries(await restrictedReads(stranger.token))) {
      assert.doesNotMatch(content, RESTRICTED_TEXT, route);
    }
  });

  test("a member of the post's site who holds the blog area reads it on every route", async () => {
    const reader = await member(DEMO_WEBSITE_ID, [BLOG_AREA]);
    for (const [route, content] of Object.entries(await restrictedReads(reader.token))) {
      assert.match(content, RESTRICTED_TEXT, route);
    }
    // The demo member has no record for the blog area (type 1): enabled without one (spec §6).
    const demo = await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    assert.match((await restrictedReads(demo))['get-new/{id}'], RESTRICTED_TEXT);
  });

  test('a member whose blog-area permission is inactive or expired gets the wall', async () => {
    const reader = await member(DEMO_WEBSITE_ID, [BLOG_AREA]);
    const set = db.prepare('UPDATE permissions SET active = ?, expire = ? WHERE member_id = ? AND area_id = ?');
    set.run(0, null, reader.id, BLOG_AREA);
    assert.doesNotMatch((await restrictedReads(reader.token))['get-new/{id}'], RESTRICTED_TEXT);
    set.run(1, new Date(Date.now() - 1000).toISOString(), reader.id, BLOG_AREA);
    assert.doesNotMatch((await restrictedReads(reader.token))['/cheetah/blog/get-new'], RESTRICTED_TEXT);
  });

  test("the comments of a restricted post are its readers' only", async () => {
    const query = { website_id: DEMO_WEBSITE_ID, url: SEED.restrictedUrl };
    assert.equal((await get('/comments/get', query)).statusCode, 403);
    const stranger = await member(OTHER_SITE);
    assert.equal((await get('/comments/get', query, { token: stranger.token })).statusCode, 403);
    const reader = await member(DEMO_WEBSITE_ID, [BLOG_AREA]);
    ok(await get('/comments/get', query, { token: reader.token }));
    // Nor may someone outside post there.
    db.prepare('UPDATE permissions SET active = 0 WHERE member_id = ? AND area_id = ?').run(reader.id, BLOG_AREA);
    const store = await post('/comments/store', { ...query, comment: 'let me in' }, { token: reader.token });
    assert.equal(store.statusCode, 403);
  });
});

describe('search matches only what the visitor may read (issue 40)', () => {
  /** Text that fills a post's summary (the first 200 characters of its text), so what follows is hidden. */
  const FILLER = 'Filler words that make the summary long enough. '.repeat(6);
  const HIDDEN_POSTS = [
    // [url, date cycle, restricted, the lead anyone reads in a list, the word after it, read by nobody yet]
    ['search-dripping', 'Dripping', 0, 'Zephyrlead opens the dripping post.', 'quokkadrip'],
    ['search-scheduled', 'Scheduled', 0, 'Zephyrlead opens the scheduled post.', 'quokkasched'],
    ['search-restricted', 'Instantaneous', 1, 'Wombatcapture starts the restricted post.', 'quokkacapture'],
  ];
  let added = false;
  function addPosts() {
    if (added) return;
    added = true;
    const insert = db.prepare(
      `INSERT INTO blog_posts (website_id, title, content, url, scheduled_date, date_cycle, drip_seconds, is_capture, message_capture)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
    for (const [url, cycle, capture, lead, hidden] of HIDDEN_POSTS) {
      insert.run(
        DEMO_WEBSITE_ID,
        `Title of ${url}`,
        `<p>${lead}</p><p>${FILLER}</p><p>The hidden part says ${hidden}.</p>`,
        url,
        cycle === 'Scheduled' ? future : '2026-01-01 00:00:00',
        cycle,
        cycle === 'Dripping' ? 30 * 24 * 3600 : 0,
        capture,
        '<p>Members read this post: sign up.</p>',
      );
    }
  }
  const search = async (term, token) =>
    ok(await get('/get-news', { website_id: DEMO_WEBSITE_ID, perpage: 50, search: term }, { token })).data.map((p) => p.url);

  test('a visitor finds no post by a word of its hidden content, word by word or in part', async () => {
    addPosts();
    for (const term of ['quokkadrip', 'quokkasched', 'quokkacapture', 'quokka', 'hidden part says', 'Wombatcapture']) {
      assert.deepEqual(await search(term), [], term);
    }
    // The seeded restricted post: its content is the members'.
    assert.ok(!(await search('access types')).includes(SEED.restrictedUrl), 'the seeded restricted post');
  });

  test('what anyone reads is still found: titles, the summaries of locked posts, the wall message', async () => {
    addPosts();
    assert.deepEqual((await search('Title of search-')).sort(), HIDDEN_POSTS.map(([url]) => url).sort());
    assert.deepEqual((await search('Zephyrlead')).sort(), ['search-dripping', 'search-scheduled']);
    assert.ok((await search('Members read this post')).includes('search-restricted'), 'the wall message is its summary');
  });

  test("a member who reads restricted posts finds them by their content; locked posts' hidden part stays hidden", async () => {
    addPosts();
    const reader = await member(DEMO_WEBSITE_ID, [BLOG_AREA]);
    assert.deepEqual(await search('quokkacapture', reader.token), ['search-restricted']);
    assert.ok((await search('access types', reader.token)).includes(SEED.restrictedUrl));
    assert.deepEqual(await search('quokkadrip', reader.token), []);
    assert.deepEqual(await search('quokkasched', reader.token), []);
  });

  test('the count and pages follow the matches the visitor may read', async () => {
    addPosts();
    const res = ok(await get('/get-news', { website_id: DEMO_WEBSITE_ID, perpage: 1, search: 'quokka' }));
    assert.equal(res.total, 0);
    assert.equal(res.last_page, 1);
    const titles = ok(await get('/get-news', { website_id: DEMO_WEBSITE_ID, perpage: 1, page: 2, search: 'Title of search-' }));
    assert.equal(titles.total, 3);
    assert.equal(titles.last_page, 3);
    assert.equal(titles.data.length, 1);
  });
});

describe('members routes check who asks', () => {
  const check = (token, payload) =>
    app.inject({ method: 'POST', url: '/api/website/user/check', payload, headers: bearer(token) });

  test("another site's member is granted none of this site's restricted pages, nor sent their layout", async () => {
    const stranger = await member(OTHER_SITE);
    // Page 6 (/members) is restricted to area 1 of the demo site; page 1 is public.
    for (const page_id of [6, 7]) {
      const answer = (await check(stranger.token, { page_id })).json();
      assert.equal(answer.valid, true, 'their session is valid (on their own site)');
      assert.equal(answer.restrict_areas.permission, false, `page ${page_id}`);
      assert.equal(answer.data.layout, undefined, `page ${page_id}`);
    }
    // A member of the demo site with the area is still granted it.
    const own = await member(DEMO_WEBSITE_ID);
    const granted = (await check(own.token, { page_id: 6 })).json();
    assert.equal(granted.restrict_areas.permission, true);
    assert.ok(granted.data.layout);
  });

  test("another site's member cannot link themselves to this site's blog area", async () => {
    const stranger = await member(OTHER_SITE);
    const res = await app.inject({
      url: `/api/set-blog-area?${new URLSearchParams({ user_email: stranger.email, restrict_id: String(BLOG_AREA) })}`,
      headers: bearer(stranger.token),
    });
    assert.equal(res.statusCode, 404);
    assert.equal(db.prepare('SELECT COUNT(*) FROM permissions WHERE member_id = ?').pluck().get(stranger.id), 0);
  });
});

describe('nobody’s e-mail in blog answers', () => {
  const emails = /[\w.+-]+@[\w-]+\.[\w.]+/;

  test('posts, lists, comments and a stored comment carry no e-mail; booleans say what is whose', async () => {
    const reader = await member();
    const token = reader.token;
    const welcome = { website_id: DEMO_WEBSITE_ID, url: SEED.commentedUrl };
    const stored = ok(await post('/comments/store', { ...welcome, comment: 'hello' }, { token }));
    const dora = db.prepare("SELECT id FROM blog_comments WHERE name = 'Dora Reader'").pluck().get();
    db.prepare('UPDATE blog_comments SET allowed = 1 WHERE id = ?').run(stored.comment.id);
    ok(await post('/comments/update', { id: dora, type: 'like' }, { token }));
    const answers = {
      store: stored,
      comments: ok(await get('/comments/get', { ...welcome, count: 50, email: DEMO_MEMBER_EMAIL }, { token })),
      feed: ok(await get('/get-news', { website_id: DEMO_WEBSITE_ID, perpage: 50 }, { token })),
      post: ok(await get('/cheetah/blog/get-new', { post: SEED.commentedUrl }, { token })),
      byId: ok(await get(`/get-new/${postId(SEED.commentedUrl)}`)),
    };
    for (const [name, answer] of Object.entries(answers)) {
      assert.doesNotMatch(JSON.stringify(answer), emails, name);
    }
    assert.equal(stored.comment.mine, true);
    const list = answers.comments.comments;
    const mine = list.find((c) => c.id === stored.comment.id);
    assert.equal(mine.mine, true);
    const doraOut = list.find((c) => c.id === dora);
    assert.equal(doraOut.mine, false);
    assert.equal(doraOut.liked, true);
    assert.equal(doraOut.replys[0].is_author, true, "the post's author answered Dora");
    assert.equal(doraOut.replys[0].mine, false);
    // Without a session nothing is anyone's, whatever e-mail the query names.
    const anonymous = ok(await get('/comments/get', { ...welcome, count: 50, email: reader.email }));
    assert.ok(anonymous.comments.every((c) => c.mine === false && c.liked === false));
  });
});

describe('comments and likes check who asks', () => {
  test("a member cannot like, reply to or see another's comment awaiting approval; its writer can like it", async () => {
    const writer = await member();
    const other = await member();
    const welcome = { website_id: DEMO_WEBSITE_ID, url: SEED.commentedUrl };
    const pending = ok(await post('/comments/store', { ...welcome, comment: 'pending' }, { token: writer.token }));
    assert.equal(pending.allowed, false);
    const like = await post('/comments/update', { id: pending.comment.id, type: 'like' }, { token: other.token });
    assert.equal(like.statusCode, 404);
    assert.equal(db.prepare('SELECT COUNT(*) FROM blog_comment_likes WHERE comment_id = ?').pluck().get(pending.comment.id), 0);
    const reply = await post(
      '/comments/store',
      { ...welcome, comment: 'hi', reply_id: pending.comment.id },
      { token: other.token },
    );
    assert.equal(reply.statusCode, 422);
    ok(await post('/comments/update', { id: pending.comment.id, type: 'like' }, { token: writer.token }));
  });

  test("another site's member neither likes nor deletes this site's comments", async () => {
    const stranger = await member(OTHER_SITE);
    const dora = db.prepare("SELECT id FROM blog_comments WHERE name = 'Dora Reader'").pluck().get();
    assert.equal((await post('/comments/update', { id: dora, type: 'like' }, { token: stranger.token })).statusCode, 404);
    assert.equal((await post('/comments/update', { id: dora, type: 'delete' }, { token: stranger.token })).statusCode, 404);
  });
});

describe('rate limits (429 with Retry-After)', () => {
  const welcome = { website_id: DEMO_WEBSITE_ID, url: SEED.commentedUrl };

  test('comments: bounded per member, and per address across members', async () => {
    const writer = await member();
    for (let i = 0; i < LIMITS.commentPerMember.max; i += 1) {
      ok(await post('/comments/store', { ...welcome, comment: `c${i}` }, { token: writer.token, ip: '10.1.0.1' }));
    }
    const flooded = await post('/comments/store', { ...welcome, comment: 'one more' }, { token: writer.token, ip: '10.1.0.2' });
    assert.equal(flooded.statusCode, 429);
    assert.equal(flooded.json().success, false);
    assert.ok(Number(flooded.headers['retry-after']) > 0);
    // Other members from one address: the address's bound.
    app.limiter.reset();
    let sent = 0;
    let refused;
    while (!refused) {
      const someone = await member();
      for (let i = 0; i < LIMITS.commentPerMember.max && !refused; i += 1) {
        const res = await post('/comments/store', { ...welcome, comment: 'x' }, { token: someone.token, ip: '10.1.0.3' });
        if (res.statusCode === 429) refused = res;
        else sent += 1;
      }
    }
    assert.equal(sent, LIMITS.commentPerAddress.max);
    // A member elsewhere still comments.
    const elsewhere = await member();
    ok(await post('/comments/store', { ...welcome, comment: 'fine' }, { token: elsewhere.token, ip: '10.1.0.4' }));
  });

  test('likes: bounded per member', async () => {
    const liker = await member();
    const dora = db.prepare("SELECT id FROM blog_comments WHERE name = 'Dora Reader'").pluck().get();
    for (let i = 0; i < LIMITS.likePerMember.max; i += 1) {
      ok(await post('/comments/update', { id: dora, type: 'like' }, { token: liker.token }));
    }
    assert.equal((await post('/comments/update', { id: dora, type: 'like' }, { token: liker.token })).statusCode, 429);
  });

  test("views: bounded per post and per address, so one visitor cannot reorder 'most read'", async () => {
    const views = (url) => db.prepare('SELECT COUNT(*) FROM blog_views WHERE post_id = ?').pluck().get(postId(url));
    const url = 'security-notes';
    // Readers, one view each, make another post the most read.
    const read = 'typography-on-small-screens';
    for (let i = 0; i <= LIMITS.viewPerPost.max; i += 1) {
      ok(await get(`/register-view/${read}`, { website_id: DEMO_WEBSITE_ID }, { ip: `10.2.1.${i}` }));
    }
    const before = views(url);
    const statuses = [];
    for (let i = 0; i < LIMITS.viewPerPost.max + 20; i += 1) {
      statuses.push((await get(`/register-view/${url}`, { website_id: DEMO_WEBSITE_ID }, { ip: '10.2.0.1' })).statusCode);
    }
    assert.equal(views(url), before + LIMITS.viewPerPost.max);
    assert.equal(statuses.filter((s) => s === 429).length, 20);
    const most = ok(await get('/get-news', { website_id: DEMO_WEBSITE_ID, most_accessed: 1, amount: 1 }));
    assert.equal(most.data[0].url, read, 'one address did not make its post the most read');
    // Other posts from that address, up to the address's bound.
    const posts = db.prepare('SELECT url FROM blog_posts WHERE website_id = ? AND url <> ?').pluck().all(DEMO_WEBSITE_ID, url);
    let counted = LIMITS.viewPerPost.max;
    for (const other of posts) {
      for (let i = 0; i < LIMITS.viewPerPost.max; i += 1) {
        if ((await get(`/register-view/${other}`, { website_id: DEMO_WEBSITE_ID }, { ip: '10.2.0.1' })).statusCode === 200)
          counted += 1;
      }
    }
    assert.equal(counted, Math.min(LIMITS.viewPerAddress.max, LIMITS.viewPerPost.max * (posts.length + 1)));
    // Another reader still counts.
    ok(await get(`/register-view/${url}`, { website_id: DEMO_WEBSITE_ID }, { ip: '10.2.0.2' }));
  });

  test('anonymous social-proof sign-ups: bounded per address', async () => {
    const signUp = (ip) =>
      app.inject({ method: 'POST', url: '/cheetah/social-proof/register/1', payload: { user_name: 'Zed' }, remoteAddress: ip });
    for (let i = 0; i < LIMITS.socialProofPerAddress.max; i += 1) assert.equal((await signUp('10.3.0.1')).statusCode, 200);
    const refused = await signUp('10.3.0.1');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().success, false);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await signUp('10.3.0.2')).statusCode, 200);
  });
});

describe('the limiter', () => {
  /** A fresh app with `limits`, ready (its limiter counts in @fastify/rate-limit's stores). */
  async function limited(name, limits) {
    const fresh = buildApp({ dbFile: join(tmp, `${name}.db`), distDir: join(tmp, 'dist'), demoDir, limits });
    await fresh.ready();
    return fresh;
  }

  test('counts per key in a window, stops at the first limit reached, and starts again after the window', async () => {
    let now = Date.now();
    const realNow = Date.now;
    const counting = await limited('counting', { commentPerMember: { max: 2, windowMs: 1000 } });
    Date.now = () => now;
    try {
      const { limiter } = counting;
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 0);
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 0);
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 1);
      assert.equal(await limiter.hit([['commentPerMember', 'b']]), 0);
      // Checks run in turn and stop at the first limit reached: the ones after it count nothing.
      assert.equal(
        await limiter.hit([
          ['commentPerMember', 'a'],
          ['commentPerMember', 'c'],
        ]),
        1,
      );
      assert.equal(await limiter.hit([['commentPerMember', 'c']]), 0);
      assert.equal(await limiter.hit([['commentPerMember', 'c']]), 0);
      now += 1000;
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 0);
      limiter.configure({ commentPerMember: { max: 1, windowMs: 1000 } });
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 0);
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 1);
      limiter.reset();
      assert.equal(await limiter.hit([['commentPerMember', 'a']]), 0);
      await assert.rejects(() => limiter.hit([['no-such-limit', 'a']]));
    } finally {
      Date.now = realNow;
      await counting.close();
    }
  });

  test('behind a trusted proxy, each visitor of X-Forwarded-For is counted on their own; without trust, the proxy is', async () => {
    const signUp = (target, forwarded) =>
      target.inject({
        method: 'POST',
        url: '/cheetah/social-proof/register/1',
        payload: { user_name: 'Zed' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
    const proxied = buildApp({ dbFile: join(tmp, 'proxied.db'), distDir: join(tmp, 'dist'), demoDir, trustProxy: true });
    try {
      for (let i = 0; i < LIMITS.socialProofPerAddress.max; i += 1)
        assert.equal((await signUp(proxied, '203.0.113.1')).statusCode, 200);
      assert.equal((await signUp(proxied, '203.0.113.1')).statusCode, 429);
      assert.equal((await signUp(proxied, '203.0.113.2')).statusCode, 200);
    } finally {
      await proxied.close();
    }
    // Not trusted (the default): a forged header is no new address.
    for (let i = 0; i < LIMITS.socialProofPerAddress.max; i += 1)
      assert.equal((await signUp(app, `198.51.100.${i}`)).statusCode, 200);
    assert.equal((await signUp(app, '198.51.100.99')).statusCode, 429);
  });

  test('its memory stays bounded under a flood of distinct keys: the oldest are forgotten', async () => {
    const flooded = await limited('flooded', { viewPerAddress: { max: 1, windowMs: 60 * 60 * 1000 } });
    try {
      const { limiter } = flooded;
      assert.equal(await limiter.hit([['viewPerAddress', 'first']]), 0);
      assert.ok((await limiter.hit([['viewPerAddress', 'first']])) > 0);
      for (let i = 0; i < MAX_KEYS; i += 1) await limiter.hit([['viewPerAddress', `10.${i}`]]);
      // Its window was dropped to keep MAX_KEYS keys: it counts from zero again.
      assert.equal(await limiter.hit([['viewPerAddress', 'first']]), 0);
    } finally {
      await flooded.close();
    }
  });
});
