// What the reference backend bounds (issue 42, README "Security"): registrations, password logins
// across accounts, every form route and the size of what it stores, votes and clicks, per address
// (and per site), answered 429 with Retry-After; button ids of a bounded length; counters reset by
// the site's owner only. `node --test test/node/limits.test.mjs`.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useBackend } from './backend.mjs';
import { DEMO_WEBSITE_ID } from '../../demo/backend/db.mjs';
import { LIMITS } from '../../demo/backend/limits.mjs';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../demo/backend/members/seed.mjs';

let app;
useBackend('limits', (started) => {
  app = started;
});
beforeEach(() => app.limiter.configure({}));

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let serial = 0;

/** A 429 with the Retry-After a client waits. */
function assertTooMany(res, what) {
  assert.equal(res.statusCode, 429, `${what}: ${res.body.slice(0, 200)}`);
  assert.ok(Number(res.headers['retry-after']) > 0, `${what}: Retry-After`);
}

function register(ip, email = `limit${(serial += 1)}@example.com`) {
  return app.inject({
    method: 'POST',
    url: '/api/website/user/register',
    remoteAddress: ip,
    payload: { name: 'Lim It', email, password: 'secret-pass-1', password_confirmation: 'secret-pass-1' },
  });
}

const members = () => app.db.prepare('SELECT COUNT(*) FROM members').pluck().get();
const submissions = () => app.db.prepare('SELECT COUNT(*) FROM form_submissions').pluck().get();

describe('registration', () => {
  test('bounded per address: one address cannot mint members (and their comment allowances)', async () => {
    for (let i = 0; i < LIMITS.registerPerAddress.max; i += 1) assert.equal((await register('10.20.0.1')).statusCode, 201);
    const before = members();
    assertTooMany(await register('10.20.0.1'), 'one more from the address');
    assert.equal(members(), before, 'nobody registered');
    assert.equal((await register('10.20.0.2')).statusCode, 201, 'another address registers');
  });

  test('bounded per site, whatever the addresses', async () => {
    app.limiter.configure({ registerPerSite: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) assert.equal((await register(`10.20.1.${i}`)).statusCode, 201);
    assertTooMany(await register('10.20.1.99'), 'a fourth address');
  });
});

describe('password logins', () => {
  const login = (email, password, ip) =>
    app.inject({ method: 'POST', url: '/api/website/user/login', remoteAddress: ip, payload: { email, password } });

  test('guessing across many accounts from one address is bounded, not only per e-mail', async () => {
    for (let i = 0; i < LIMITS.loginPerAddress.max; i += 1) {
      assert.equal((await login(`someone${i}@example.com`, 'guess-123456', '10.21.0.1')).statusCode, 422);
    }
    assertTooMany(await login('someone-else@example.com', 'guess-123456', '10.21.0.1'), 'one more account');
    assertTooMany(await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, '10.21.0.1'), 'even the right password');
    assert.equal((await login(DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, '10.21.0.2')).statusCode, 200, 'another address');
  });
});

describe('form routes', () => {
  /** Each form route, with a valid submission from `ip`. */
  const ROUTES = {
    mailing: (ip) =>
      app.inject({
        method: 'POST',
        url: '/cheetah/mailingboss_form_submit?id=1',
        headers: FORM,
        remoteAddress: ip,
        payload: `EMAIL=m${(serial += 1)}%40example.com`,
      }),
    list: (ip) =>
      app.inject({
        method: 'POST',
        url: '/lists/L1/subscribe',
        headers: FORM,
        remoteAddress: ip,
        payload: `EMAIL=l${(serial += 1)}%40example.com`,
      }),
    campaign: (ip) =>
      app.inject({
        method: 'POST',
        url: '/cheetah/get_response_form_submit?token=t1&id=1',
        remoteAddress: ip,
        payload: { email: `c${(serial += 1)}@example.com`, campaign: { campaignId: 'C1' } },
      }),
    contact: (ip) =>
      app.inject({
        method: 'POST',
        url: '/cheetah/form_submit',
        headers: FORM,
        remoteAddress: ip,
        payload: `receiver=owner%40example.com&subject=Hi&name=N${(serial += 1)}`,
      }),
    action: (ip) => app.inject({ method: 'POST', url: '/demo/form-action', remoteAddress: ip, payload: { n: (serial += 1) } }),
  };

  test('every form route is bounded per address, all of them together', async () => {
    const names = Object.keys(ROUTES);
    for (let i = 0; i < LIMITS.formPerAddress.max; i += 1) {
      const name = names[i % names.length];
      const res = await ROUTES[name]('10.22.0.1');
      assert.ok(res.statusCode < 400, `${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const before = submissions();
    for (const [name, send] of Object.entries(ROUTES)) assertTooMany(await send('10.22.0.1'), name);
    assert.equal(submissions(), before, 'nothing more stored');
    for (const [name, send] of Object.entries(ROUTES)) assert.ok((await send('10.22.0.2')).statusCode < 400, `${name} elsewhere`);
  });

  test('bounded per site, whatever the addresses', async () => {
    app.limiter.configure({ formPerSite: { max: 2, windowMs: 60_000 } });
    assert.ok((await ROUTES.action('10.22.1.1')).statusCode < 400);
    assert.ok((await ROUTES.mailing('10.22.1.2')).statusCode < 400);
    assertTooMany(await ROUTES.contact('10.22.1.3'), 'a third address');
  });

  test('what a submission stores is bounded: a few KB per field, 64 KB in all', async () => {
    const before = submissions();
    const long = 'x'.repeat(5000);
    const tooLong = [
      app.inject({ method: 'POST', url: '/demo/form-action', remoteAddress: '10.22.2.1', payload: { note: long } }),
      app.inject({
        method: 'POST',
        url: '/demo/form-action',
        remoteAddress: '10.22.2.1',
        headers: FORM,
        payload: `note=${long}`,
      }),
      app.inject({
        method: 'POST',
        url: '/cheetah/mailingboss_form_submit',
        headers: FORM,
        remoteAddress: '10.22.2.1',
        payload: `EMAIL=a%40example.com&note=${long}`,
      }),
      app.inject({
        method: 'POST',
        url: '/cheetah/form_submit',
        headers: FORM,
        remoteAddress: '10.22.2.1',
        payload: `receiver=owner%40example.com&subject=Hi&note[deep][er]=${long}`,
      }),
    ];
    for (const res of await Promise.all(tooLong)) {
      assert.ok(res.statusCode === 422 || (res.statusCode === 200 && res.json().success === false), res.body.slice(0, 200));
    }
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'y'.repeat(3000)]));
    const big = await app.inject({ method: 'POST', url: '/demo/form-action', remoteAddress: '10.22.2.2', payload: many });
    assert.equal(big.statusCode, 413);
    const bigForm = await app.inject({
      method: 'POST',
      url: '/demo/form-action',
      remoteAddress: '10.22.2.2',
      headers: FORM,
      payload: new URLSearchParams(many).toString(),
    });
    assert.equal(bigForm.statusCode, 413);
    assert.equal(submissions(), before, 'nothing stored');
    assert.ok((await ROUTES.action('10.22.2.3')).statusCode < 400, 'a normal submission still is');
  });
});

describe('links', () => {
  const vote = (ip, option = 'a') =>
    app.inject({ url: `/cheetah/link/vote?question_code=q-limits&option=${option}`, remoteAddress: ip });

  test('votes are bounded per address', async () => {
    for (let i = 0; i < LIMITS.votePerAddress.max; i += 1) assert.equal((await vote('10.23.0.1')).statusCode, 200);
    assertTooMany(await vote('10.23.0.1'), 'one more vote');
    const votes = () =>
      app.db.prepare("SELECT votes FROM link_votes WHERE question_code = 'q-limits' AND option = 'a'").pluck().get();
    assert.equal(votes(), LIMITS.votePerAddress.max);
    assert.equal((await vote('10.23.0.2')).statusCode, 200);
  });

  test('clicks are bounded per address', async () => {
    app.limiter.configure({ clickPerAddress: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1)
      assert.equal(
        (await app.inject({ url: '/cheetah/link/action?btn_id=b-limits', remoteAddress: '10.23.1.1' })).body,
        String(i + 1),
      );
    assertTooMany(
      await app.inject({ url: '/cheetah/link/action?btn_id=b-limits', remoteAddress: '10.23.1.1' }),
      'a fourth click',
    );
    assertTooMany(await app.inject({ url: '/cheetah/link/multiple?code=m-limits', remoteAddress: '10.23.1.1' }), 'a counter');
  });

  test('a button id is bounded: a 5,000-character id is refused and not stored', async () => {
    const res = await app.inject({ url: `/cheetah/link/action?btn_id=${'b'.repeat(5000)}`, remoteAddress: '10.23.2.1' });
    assert.equal(res.statusCode, 422);
    assert.equal(res.body, 'error');
    assert.equal(app.db.prepare('SELECT COUNT(*) FROM link_clicks WHERE length(btn_id) > 200').pluck().get(), 0);
  });

  test("clear=1 resets a counter for the site's owner only", async () => {
    const click = (query, headers = {}) =>
      app.inject({ url: `/cheetah/link/action?${query}`, headers, remoteAddress: '10.23.3.1' });
    const count = (query, headers = {}) =>
      app.inject({ url: `/cheetah/link/multiple?${query}`, headers, remoteAddress: '10.23.3.1' });
    await click('btn_id=b-owner');
    await click('btn_id=b-owner');
    await count('code=m-owner');
    await count('code=m-owner');
    for (const headers of [{}, { authorization: 'Bearer guess' }]) {
      assert.equal((await click('btn_id=b-owner&clear=1', headers)).statusCode, 403);
      assert.equal((await count('code=m-owner&clear=1', headers)).statusCode, 403);
    }
    // Nor the key in the address.
    assert.equal((await click(`btn_id=b-owner&clear=1&key=${app.ownerKey}`)).statusCode, 403);
    assert.equal((await click('btn_id=b-owner')).body, '3', 'the clicks were kept');
    assert.equal((await count('code=m-owner')).json().counter, 3, 'the counter was kept');
    const owner = { authorization: `Bearer ${app.ownerKey}` };
    assert.equal((await click(`btn_id=b-owner&clear=1&website_id=${DEMO_WEBSITE_ID}`, owner)).body, '0');
    assert.equal((await count('code=m-owner&clear=1', owner)).json().counter, 0);
    assert.equal((await click('btn_id=b-owner')).body, '1');
    assert.equal((await count('code=m-owner')).json().counter, 1);
  });
});
