// The reference backend's members API (CONTRACT §6, §9): `node --test test/node/`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../../demo/backend/app.mjs';
import { demoDir, ROOMY_LIMITS, useBackend } from './backend.mjs';
import { DEMO_WEBSITE_ID } from '../../demo/backend/db.mjs';
import { parseForm } from '../../demo/backend/http.mjs';
import { LIMITS } from '../../demo/backend/limits.mjs';
import { hashPassword, verifyPassword } from '../../demo/backend/members/passwords.mjs';
import { LOGIN_MAX_ATTEMPTS, MESSAGES } from '../../demo/backend/members/rules.mjs';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_NAME,
  DEMO_MEMBER_PASSWORD,
  REGISTER_SOCIALPROOF,
  seedMembers,
} from '../../demo/backend/members/seed.mjs';

const md5 = (text) => createHash('md5').update(text).digest('hex');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;
const DAY = 24 * 60 * 60 * 1000;
/** The demo site's own origins in these tests. */
const SITE_ORIGINS = ['https://www.weft.example', 'http://localhost:8080'];
/** Where a password-reset link lands on the site: the members login as a page. */
const RESET_PATH = '/blog-login';

let tmp;
let dbFile;
let app;
/** @type {import('better-sqlite3').Database} */
let db;
useBackend(
  'members',
  (started, where) => {
    app = started;
    db = app.db;
    ({ tmp, dbFile } = where);
  },
  { siteOrigins: SITE_ORIGINS, limits: ROOMY_LIMITS },
);

/**
 * One members call. `token` becomes the bearer; `ip` the remote address.
 * @param {string} method
 * @param {string} path under /api/website/user/
 * @param {{ payload?: any, token?: string, ip?: string, headers?: Record<string, string> }} [options]
 */
function call(method, path, { payload, token, ip, headers = {} } = {}) {
  return app.inject({
    method,
    url: `/api/website/user/${path}`,
    payload,
    remoteAddress: ip,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  });
}

const login = (email = DEMO_MEMBER_EMAIL, password = DEMO_MEMBER_PASSWORD, ip) =>
  call('POST', 'login', { payload: { email, password }, ip });

/** Logs the demo member in and answers the login data. */
async function demoSession() {
  const res = await login();
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

let serial = 0;
/** A valid register payload for layout 1 with a fresh email. */
function registration(overrides = {}) {
  serial += 1;
  return {
    name: `Member ${serial}`,
    email: `member${serial}@weft.example`,
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    layout_id: 1,
    page_id: 6,
    page_url: 'http://localhost/members',
    fields_custom: { phone: '+1 555 0100', plan: 'pro', terms: ['accepted'] },
    ...overrides,
  };
}

/**
 * Registers a member and logs them in with the credentials just given, as the runtime does
 * (register answers no token): `data` is the login data.
 */
async function register(overrides = {}) {
  const payload = registration(overrides);
  const res = await call('POST', 'register', { payload });
  assert.equal(res.statusCode, 201, res.body);
  const loggedIn = await login(payload.email, payload.password);
  assert.equal(loggedIn.statusCode, 200, loggedIn.body);
  return { payload, data: loggedIn.json().data };
}

const memberRow = (email) => db.prepare('SELECT * FROM members WHERE email = ?').get(email);
const permissionsOf = (email) =>
  db
    .prepare(
      'SELECT area_id, active FROM permissions WHERE member_id = (SELECT id FROM members WHERE email = ?) ORDER BY area_id',
    )
    .all(email);

/** Asserts a CONTRACT §6 failure envelope and answers it. */
function failure(res, status, message, errors) {
  assert.equal(res.statusCode, status, res.body);
  assert.match(res.headers['content-type'], /^application\/json/);
  const body = res.json();
  assert.equal(body.success, false);
  assert.equal(typeof body.message, 'string');
  assert.ok(body.errors && typeof body.errors === 'object');
  if (message !== undefined) assert.equal(body.message, message);
  if (errors !== undefined) assert.deepEqual(body.errors, errors);
  return body;
}

/** The first message of each field, as a form shows them. */
const firstErrors = (body) => Object.fromEntries(Object.entries(body.errors).map(([field, list]) => [field, list[0]]));

describe('seed', () => {
  test('the demo site has its three areas, linked pages and layout 1 register fields', () => {
    const areas = db
      .prepare(
        'SELECT id, website_id, name, type_id, home_page_id, redirect_config, elearning_course_id, is_blog FROM areas ORDER BY id',
      )
      .all();
    assert.deepEqual(areas, [
      {
        id: 1,
        website_id: DEMO_WEBSITE_ID,
        name: 'Members area',
        type_id: 1,
        home_page_id: 6,
        redirect_config: '{}',
        elearning_course_id: null,
        is_blog: 0,
      },
      {
        id: 2,
        website_id: DEMO_WEBSITE_ID,
        name: 'Premium course',
        type_id: 3,
        home_page_id: null,
        redirect_config: '{"elearning":{"type":"elearning-course","target":"blank"}}',
        elearning_course_id: 42,
        is_blog: 0,
      },
      {
        id: 3,
        website_id: DEMO_WEBSITE_ID,
        name: 'Blog area',
        type_id: 1,
        home_page_id: null,
        redirect_config: '{}',
        elearning_course_id: null,
        is_blog: 1,
      },
    ]);
    assert.deepEqual(db.prepare('SELECT page_id, area_id FROM page_areas ORDER BY page_id').all(), [
      { page_id: 6, area_id: 1 },
      { page_id: 7, area_id: 2 },
    ]);
  });

  test('the demo member exists with a scrypt hash, never the plaintext, and an active permission on area 1 only', async () => {
    const member = memberRow(DEMO_MEMBER_EMAIL);
    assert.equal(member.name, DEMO_MEMBER_NAME);
    assert.equal(member.website_id, DEMO_WEBSITE_ID);
    assert.equal(member.type, 'login');
    assert.match(member.password_hash, /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.ok(!member.password_hash.includes(DEMO_MEMBER_PASSWORD));
    assert.equal(await verifyPassword(DEMO_MEMBER_PASSWORD, member.password_hash), true);
    assert.equal(await verifyPassword('wrong', member.password_hash), false);
    const active = db.prepare('SELECT area_id FROM permissions WHERE member_id = ? AND active = 1').pluck().all(member.id);
    assert.deepEqual(active, [1]);
  });

  test('seeding again, or reopening the database, adds nothing', async () => {
    const count = () =>
      ['areas', 'page_areas', 'register_fields', 'members', 'permissions'].map((table) =>
        db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get(),
      );
    const before = count();
    seedMembers(db);
    seedMembers(db);
    assert.deepEqual(count(), before);
    const again = buildApp({ dbFile, distDir: join(tmp, 'dist'), demoDir, limits: ROOMY_LIMITS });
    await again.ready();
    await again.close();
    assert.deepEqual(count(), before);
  });

  test('password hashes carry a random salt', async () => {
    const [first, second] = [await hashPassword('same'), await hashPassword('same')];
    assert.notEqual(first, second);
    assert.equal(await verifyPassword('same', first), true);
    assert.equal(await verifyPassword('same', 'not-a-hash'), false);
    assert.equal(await verifyPassword('same', null), false);
  });
});

describe('GET /website/user/fields/all/:layoutId', () => {
  test('answers the layout fields ordered by order, options parsed', async () => {
    const res = await call('GET', 'fields/all/1');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.deepEqual(
      body.data.map((field) => [field.tag, field.label, field.type, field.required, field.order]),
      [
        ['phone', 'Phone', 'text', 1, 1],
        ['plan', 'Plan', 'select', 0, 2],
        ['terms', 'Terms', 'checkbox', 1, 3],
      ],
    );
    assert.deepEqual(body.data[1].options, [
      { name: 'Free', value: 'free' },
      { name: 'Pro', value: 'pro' },
    ]);
    for (const key of ['id', 'tag', 'label', 'type', 'required', 'options', 'help_text', 'default_value', 'order']) {
      assert.ok(key in body.data[0], key);
    }
  });

  test('an unknown layout has no fields; a malformed id is a 422', async () => {
    assert.deepEqual((await call('GET', 'fields/all/999')).json(), { success: true, data: [] });
    failure(await call('GET', 'fields/all/abc'), 422);
  });
});

describe('POST /website/user/login', () => {
  test('answers the user and the token in its md5 and sha256 forms', async () => {
    const res = await login();
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    const { user, token, token_md5: tokenMd5, token_hash: tokenHash, expire } = body.data;
    assert.deepEqual(Object.keys(body.data).sort(), ['expire', 'token', 'token_hash', 'token_md5', 'user']);
    assert.deepEqual(user, { name: DEMO_MEMBER_NAME, email: DEMO_MEMBER_EMAIL, type: 'login' });
    assert.match(token, HEX64);
    assert.equal(tokenMd5, md5(token));
    assert.equal(tokenHash, sha256(token));
    const days = (Date.parse(expire) - Date.now()) / DAY;
    assert.ok(days > 29.9 && days <= 30, `expires in 30 days (${days})`);
  });

  test('stores only the md5 and sha256 forms of the token, never the token itself', async () => {
    const { token } = await demoSession();
    const row = db.prepare('SELECT * FROM member_tokens WHERE token_hash = ?').get(sha256(token));
    assert.equal(row.token_md5, md5(token));
    assert.ok(!JSON.stringify(row).includes(token));
  });

  test('emails match whatever their case; every login is a new token', async () => {
    const first = await login(DEMO_MEMBER_EMAIL.toUpperCase());
    assert.equal(first.statusCode, 200);
    const second = await demoSession();
    assert.notEqual(first.json().data.token, second.token);
  });

  test('accepts an url-encoded body', async () => {
    const res = await call('POST', 'login', {
      payload: `email=${encodeURIComponent(DEMO_MEMBER_EMAIL)}&password=${encodeURIComponent(DEMO_MEMBER_PASSWORD)}&layout_id=1&page_id=6`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.user.email, DEMO_MEMBER_EMAIL);
  });

  test('missing or malformed fields answer 422 per field', async () => {
    const empty = failure(await call('POST', 'login', { payload: {} }), 422, 'The email field is required.');
    assert.deepEqual(firstErrors(empty), { email: 'The email field is required.', password: 'The password field is required.' });
    const malformed = failure(await call('POST', 'login', { payload: { email: 'nope', password: 'x' } }), 422);
    assert.deepEqual(firstErrors(malformed), { email: 'The email must be a valid email address.' });
  });

  test('a wrong password and an unknown email answer exactly alike', async () => {
    const wrong = await login(DEMO_MEMBER_EMAIL, 'wrong-password', '10.0.0.1');
    const unknown = await login('nobody@weft.example', 'wrong-password', '10.0.0.1');
    const expected = { success: false, message: MESSAGES.badCredentials, errors: { email: [MESSAGES.badCredentials] } };
    failure(wrong, 422, undefined, expected.errors);
    assert.deepEqual(wrong.json(), expected);
    assert.deepEqual(unknown.json(), expected);
    assert.equal(unknown.statusCode, wrong.statusCode);
    assert.equal(MESSAGES.badCredentials, 'These credentials do not match our records.');
  });

  test('after 5 failures for the same email and IP within 10 minutes, answers 429', async () => {
    const ip = '10.0.0.2';
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) {
      failure(await login(DEMO_MEMBER_EMAIL, `wrong-${i}`, ip), 422, MESSAGES.badCredentials);
    }
    // Even the right password is refused now, for this email and IP only.
    const throttled = await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, ip);
    failure(throttled, 429, 'Too many login attempts. Please try again in minutes.');
    assert.ok(Number(throttled.headers['retry-after']) > 0);
    assert.equal((await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, '10.0.0.3')).statusCode, 200);
    // Unknown emails are throttled the same way (no enumeration through the throttle either).
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) await login('ghost@weft.example', 'x', ip);
    failure(await login('ghost@weft.example', 'x', ip), 429);

    // Once the failures are older than 10 minutes, logins are allowed again.
    const old = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    db.prepare('UPDATE login_attempts SET created_at = ? WHERE ip = ?').run(old, ip);
    assert.equal((await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, ip)).statusCode, 200);
  });

  test('a success clears the failures of that email and IP', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS - 1; i += 1) await login(DEMO_MEMBER_EMAIL, 'wrong', ip);
    assert.equal((await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, ip)).statusCode, 200);
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS - 1; i += 1) await login(DEMO_MEMBER_EMAIL, 'wrong', ip);
    assert.equal((await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, ip)).statusCode, 200);
  });

  test('an unknown website_id is a 422 on website_id', async () => {
    const res = await call('POST', 'login', {
      payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD, website_id: 'bm9wZQ==' },
    });
    assert.deepEqual(Object.keys(failure(res, 422).errors), ['website_id']);
  });
});

describe('POST /website/user/login/token', () => {
  test('a live token logs in with user.type token', async () => {
    const { token } = await demoSession();
    const res = await call('POST', 'login/token', { payload: { token } });
    assert.equal(res.statusCode, 200, res.body);
    const { data } = res.json();
    assert.deepEqual(data.user, { name: DEMO_MEMBER_NAME, email: DEMO_MEMBER_EMAIL, type: 'token' });
    assert.match(data.token, HEX64);
    assert.equal(data.token_md5, md5(data.token));
    assert.equal(data.token_hash, sha256(data.token));
    // The session it opens stays of type token.
    const check = (await call('POST', 'check', { token: data.token, payload: { token: data.token } })).json();
    assert.equal(check.data.user.type, 'token');
  });

  test("a missing token is required; an unknown or expired one is an 'Invalid Token'", async () => {
    failure(await call('POST', 'login/token', { payload: {} }), 422, 'The token field is required.');
    failure(await call('POST', 'login/token', { payload: { token: 'f'.repeat(64) } }), 422, MESSAGES.invalidToken, {
      token: [MESSAGES.invalidToken],
    });
    const { token } = await demoSession();
    db.prepare('UPDATE member_tokens SET expires_at = ? WHERE token_hash = ?').run('2000-01-01T00:00:00.000Z', sha256(token));
    failure(await call('POST', 'login/token', { payload: { token } }), 422, MESSAGES.invalidToken);
    assert.equal(MESSAGES.invalidToken, 'Invalid Token');
  });
});

describe('POST /website/user/login/builderall', () => {
  test('accepts the credentials of a provider member', async () => {
    const res = await call('POST', 'login/builderall', { payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data.user, { name: DEMO_MEMBER_NAME, email: DEMO_MEMBER_EMAIL, type: 'login' });
  });

  test('tells a member who registered on the site itself (right password) to log in conventionally', async () => {
    const { payload } = await register();
    const res = await call('POST', 'login/builderall', { payload: { email: payload.email, password: payload.password } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), {
      success: false,
      message: MESSAGES.alreadyRegistered,
      errors: { email: [MESSAGES.alreadyRegistered] },
    });
  });

  test('refuses wrong passwords and unknown emails alike', async () => {
    const { payload } = await register();
    const expected = { success: false, message: MESSAGES.invalidProvider, errors: { email: [MESSAGES.invalidProvider] } };
    for (const credentials of [
      { email: payload.email, password: 'wrong-password' }, // not a provider member, wrong password
      { email: DEMO_MEMBER_EMAIL, password: 'wrong-password' },
      { email: 'nobody@weft.example', password: 'whatever' },
    ]) {
      const res = await call('POST', 'login/builderall', { payload: credentials, ip: '10.0.1.1' });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), expected);
    }
    assert.equal(MESSAGES.invalidProvider, 'Your account is invalid by the provider');
  });
});

describe('POST /website/user/register', () => {
  test('creates the member and answers as CONTRACT §6 says: data { user, socialproof_campaign_id }, no session', async () => {
    const payload = registration();
    const tokens = () => db.prepare('SELECT COUNT(*) FROM member_tokens').pluck().get();
    const before = tokens();
    const res = await call('POST', 'register', { payload });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(body.success, true);
    assert.deepEqual(body.data, {
      user: { name: payload.name, email: payload.email, type: 'login' },
      socialproof_campaign_id: REGISTER_SOCIALPROOF[DEMO_WEBSITE_ID],
    });
    assert.equal(tokens(), before, 'no session was opened');
    // The new member logs in with the password, which is stored as a scrypt hash only.
    const loggedIn = await login(payload.email, payload.password);
    assert.equal(loggedIn.statusCode, 200);
    const { token, token_md5: tokenMd5, token_hash: tokenHash } = loggedIn.json().data;
    assert.equal(tokenMd5, md5(token));
    assert.equal(tokenHash, sha256(token));
    const check = (await call('POST', 'check', { token, payload: { email: payload.email, token } })).json();
    assert.equal(check.valid, true);
    const row = memberRow(payload.email);
    assert.match(row.password_hash, /^scrypt\$/);
    assert.ok(!row.password_hash.includes(payload.password));
    assert.deepEqual(JSON.parse(row.fields_custom), { phone: '+1 555 0100', plan: 'pro', terms: ['accepted'] });
    assert.equal(row.page_id, 6);
    assert.equal(row.layout_id, 1);
  });

  test('without areas_register, every type-1 area of the site is released', async () => {
    const { payload } = await register();
    assert.deepEqual(permissionsOf(payload.email), [
      { area_id: 1, active: 1 },
      { area_id: 3, active: 1 },
    ]);
  });

  test('with areas_register, its type-1 areas are released and paid areas wait for approval', async () => {
    const onlyBlog = await register({ areas_register: [3] });
    assert.deepEqual(permissionsOf(onlyBlog.payload.email), [{ area_id: 3, active: 1 }]);
    const premium = await register({ areas_register: '1,2' });
    assert.deepEqual(permissionsOf(premium.payload.email), [
      { area_id: 1, active: 1 },
      { area_id: 2, active: 0 },
    ]);
    const body = failure(await call('POST', 'register', { payload: registration({ areas_register: [1, 99] }) }), 422);
    assert.deepEqual(Object.keys(body.errors), ['areas_register']);
  });

  test('missing fields answer 422 with the first message per field', async () => {
    const body = failure(await call('POST', 'register', { payload: { layout_id: 1 } }), 422, 'The name field is required.');
    assert.deepEqual(firstErrors(body), {
      name: 'The name field is required.',
      email: 'The email field is required.',
      password: 'The password field is required.',
      'fields_custom.phone': 'The Phone field is required.',
      'fields_custom.terms': 'The Terms field is required.',
    });
  });

  test('password rules: length and confirmation', async () => {
    const short = failure(
      await call('POST', 'register', { payload: registration({ password: 'short', password_confirmation: 'short' }) }),
      422,
    );
    assert.deepEqual(firstErrors(short), { password: 'The password must be at least 8 characters.' });
    const mismatch = failure(
      await call('POST', 'register', { payload: registration({ password_confirmation: 'something-else' }) }),
      422,
    );
    assert.deepEqual(firstErrors(mismatch), { password_confirmation: 'The password confirmation does not match.' });
  });

  test('a layout that hides passwords registers without one', async () => {
    const payload = registration({ hidden_password: true, password: undefined, password_confirmation: undefined });
    const res = await call('POST', 'register', { payload });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(memberRow(payload.email).password_hash, null);
    failure(await login(payload.email, 'anything-at-all', '10.0.2.1'), 422, MESSAGES.badCredentials);
  });

  test('custom fields are validated against the layout: required, options', async () => {
    const res = await call('POST', 'register', {
      payload: registration({ fields_custom: { phone: '  ', plan: 'gold', terms: ['maybe'] } }),
    });
    const body = failure(res, 422);
    assert.deepEqual(firstErrors(body), {
      'fields_custom.phone': 'The Phone field is required.',
      'fields_custom.plan': 'The selected Plan is invalid.',
      'fields_custom.terms': 'The selected Terms is invalid.',
    });
    // An optional field may be left out (its default is kept); unknown tags are dropped.
    const { payload } = await register({ fields_custom: { phone: '123', terms: 'accepted', extra: 'x' } });
    assert.deepEqual(JSON.parse(memberRow(payload.email).fields_custom), { phone: '123', plan: 'free', terms: ['accepted'] });
    // Without a layout id there are no custom fields to satisfy.
    await register({ layout_id: undefined, fields_custom: undefined });
  });

  test('accepts an url-encoded body with bracketed custom fields and areas', async () => {
    serial += 1;
    const email = `form${serial}@weft.example`;
    const form = new URLSearchParams({
      name: 'Form Member',
      email,
      password: 'form-pass-123',
      password_confirmation: 'form-pass-123',
      layout_id: '1',
      'fields_custom[phone]': '555',
      'fields_custom[plan]': 'free',
      'fields_custom[terms][]': 'accepted',
      'areas_register[]': '1',
    });
    const res = await call('POST', 'register', {
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(JSON.parse(memberRow(email).fields_custom), { phone: '555', plan: 'free', terms: ['accepted'] });
    assert.deepEqual(permissionsOf(email), [{ area_id: 1, active: 1 }]);
  });

  test('a registered email answers 422 on email, whatever its case', async () => {
    const res = await call('POST', 'register', { payload: registration({ email: DEMO_MEMBER_EMAIL.toUpperCase() }) });
    failure(res, 422, 'This user already has registration through conventional registration', {
      email: ['This user already has registration through conventional registration'],
    });
    assert.equal(db.prepare('SELECT COUNT(*) FROM members WHERE email = ?').pluck().get(DEMO_MEMBER_EMAIL), 1);
  });

  test('parseForm reads brackets and ignores prototype keys', () => {
    assert.deepEqual(parseForm('a=1&b[c]=2&d[]=3&d[]=4&__proto__[x]=1&e[constructor]=2'), {
      a: '1',
      b: { c: '2' },
      d: ['3', '4'],
    });
    assert.equal(/** @type {any} */ ({}).x, undefined);
  });
});

describe('POST /website/user/password/forgot', () => {
  test('answers the same success for a known and an unknown email, recording only the known one', async () => {
    const count = () => db.prepare('SELECT COUNT(*) FROM recovery_mails').pluck().get();
    const start = count();
    const payload = { layout_id: 1, url: 'http://localhost:8080' };
    const known = await call('POST', 'password/forgot', { payload: { ...payload, email: DEMO_MEMBER_EMAIL } });
    const unknown = await call('POST', 'password/forgot', { payload: { ...payload, email: 'nobody@weft.example' } });
    const expected = { success: true, message: 'Recovery email was sent successfully', data: null };
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(known.json(), expected);
    assert.deepEqual(unknown.json(), expected);
    assert.equal(count(), start + 1);
    const mail = db.prepare('SELECT email, layout_id, url, created_at FROM recovery_mails ORDER BY id DESC').get();
    assert.equal(mail.email, DEMO_MEMBER_EMAIL);
    assert.equal(mail.layout_id, 1);
    assert.equal(mail.url, 'http://localhost:8080/blog-login');
    assert.match(mail.created_at, /^\d{4}-\d\d-\d\dT/);
  });

  test("a reset link is one of the site's own origins and the fixed reset path, never the address sent", async () => {
    app.limiter.reset();
    const lastUrl = () => db.prepare('SELECT url FROM recovery_mails ORDER BY id DESC').pluck().get();
    const ask = (url) => call('POST', 'password/forgot', { payload: { email: DEMO_MEMBER_EMAIL, layout_id: 1, url } });
    const reset = (origin) => `${origin}${RESET_PATH}`;
    for (const foreign of [
      'https://evil.example',
      'https://evil.example/reset?x=https://www.weft.example',
      'https://www.weft.example.evil.example',
      'http://www.weft.example', // another scheme is another origin
    ]) {
      app.limiter.reset();
      const res = await ask(foreign);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(lastUrl(), reset(SITE_ORIGINS[0]), foreign);
    }
    // The site's own origin keeps no path, query or user part of what was sent: WHATWG reads
    // `http://site\\@evil.example/` as the site, other URL parsers (a mailer's) as evil.example.
    for (const [sent, origin] of [
      ['https://www.weft.example/members?x=1', SITE_ORIGINS[0]],
      ['http://localhost:8080\\@evil.example/', SITE_ORIGINS[1]],
      ['https://www.weft.example\\@evil.example/path?next=https://evil.example', SITE_ORIGINS[0]],
      ['https://www.weft.example/\\evil.example', SITE_ORIGINS[0]],
      ['https://user:pass@www.weft.example/', SITE_ORIGINS[0]],
      ['http://localhost:8080', SITE_ORIGINS[1]],
    ]) {
      app.limiter.reset();
      assert.equal((await ask(sent)).statusCode, 200, sent);
      assert.equal(lastUrl(), reset(origin), sent);
    }
    // The Host a request names is no origin of the site either.
    app.limiter.reset();
    await app.inject({
      method: 'POST',
      url: '/api/website/user/password/forgot',
      headers: { host: 'evil.example' },
      payload: { email: DEMO_MEMBER_EMAIL, url: 'http://evil.example' },
    });
    assert.equal(lastUrl(), reset(SITE_ORIGINS[0]));
    app.limiter.reset();
  });

  test('recovery mails are bounded per address and per e-mail (429 with Retry-After)', async () => {
    app.limiter.reset();
    const ask = (email, ip) => call('POST', 'password/forgot', { payload: { email, url: SITE_ORIGINS[0] }, ip });
    const { recoveryPerAddress, recoveryPerEmail } = LIMITS;
    // One address asking for many e-mails.
    for (let i = 0; i < recoveryPerAddress.max; i += 1) {
      assert.equal((await ask(`someone${i}@weft.example`, '10.9.0.1')).statusCode, 200);
    }
    const flooded = failure(await ask('someone-else@weft.example', '10.9.0.1'), 429);
    assert.equal(typeof flooded.message, 'string');
    const floodedRes = await ask('someone-else@weft.example', '10.9.0.1');
    assert.ok(Number(floodedRes.headers['retry-after']) > 0);
    // One e-mail asked for from many addresses (mail bombing).
    for (let i = 0; i < recoveryPerEmail.max; i += 1) {
      assert.equal((await ask(DEMO_MEMBER_EMAIL, `10.9.1.${i}`)).statusCode, 200);
    }
    failure(await ask(DEMO_MEMBER_EMAIL, '10.9.2.1'), 429);
    // Another e-mail from a fresh address is still served.
    assert.equal((await ask('fresh@weft.example', '10.9.3.1')).statusCode, 200);
    app.limiter.reset();
  });

  test('a malformed email or url is a 422', async () => {
    assert.deepEqual(firstErrors(failure(await call('POST', 'password/forgot', { payload: {} }), 422)), {
      email: 'The email field is required.',
    });
    const bad = failure(
      await call('POST', 'password/forgot', { payload: { email: DEMO_MEMBER_EMAIL, url: 'javascript:x' } }),
      422,
    );
    assert.deepEqual(Object.keys(bad.errors), ['url']);
  });
});

describe('authenticated routes', () => {
  test('answer the 401 envelope without a live bearer token', async () => {
    const routes = [
      ['POST', 'check'],
      ['POST', 'logout'],
      ['PUT', 'update'],
      ['GET', 'get-info'],
      ['POST', `elearning/get-course/2/${encodeURIComponent(DEMO_MEMBER_EMAIL)}/${'0'.repeat(32)}`],
    ];
    for (const [method, path] of routes) {
      for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }]) {
        const res = await call(method, path, { headers, payload: method === 'GET' ? undefined : {} });
        failure(res, 401, 'Unauthenticated.', {});
        assert.equal(res.headers['www-authenticate'], 'Bearer');
      }
    }
    for (const [method, path] of routes.slice(1)) {
      const res = await call(method, path, { token: 'f'.repeat(64), payload: method === 'GET' ? undefined : {} });
      failure(res, 401, 'Unauthenticated.');
    }
  });
});

describe('POST /website/user/check', () => {
  test('a live token is valid; permission follows the page areas', async () => {
    const { token, user } = await demoSession();
    const check = async (payload) => {
      const res = await call('POST', 'check', { token, payload: { ...user, token, ...payload } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const open = await check({});
    assert.deepEqual(Object.keys(open).sort(), ['data', 'restrict_areas', 'success', 'valid']);
    assert.equal(open.success, true);
    assert.equal(open.valid, true);
    assert.deepEqual(open.restrict_areas, { permission: true });
    assert.deepEqual(open.data.user, { name: DEMO_MEMBER_NAME, email: DEMO_MEMBER_EMAIL, type: 'login' });
    // Page 6 is restricted to area 1 (active permission); page 7 to area 2 (none active).
    assert.equal((await check({ page_id: 6, page_url: 'http://localhost/members' })).restrict_areas.permission, true);
    assert.equal((await check({ page_id: '7', page_url: 'http://localhost/premium' })).restrict_areas.permission, false);
    // Page 1 is restricted to no area.
    assert.equal((await check({ page_id: 1 })).restrict_areas.permission, true);
    failure(await call('POST', 'check', { token, payload: { page_id: 'seven' } }), 422);
  });

  test('an inactive or expired permission grants nothing', async () => {
    const { payload, data } = await register();
    const member = memberRow(payload.email);
    const pagePermission = async () =>
      (await call('POST', 'check', { token: data.token, payload: { page_id: 6 } })).json().restrict_areas.permission;
    assert.equal(await pagePermission(), true);
    const set = db.prepare('UPDATE permissions SET active = ?, expire = ? WHERE member_id = ? AND area_id = 1');
    set.run(1, new Date(Date.now() - DAY).toISOString(), member.id);
    assert.equal(await pagePermission(), false);
    set.run(1, new Date(Date.now() + DAY).toISOString(), member.id);
    assert.equal(await pagePermission(), true);
    set.run(0, null, member.id);
    assert.equal(await pagePermission(), false);
  });

  test('valid false for an unknown or expired token, or a token not the stored user’s', async () => {
    const invalid = { success: true, valid: false, restrict_areas: { permission: false }, data: null };
    const unknown = await call('POST', 'check', { token: 'a'.repeat(64), payload: { page_id: 1 } });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), invalid);

    const { token } = await demoSession();
    assert.deepEqual((await call('POST', 'check', { token, payload: { email: 'other@weft.example' } })).json(), invalid);
    assert.deepEqual((await call('POST', 'check', { token, payload: { token: 'b'.repeat(64) } })).json(), invalid);

    db.prepare('UPDATE member_tokens SET expires_at = ? WHERE token_hash = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      sha256(token),
    );
    assert.deepEqual((await call('POST', 'check', { token, payload: { token } })).json(), invalid);
    failure(await call('GET', 'get-info', { token }), 401);
  });
});

describe('POST /website/user/logout', () => {
  test('revokes the token and only that token', async () => {
    const first = await demoSession();
    const second = await demoSession();
    const res = await call('POST', 'logout', { token: first.token, payload: { ...first.user, token: first.token } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().success, true);
    assert.equal((await call('POST', 'check', { token: first.token, payload: {} })).json().valid, false);
    failure(await call('POST', 'logout', { token: first.token, payload: {} }), 401);
    failure(await call('POST', 'login/token', { payload: { token: first.token } }), 422);
    assert.equal((await call('POST', 'check', { token: second.token, payload: {} })).json().valid, true);
  });
});

describe('PUT /website/user/update', () => {
  test('changes the name; the email never changes', async () => {
    const { payload, data } = await register();
    const res = await call('PUT', 'update', { token: data.token, payload: { name: 'Renamed', email: 'hijack@weft.example' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      success: true,
      message: 'Profile updated successfully!',
      data: { user: { name: 'Renamed', email: payload.email, type: 'login' } },
    });
    assert.equal(memberRow(payload.email).name, 'Renamed');
    assert.equal(memberRow('hijack@weft.example'), undefined);
    failure(await call('PUT', 'update', { token: data.token, payload: { name: ' ' } }), 422, 'The name field is required.');
  });

  test('a new password needs its confirmation and the current password', async () => {
    const { payload, data } = await register();
    const update = (body) => call('PUT', 'update', { token: data.token, payload: body });
    const missing = failure(await update({ password: 'new-password-1' }), 422);
    assert.deepEqual(firstErrors(missing), {
      password_confirmation: 'The password confirmation does not match.',
      password_current: 'The current password field is required.',
    });
    const wrong = failure(
      await update({ password: 'new-password-1', password_confirmation: 'new-password-1', password_current: 'not-it' }),
      422,
      'Current password does not match',
    );
    assert.deepEqual(wrong.errors, { password_current: ['Current password does not match'] });
    assert.equal((await login(payload.email, payload.password)).statusCode, 200);
  });

  test('a password change keeps this session, ends the others and replaces the hash', async () => {
    const { payload, data } = await register();
    const other = (await login(payload.email, payload.password)).json().data;
    const oldHash = memberRow(payload.email).password_hash;
    const res = await call('PUT', 'update', {
      token: data.token,
      payload: {
        name: payload.name,
        email: payload.email,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
        password_current: payload.password,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Password updated successfully!');
    const hash = memberRow(payload.email).password_hash;
    assert.notEqual(hash, oldHash);
    assert.ok(!hash.includes('brand-new-pass'));
    assert.equal((await call('POST', 'check', { token: data.token, payload: {} })).json().valid, true);
    assert.equal((await call('POST', 'check', { token: other.token, payload: {} })).json().valid, false);
    failure(await login(payload.email, payload.password, '10.0.3.1'), 422);
    assert.equal((await login(payload.email, 'brand-new-pass')).statusCode, 200);
  });
});

describe('GET /website/user/get-info', () => {
  test('answers the user and the permission of every area', async () => {
    const { token } = await demoSession();
    const res = await call('GET', 'get-info', { token });
    assert.equal(res.statusCode, 200);
    const { success, data } = res.json();
    assert.equal(success, true);
    assert.deepEqual(data.user, { name: DEMO_MEMBER_NAME, email: DEMO_MEMBER_EMAIL, type: 'login' });
    const [members, premium] = data.restrict_permissions;
    assert.equal(data.restrict_permissions.length, 2);
    assert.deepEqual(members, {
      id: 1,
      restrict_area_id: 1,
      name: 'Members area',
      description: 'Pages for every registered member.',
      type_id: 1,
      active: true,
      expire: null,
      expired: false,
      home_page_id: 6,
      redirect_config: {},
      elearning_course_id: null,
      is_blog: false,
      user_permission: { active: true, expire: null, restrict_area_code: null },
    });
    assert.equal(premium.id, 2);
    assert.equal(premium.active, false);
    assert.equal(premium.type_id, 3);
    assert.equal(premium.elearning_course_id, 42);
    assert.deepEqual(premium.redirect_config, { elearning: { type: 'elearning-course', target: 'blank' } });
  });

  test('a registered member sees the areas released to them, with expiry', async () => {
    const { payload, data } = await register();
    const expire = new Date(Date.now() - DAY).toISOString();
    db.prepare('UPDATE permissions SET expire = ? WHERE area_id = 3 AND member_id = ?').run(expire, memberRow(payload.email).id);
    const info = (await call('GET', 'get-info', { token: data.token })).json().data;
    assert.deepEqual(
      info.restrict_permissions.map((area) => [area.id, area.active, area.expired, area.is_blog]),
      [
        [1, true, false, false],
        [3, true, true, true],
      ],
    );
    assert.equal(info.restrict_permissions[1].expire, expire);
  });
});

describe('POST /website/user/elearning/get-course/:restrictAreaId/:email/:tokenMd5', () => {
  const path = (area, email, form) => `elearning/get-course/${area}/${encodeURIComponent(email)}/${form}`;

  test("answers 403 'not approved' without an active permission", async () => {
    const { token, token_md5: tokenMd5 } = await demoSession();
    const res = await call('POST', path(2, DEMO_MEMBER_EMAIL, tokenMd5), { token });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { success: false, message: 'not approved', errors: {} });
  });

  test('answers the course URL of the stand-in e-learning service once the permission is active', async () => {
    const { payload, data } = await register({ areas_register: [1, 2] });
    const member = memberRow(payload.email);
    const get = (form = data.token_md5) =>
      app.inject({
        method: 'POST',
        url: `/api/website/user/${path(2, payload.email, form)}`,
        headers: { authorization: `Bearer ${data.token}`, host: 'members.weft.example:8080' },
      });
    failure(await get(), 403, 'not approved');
    db.prepare('UPDATE permissions SET active = 1 WHERE member_id = ? AND area_id = 2').run(member.id);
    const res = await get();
    assert.equal(res.statusCode, 200, res.body);
    // The runtime adds the member's login parameters (lead-capture §5); the answer carries none.
    const expected = 'http://members.weft.example:8080/api/elearning/course/42';
    assert.equal(res.json().success, true);
    assert.equal(res.json().url_course, expected);
    assert.equal(res.json().data.url_course, expected);
    // The token_hash form is accepted in place of the md5.
    assert.equal((await get(data.token_hash)).json().url_course, expected);
  });

  test("the stand-in service's course page lets in the member whose e-mail and hashed token it is given", async () => {
    const { payload, data } = await register({ areas_register: [1, 2] });
    const member = memberRow(payload.email);
    const page = (query) => app.inject({ method: 'GET', url: `/api/elearning/course/42?${new URLSearchParams(query)}` });
    const own = { email: payload.email, token: data.token_hash };
    // Not approved yet, someone else's e-mail, a token that is not a session's hash, nothing at all: refused.
    for (const query of [own, { ...own, email: DEMO_MEMBER_EMAIL }, { ...own, token: data.token_md5 }, {}]) {
      const res = await page(query);
      assert.equal(res.statusCode, 401, JSON.stringify(query));
      assert.match(res.headers['content-type'], /^text\/html/);
    }
    db.prepare('UPDATE permissions SET active = 1 WHERE member_id = ? AND area_id = 2').run(member.id);
    const res = await page({ ...own, email: payload.email.toUpperCase() });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.body.includes(`Signed in as ${payload.email}.`), res.body);
    assert.equal((await page({ ...own, token: sha256('other') })).statusCode, 401);
  });

  test("refuses another member's email or token form, and areas without a course", async () => {
    const { token, token_md5: tokenMd5 } = await demoSession();
    failure(await call('POST', path(2, 'other@weft.example', tokenMd5), { token }), 401);
    failure(await call('POST', path(2, DEMO_MEMBER_EMAIL, md5('other')), { token }), 401);
    failure(await call('POST', path(1, DEMO_MEMBER_EMAIL, tokenMd5), { token }), 404);
    failure(await call('POST', path(99, DEMO_MEMBER_EMAIL, tokenMd5), { token }), 404);
    failure(await call('POST', path('x', DEMO_MEMBER_EMAIL, tokenMd5), { token }), 422);
  });
});
