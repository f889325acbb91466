// A restricted page's layout is nowhere in the page's source: the reference backend leaves it out
// of the site data in every shell and releases it only with the session check that grants the page
// (data.layout). `node --test test/node/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBackend } from './backend.mjs';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../demo/backend/members/seed.mjs';

/** Text of the demo's restricted pages: /members (page 6, the demo member's) and /premium (page 7, refused). */
const MEMBERS_TEXT = 'You are reading content that the server released for your session';
const PREMIUM_TEXT = 'Only members with the premium permission see this';

let app;
useBackend('restricted', (started) => {
  app = started;
});

const check = (token, payload) =>
  app.inject({ method: 'POST', url: '/api/website/user/check', payload, headers: { authorization: `Bearer ${token}` } });

test('no page’s source holds a restricted page’s layout, the restricted pages’ own included', async () => {
  for (const path of ['/', '/members', '/premium', '/about']) {
    const page = await app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.ok(!page.body.includes(MEMBERS_TEXT), `${path} holds the members page's text`);
    assert.ok(!page.body.includes(PREMIUM_TEXT), `${path} holds the premium page's text`);
    const data = JSON.parse(/<script type="application\/json" id="weft-site">(.*?)<\/script>/s.exec(page.body)[1]);
    const members = data.pages.find((p) => p.id === 6);
    assert.equal(members.is_member, true, 'the page is still there, restricted');
    assert.deepEqual(members.layout, { desktop: [] });
    assert.ok(JSON.stringify(data.pages.find((p) => p.id === 3).layout).includes('about'), 'public layouts stay');
  }
});

test('the session check releases the layout of the page it grants, and only then', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/website/user/login',
    payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
  });
  assert.equal(login.statusCode, 200);
  const { token, user } = login.json().data;
  const granted = (await check(token, { email: user.email, token, page_id: 6, page_url: 'members' })).json();
  assert.equal(granted.restrict_areas.permission, true);
  assert.ok(JSON.stringify(granted.data.layout).includes(MEMBERS_TEXT));
  const refused = (await check(token, { email: user.email, token, page_id: 7, page_url: 'premium' })).json();
  assert.equal(refused.restrict_areas.permission, false);
  assert.equal(refused.data.layout, undefined);
  assert.ok(!JSON.stringify(refused).includes(PREMIUM_TEXT));
  const anonymous = (await check('not-a-token', { page_id: 6 })).json?.() ?? {};
  assert.ok(!JSON.stringify(anonymous).includes(MEMBERS_TEXT));
});
