// The reference backend's lead-capture form calls and referral ranking: `node --test test/node/`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../demo/backend/app.mjs';
import { DEMO_WEBSITE_ID } from '../../demo/backend/db.mjs';
import { localTarget, MESSAGES, SUBMISSIONS_LIMIT } from '../../demo/backend/forms/rules.mjs';
import { CONTENT_SECURITY_POLICY } from '../../demo/backend/site/shell.mjs';
import { ROOMY_LIMITS } from './backend.mjs';

const demoDir = fileURLToPath(new URL('../../demo/', import.meta.url));
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };
/** What a browser's native form post asks for. */
const NATIVE = { ...FORM, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const HOST = 'localhost:80';
/** The site owner's key of the test app. */
const OWNER_KEY = 'owner-key-for-tests';
/** A second site of the backend, and its owner's own key. */
const OTHER_SITE = 'c2l0ZS0y';
const OTHER_KEY = 'other-owner-key-for-tests';

let tmp;
/** @type {string[]} */
const dbFiles = [];

/** A fresh app on its own database file. */
async function startApp() {
  const dbFile = join(tmp, `weft-${dbFiles.length}.db`);
  dbFiles.push(dbFile);
  const app = buildApp({
    dbFile,
    distDir: join(tmp, 'dist'),
    demoDir,
    ownerKey: OWNER_KEY,
    ownerKeys: { [OTHER_SITE]: OTHER_KEY },
    limits: ROOMY_LIMITS,
  });
  await app.ready();
  app.db.prepare('INSERT OR IGNORE INTO sites (website_id, name) VALUES (?, ?)').run(OTHER_SITE, 'Another site');
  return app;
}

let app;
before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'weft-forms-'));
  app = await startApp();
});
after(async () => {
  await app?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** An url-encoded POST of `fields`. */
const postForm = (url, fields, headers = FORM) =>
  app.inject({ method: 'POST', url, headers, payload: new URLSearchParams(fields).toString() });

/** The submissions of one kind, newest first, as the read-back answers them to the site owner. */
async function stored(kind) {
  const res = await app.inject({ url: `/demo/form-submissions?form=${kind}`, headers: { authorization: `Bearer ${OWNER_KEY}` } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().success, true);
  return res.json().data;
}

/** The subscriber uid a subscribe redirect carries. */
const uidOf = (res) => new URL(res.headers.location, 'http://localhost').searchParams.get('mbsubscriber_uid');

describe('POST /cheetah/mailingboss_form_submit', () => {
  const url = '/cheetah/mailingboss_form_submit?id=7';

  test('accepts the form and stores its fields without the captcha response', async () => {
    const res = await postForm(url, {
      EMAIL: 'Lead@Example.com',
      EMAIL_CONFIRM: 'Lead@Example.com',
      FNAME: 'Lea',
      PHONE: '5511999',
      origin_uid: 'abc',
      id: '7',
      'g-recaptcha-response': 'token-from-google',
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true });
    const [row] = await stored('mailing');
    assert.equal(row.form, 'mailing');
    assert.deepEqual(row.payload, {
      id: '7',
      EMAIL: 'Lead@Example.com',
      EMAIL_CONFIRM: 'Lead@Example.com',
      FNAME: 'Lea',
      PHONE: '5511999',
      origin_uid: 'abc',
    });
    assert.match(row.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('a missing or malformed EMAIL answers success false with a msg, with HTTP 200', async () => {
    const cases = [
      [{ FNAME: 'x' }, MESSAGES.emailRequired],
      [{ EMAIL: '  ' }, MESSAGES.emailRequired],
      [{ EMAIL: 'not-an-email' }, MESSAGES.emailInvalid],
    ];
    for (const [fields, msg] of cases) {
      const res = await postForm(url, fields);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: false, msg });
    }
    const array = await app.inject({ method: 'POST', url, headers: FORM, payload: 'EMAIL[]=a%40b.co' });
    assert.deepEqual(array.json(), { success: false, msg: MESSAGES.emailRequired });
  });

  test("the captcha response 'invalid' fails verification", async () => {
    const before = (await stored('mailing')).length;
    const res = await postForm(url, { EMAIL: 'a@b.co', 'g-recaptcha-response': 'invalid' });
    assert.deepEqual(res.json(), { success: false, msg: 'The captcha could not be verified.' });
    assert.equal((await stored('mailing')).length, before, 'a failure stores nothing');
  });

  test('odd bodies answer the same shape: none, a JSON array, bad JSON, plain text', async () => {
    const bodies = [
      { method: 'POST', url },
      { method: 'POST', url, payload: ['EMAIL', 'a@b.co'] },
      { method: 'POST', url, headers: JSON_TYPE, payload: '{"EMAIL":' },
      { method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'EMAIL=a@b.co' },
    ];
    for (const request of bodies) {
      const res = await app.inject(request);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, false);
      assert.equal(typeof res.json().msg, 'string');
    }
  });

  test('a JSON body works like the url-encoded one', async () => {
    const res = await app.inject({ method: 'POST', url, payload: { EMAIL: 'json@b.co' } });
    assert.deepEqual(res.json(), { success: true });
    assert.equal((await stored('mailing'))[0].payload.EMAIL, 'json@b.co');
  });
});

describe('POST /lists/{listUid}/subscribe', () => {
  const url = '/lists/L1/subscribe';

  test('subscribes and redirects (303) to a same-origin redir with mbsubscriber_uid', async () => {
    const res = await postForm(url, { EMAIL: 'sub1@example.com', FNAME: 'Sub', redir: '/thanks?x=1#top' }, NATIVE);
    assert.equal(res.statusCode, 303);
    const uid = uidOf(res);
    assert.match(uid, /^[0-9a-f]{16}$/);
    assert.equal(res.headers.location, `/thanks?x=1&mbsubscriber_uid=${uid}#top`);
    const [row] = await stored('list-subscribe');
    assert.deepEqual(row.payload, {
      EMAIL: 'sub1@example.com',
      FNAME: 'Sub',
      redir: '/thanks?x=1#top',
      list_uid: 'L1',
      subscriber_uid: uid,
    });
  });

  test('the same email on the same list keeps its uid; on another list it is a new subscriber', async () => {
    const first = uidOf(await postForm(url, { EMAIL: 'again@example.com' }));
    const second = uidOf(await postForm(url, { EMAIL: 'AGAIN@example.com ' }));
    const other = uidOf(await postForm('/lists/L2/subscribe', { EMAIL: 'again@example.com' }));
    assert.equal(second, first);
    assert.notEqual(other, first);
  });

  test('a same-host absolute redir is kept as a path', async () => {
    const res = await postForm(url, { EMAIL: 'abs@example.com', redir: 'http://localhost/obrigado' });
    assert.equal(res.headers.location, `/obrigado?mbsubscriber_uid=${uidOf(res)}`);
  });

  test('a redir off this host falls back to a same-host Referer, then to /', async () => {
    const foreign = ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)'];
    for (const redir of foreign) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...FORM, referer: 'http://localhost/launch?ref=1' },
        payload: new URLSearchParams({ EMAIL: 'ref@example.com', redir }).toString(),
      });
      assert.equal(res.statusCode, 303, redir);
      assert.equal(res.headers.location, `/launch?ref=1&mbsubscriber_uid=${uidOf(res)}`, redir);
    }
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, referer: 'https://evil.example/page' },
      payload: 'EMAIL=root%40example.com',
    });
    assert.equal(res.headers.location, `/?mbsubscriber_uid=${uidOf(res)}`);
  });

  test('a redirect never becomes protocol-relative', () => {
    assert.equal(localTarget(['http://localhost//evil.example/x'], HOST), '/evil.example/x');
    assert.equal(localTarget(['/a'], HOST, { mbsubscriber_uid: 'u' }), '/a?mbsubscriber_uid=u');
    assert.equal(localTarget([undefined, ['/a'], 'http://other/'], HOST), '/');
    assert.equal(localTarget(['/a'], undefined), '/');
  });

  test('bad input answers 422 with a small page and a link back, under the CSP', async () => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...NATIVE, referer: 'http://localhost/launch' },
      payload: 'EMAIL=nope&FNAME=%3Cb%3E',
    });
    assert.equal(res.statusCode, 422);
    assert.match(res.headers['content-type'], /^text\/html/);
    assert.equal(res.headers['content-security-policy'], CONTENT_SECURITY_POLICY);
    assert.ok(res.body.includes(MESSAGES.emailInvalid));
    assert.ok(res.body.includes('<a href="/launch">'));
    assert.doesNotMatch(res.body, /<script|<style|style=/i);

    const missing = await postForm(url, {});
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.body.includes(MESSAGES.emailRequired));
    assert.ok(missing.body.includes('<a href="/">'), 'no Referer: back to the home page');

    const list = await postForm('/lists/bad%20list!/subscribe', { EMAIL: 'a@b.co' });
    assert.equal(list.statusCode, 422);
    assert.ok(list.body.includes(MESSAGES.listInvalid));

    const json = await app.inject({ method: 'POST', url, headers: JSON_TYPE, payload: '[' });
    assert.equal(json.statusCode, 400);
    assert.match(json.headers['content-type'], /^text\/html/);
  });
});

describe('POST /cheetah/get_response_form_submit and GET /get-response/campaign', () => {
  const url = '/cheetah/get_response_form_submit?token=T0k&id=3';
  const contact = (overrides = {}) => ({
    email: 'camp@example.com',
    dayOfCycle: '0',
    name: 'Camila',
    campaign: { campaignId: 'C1' },
    customFieldValues: [{ customFieldId: 'f1', value: ['blue'] }],
    ...overrides,
  });
  const post = (payload, target = url) => app.inject({ method: 'POST', url: target, payload });

  test('adds the contact once per campaign, and stores the submission without the token', async () => {
    assert.deepEqual((await post(contact())).json(), { success: true });
    const [row] = await stored('campaign');
    assert.deepEqual(row.payload, { id: '3', ...contact() });
    assert.ok(!JSON.stringify(row.payload).includes('T0k'));

    const again = await post(contact({ email: 'CAMP@example.com' }));
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), { success: false, message: 'Contact already added' });
    assert.deepEqual((await post(contact({ campaign: { campaignId: 'C2' } }))).json(), { success: true });
  });

  test('the campaign call answers the campaign and its contact count', async () => {
    await post(contact({ email: 'second@example.com', campaign: { campaignId: 'C9' } }));
    await post(contact({ email: 'third@example.com', campaign: { campaignId: 'C9' } }));
    const res = await app.inject('/get-response/campaign/T0k/C9');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, data: { campaignId: 'C9', name: 'Demo campaign', contacts: 2 } });
    assert.equal((await app.inject('/get-response/campaign/T0k/none')).json().data.contacts, 0);
  });

  test("the token 'bad' answers 401 Invalid token", async () => {
    const res = await app.inject('/get-response/campaign/bad/C9');
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { success: false, message: 'Invalid token' });
  });

  test('a missing token or campaignId is a validation error with context', async () => {
    const noToken = await post(contact({ email: 'nt@example.com' }), '/cheetah/get_response_form_submit?id=3');
    assert.equal(noToken.statusCode, 200);
    assert.deepEqual(noToken.json(), {
      success: false,
      message: 'Validation error',
      context: [{ errorDescription: 'The token is required.' }],
    });
    const noCampaign = (await post(contact({ campaign: undefined }))).json();
    assert.equal(noCampaign.message, 'Validation error');
    assert.deepEqual(noCampaign.context, [{ errorDescription: 'The campaign.campaignId is required.' }]);
  });

  test('an invalid email is a validation error naming the email', async () => {
    const res = await post(contact({ email: 'nobody-at-all' }));
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, false);
    assert.equal(body.message, 'Validation error');
    assert.equal(body.context.length, 1);
    assert.match(body.context[0].errorDescription, /email "nobody-at-all"/);
    assert.deepEqual((await post(contact({ email: undefined }))).json().context, [
      { errorDescription: 'The email is required.' },
    ]);
  });

  test('malformed fields and bodies answer the validation shape, never a crash', async () => {
    const fields = await post(contact({ email: 'odd@example.com', dayOfCycle: 'soon', customFieldValues: [{ value: 'x' }] }));
    assert.deepEqual(
      fields.json().context.map((c) => c.errorDescription),
      ['The dayOfCycle must be a whole number of days.', 'The customFieldValues[0] needs a customFieldId and a list of values.'],
    );
    for (const payload of ['[]', 'null', '"text"', '42', '{"email":']) {
      const res = await app.inject({ method: 'POST', url, headers: JSON_TYPE, payload });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().message, 'Validation error');
      assert.ok(res.json().context.length > 0);
    }
  });
});

describe('POST /cheetah/form_submit', () => {
  const url = '/cheetah/form_submit';
  const fields = { name: 'Rui', email: 'rui@example.com', receiver: 'owner@example.com', subject: 'Hello', id: '42' };

  test('stores the receiver, subject and fields, and answers success', async () => {
    const res = await postForm(url, { ...fields, 'g-recaptcha-response': 'ok' });
    assert.deepEqual(res.json(), { success: true });
    const [row] = await stored('contact');
    assert.deepEqual(row.payload, {
      id: '42',
      receiver: 'owner@example.com',
      subject: 'Hello',
      fields: { name: 'Rui', email: 'rui@example.com' },
    });
  });

  test("mails only the site's own receivers: another address in the request is refused, not relayed (issue 42)", async () => {
    for (const receiver of [
      'victim@example.net',
      'owner@example.com,victim@example.net',
      'owner@example.com\nBcc: victim@example.net',
    ]) {
      const res = await postForm(url, { ...fields, receiver, EMAIL: 'spam@example.org' });
      assert.equal(res.statusCode, 422, receiver);
      assert.deepEqual(res.json(), { success: false, msg: 'receiver not configured' });
    }
    assert.ok(
      !(await stored('contact')).some((row) => /victim|spam@/.test(JSON.stringify(row.payload))),
      'nothing stored to mail',
    );
    // The site's receiver in another case or with spaces is the site's, stored as the site wrote it.
    const res = await postForm(url, { ...fields, receiver: ' OWNER@Example.com ' });
    assert.deepEqual(res.json(), { success: true });
    assert.equal((await stored('contact'))[0].payload.receiver, 'owner@example.com');
  });

  test('a missing receiver or subject, or a failed captcha, answers 422 with a msg', async () => {
    const cases = [
      [{ ...fields, receiver: '' }, 'receiver not configured'],
      [{ ...fields, subject: ' ' }, 'subject not configured'],
      [{ ...fields, 'g-recaptcha-response': 'invalid' }, 'unverified captcha'],
    ];
    for (const [payload, msg] of cases) {
      const res = await postForm(url, payload);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), { success: false, msg });
    }
    const none = await app.inject({ method: 'POST', url });
    assert.deepEqual(none.json(), { success: false, msg: 'receiver not configured' });
    const broken = await app.inject({ method: 'POST', url, headers: JSON_TYPE, payload: '{' });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().success, false);
  });
});

describe('POST /demo/form-action', () => {
  const url = '/demo/form-action';

  test('stores the fields and answers JSON to the runtime', async () => {
    const res = await postForm(url, { email: 'act@example.com', redir: '/next', 'g-recaptcha-response': 'x' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true });
    assert.deepEqual((await stored('action'))[0].payload, { email: 'act@example.com', redir: '/next' });
  });

  test('a native post (HTML first) is redirected to a same-origin redir, else to /', async () => {
    const res = await postForm(url, { email: 'a@example.com', redir: '/next?step=2' }, NATIVE);
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/next?step=2');
    const foreign = await postForm(url, { email: 'a@example.com', redir: 'https://evil.example/' }, NATIVE);
    assert.equal(foreign.headers.location, '/');
    const none = await app.inject({ method: 'POST', url, headers: { accept: 'text/html' } });
    assert.equal(none.statusCode, 303);
    assert.equal(none.headers.location, '/');
  });
});

describe('GET /cheetah/pixel/ranking', () => {
  let ranked;
  before(async () => {
    ranked = await startApp();
  });
  after(async () => {
    await ranked?.close();
  });

  /** Subscribes `email` to list R, referred by `origin`; answers the new uid. */
  async function subscribe(email, origin) {
    const fields = origin ? { EMAIL: email, origin_uid: origin } : { EMAIL: email };
    const res = await ranked.inject({
      method: 'POST',
      url: '/lists/R/subscribe',
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });
    assert.equal(res.statusCode, 303);
    return uidOf(res);
  }
  const rank = async (uid) => (await ranked.inject(`/cheetah/pixel/ranking?subscriber_id=${uid}`)).json();

  test('ranks subscribers by how many they referred, ties going to the earliest', async () => {
    const ana = await subscribe('ana@example.com');
    const bia = await subscribe('bia@example.com');
    const caio = await subscribe('caio@example.com');
    await subscribe('d1@example.com', bia);
    await subscribe('d2@example.com', bia);
    await subscribe('d3@example.com', caio);
    await subscribe('d4@example.com', 'not-a-subscriber');
    await subscribe('bia@example.com', caio); // already subscribed: the referrer does not change

    assert.deepEqual(await rank(bia), { rank_position: 1, rank_total: 7, registered: 2 });
    assert.deepEqual(await rank(caio), { rank_position: 2, rank_total: 7, registered: 1 });
    assert.deepEqual(await rank(ana), { rank_position: 3, rank_total: 7, registered: 0 });
  });

  test('an unknown or missing subscriber id ranks 0 of all', async () => {
    for (const query of ['?subscriber_id=nobody', '?subscriber_id=', '', '?subscriber_id=a&subscriber_id=b']) {
      const res = await ranked.inject(`/cheetah/pixel/ranking${query}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { rank_position: 0, rank_total: 7, registered: 0 });
    }
  });
});

describe('GET /demo/form-submissions', () => {
  test('answers at most the newest 50 of a kind, newest first, with parsed payloads', async () => {
    for (let i = 0; i < SUBMISSIONS_LIMIT + 5; i += 1) {
      await app.inject({ method: 'POST', url: '/demo/form-action', payload: { n: i } });
    }
    const rows = await stored('action');
    assert.equal(rows.length, SUBMISSIONS_LIMIT);
    assert.deepEqual(rows[0].payload, { n: SUBMISSIONS_LIMIT + 4 });
    assert.ok(rows.every((row, i) => i === 0 || rows[i - 1].id > row.id));
    assert.deepEqual(Object.keys(rows[0]).sort(), ['created_at', 'form', 'id', 'payload']);
    assert.deepEqual(await stored('no-such-kind'), []);
  });

  test("leads are the owner's: without the owner's key (or with another) nobody reads them", async () => {
    await app.inject({ method: 'POST', url: '/demo/form-action', payload: { EMAIL: 'lead@example.com' } });
    const attempts = [
      { url: '/demo/form-submissions' },
      { url: '/demo/form-submissions?form=action' },
      { url: '/demo/form-submissions?key=' },
      { url: '/demo/form-submissions?key=guess' },
      { url: '/demo/form-submissions', headers: { authorization: 'Bearer guess' } },
      // Loopback is no key: behind a proxy on the same machine, every visitor is 127.0.0.1.
      { url: '/demo/form-submissions', remoteAddress: '127.0.0.1' },
    ];
    for (const attempt of attempts) {
      const res = await app.inject(attempt);
      assert.equal(res.statusCode, 401, JSON.stringify(attempt));
      assert.equal(res.json().success, false);
      assert.doesNotMatch(res.body, /lead@example/);
    }
    const byHeader = await app.inject({
      url: '/demo/form-submissions?form=action',
      headers: { authorization: `Bearer ${OWNER_KEY}` },
    });
    assert.equal(byHeader.statusCode, 200);
    assert.match(byHeader.body, /lead@example/);
  });

  test('the key is read from the Authorization header only, never the address (history, logs)', async () => {
    await app.inject({ method: 'POST', url: '/demo/form-action', payload: { EMAIL: 'lead@example.com' } });
    for (const url of [`/demo/form-submissions?form=action&key=${OWNER_KEY}`, `/demo/form-submissions?key=${OWNER_KEY}`]) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 401, url);
      assert.doesNotMatch(res.body, /lead@example/);
    }
  });

  test("one key per site: a site's key reads its own leads and no other site's", async () => {
    await app.inject({ method: 'POST', url: '/demo/form-action', payload: { EMAIL: 'lead@example.com' } });
    await app.inject({
      method: 'POST',
      url: '/demo/form-action',
      payload: { EMAIL: 'other-lead@example.com', website_id: OTHER_SITE },
    });
    const read = (site, key) =>
      app.inject({ url: `/demo/form-submissions?form=action&website_id=${site}`, headers: { authorization: `Bearer ${key}` } });
    const own = await read(OTHER_SITE, OTHER_KEY);
    assert.equal(own.statusCode, 200);
    assert.match(own.body, /other-lead@example/);
    assert.doesNotMatch(own.body, /"lead@example/);
    for (const [site, key] of [
      [OTHER_SITE, OWNER_KEY],
      [DEMO_WEBSITE_ID, OTHER_KEY],
    ]) {
      const res = await read(site, key);
      assert.equal(res.statusCode, 401, `${site} with another site's key`);
      assert.doesNotMatch(res.body, /lead@example/);
    }
    // A site with no key of its own is read by nobody.
    app.db.prepare('INSERT OR IGNORE INTO sites (website_id, name) VALUES (?, ?)').run('c2l0ZS0z', 'Keyless');
    for (const key of [OWNER_KEY, OTHER_KEY, '']) {
      assert.equal((await read('c2l0ZS0z', key)).statusCode, 401);
    }
  });

  test('a key is made at start when none is given, different each time', async () => {
    const fresh = () => buildApp({ dbFile: join(tmp, `keyless-${dbFiles.push('')}.db`), distDir: join(tmp, 'dist'), demoDir });
    const [one, two] = [fresh(), fresh()];
    const read = (app, key) => app.inject({ url: '/demo/form-submissions', headers: { authorization: `Bearer ${key}` } });
    try {
      assert.match(one.ownerKey, /^[\w-]{24,}$/);
      assert.notEqual(one.ownerKey, two.ownerKey);
      assert.equal((await one.inject('/demo/form-submissions')).statusCode, 401);
      assert.equal((await read(one, one.ownerKey)).statusCode, 200);
      assert.equal((await read(one, two.ownerKey)).statusCode, 401);
    } finally {
      await one.close();
      await two.close();
    }
  });

  test('every submission belongs to a known site, the demo site unless it names another', () => {
    const sites = app.db.prepare('SELECT DISTINCT website_id FROM form_submissions ORDER BY website_id').pluck().all();
    assert.deepEqual(sites, [DEMO_WEBSITE_ID, OTHER_SITE].sort());
  });
});

describe('site pages', () => {
  test('GETs under the backend prefixes are not site pages', async () => {
    for (const path of ['/lists/L1/subscribe', '/demo/anything', '/get-response/x', '/cheetah/nope']) {
      const res = await app.inject(path);
      assert.equal(res.statusCode, 404, path);
      assert.doesNotMatch(res.body, /weft-site/);
    }
    assert.equal((await app.inject('/about')).statusCode, 200);
  });
});

test('GET /get_iframe_content answers a known frame and refuses an unknown one', async () => {
  const known = await app.inject({ method: 'GET', url: '/get_iframe_content?iframe_id=demo-server-frame' });
  assert.equal(known.statusCode, 200);
  assert.match(known.json().data.content, /Served by the site/);
  const unknown = await app.inject({ method: 'GET', url: '/get_iframe_content?iframe_id=__proto__' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().success, false);
});
