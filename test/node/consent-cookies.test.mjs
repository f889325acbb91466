// The visitor's consent kept by the server (issue 39): Safari keeps a cookie a script writes for 7
// days at most, so the backend answers a page asked with a choice with the choice's cookies, set for
// the site's GDPR `expires` (the built rules' consentSetCookies). Needs `npm run build`.
// `node --test test/node/consent-cookies.test.mjs`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesOf } from '../../demo/backend/site/draw.mjs';
import { useBackend } from './backend.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const demoDir = mkdtempSync(join(tmpdir(), 'weft-consent-demo-'));
after(() => rmSync(demoDir, { recursive: true, force: true }));

const home = { id: 1, url: 'home', is_member: false, is_blog: false, layout: { desktop: [] } };
/** Writes the site data the backend serves. */
const serve = (fields = {}) =>
  writeFileSync(
    join(demoDir, 'site-data.json'),
    JSON.stringify({ website_id: 'c2l0ZS0x', options: { language: 'en_US' }, pages: [home], ...fields }),
  );

/** @type {any} */
let app;
/** @type {any} */
let runtime;
useBackend(
  'consent',
  (started) => {
    app = started;
  },
  { demoDir, distDir: DIST },
);
before(async () => {
  runtime = await rulesOf(DIST);
  assert.ok(runtime?.consentSetCookies, `the built site rules in ${DIST} (run \`npm run build\`)`);
});

describe('the consent the server keeps (Safari keeps a script’s cookie 7 days at most)', () => {
  const CHOICE = 'cookieControl=true; cookieControlPrefs=%5B%22analytics%22%5D';

  test('a page asked with a choice answers it as cookies that last the site’s expires', async () => {
    serve({ gdpr: { active: 'yes', expires: 30 } });
    const before = Date.now();
    const res = await app.inject({ url: '/', headers: { cookie: `other=1; ${CHOICE}` } });
    const set = [res.headers['set-cookie']].flat().filter(Boolean);
    assert.equal(set.length, 2, 'both cookies of the choice');
    const byName = Object.fromEntries(set.map((line) => [line.slice(0, line.indexOf('=')), line]));
    assert.match(byName.cookieControl, /^cookieControl=true; expires=[^;]+; path=\/; SameSite=Lax$/);
    assert.match(byName.cookieControlPrefs, /^cookieControlPrefs=%5B%22analytics%22%5D; /);
    const expires = Date.parse(/expires=([^;]+)/.exec(byName.cookieControl)[1]);
    const days = (expires - before) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30.01, `kept 30 days, not ${days}`);
  });

  test('no choice, or a corrupted one, sets nothing; the default keeps it a year', async () => {
    serve();
    for (const cookie of [undefined, 'cookieControl=false', 'cookieControl=true; cookieControlPrefs=%5B%22ads%22%5D']) {
      const res = await app.inject({ url: '/', headers: cookie ? { cookie } : {} });
      assert.equal(res.headers['set-cookie'], undefined, `nothing set for ${cookie}`);
    }
    const only = runtime.consentSetCookies(undefined, 'cookieControl=true; cookieControlPrefs=%5B%5D', true);
    assert.equal(only.length, 2);
    assert.match(only[1], /^cookieControlPrefs=%5B%5D; expires=[^;]+; path=\/; SameSite=Lax; Secure$/);
    const days = (Date.parse(/expires=([^;]+)/.exec(only[0])[1]) - Date.now()) / 86_400_000;
    assert.ok(days > 364.9 && days <= 365.01, `a year by default, not ${days}`);
  });
});
