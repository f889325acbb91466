// Demo server and reference backend: `node --test test/node/`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { buildApp } from '../../demo/backend/app.mjs';
import { DEMO_WEBSITE_ID, migrate, openDatabase } from '../../demo/backend/db.mjs';
import { httpError } from '../../demo/backend/http.mjs';
import { publicSiteData } from '../../demo/backend/site/pages.mjs';
import { readSite } from '../../demo/backend/site/read.mjs';
import { CONTENT_SECURITY_POLICY } from '../../demo/backend/site/shell.mjs';

const demoDir = fileURLToPath(new URL('../../demo/', import.meta.url));
const siteData = await readSite(demoDir);

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; " +
  "connect-src 'self'; frame-src https:; object-src 'none'; base-uri 'none'; " +
  "require-trusted-types-for 'script'; trusted-types dompurify weft";

/** The text inside `<script id="weft-site">`, cut at the first `</script>` as a browser would. */
function siteJson(html) {
  const match = /<script type="application\/json" id="weft-site">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, 'the shell holds #weft-site');
  return match[1];
}

/** The decoded `config` attribute of the first `<weft-TYPE>` tag. */
function configOf(html, type) {
  const match = new RegExp(`<weft-${type} id="[^"]*" config='([^']*)'>`).exec(html);
  assert.ok(match, `the shell holds <weft-${type}>`);
  const decoded = match[1].replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name],
  );
  return JSON.parse(decoded);
}

let tmp;
let distDir;
let dbFile;
let app;

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'weft-server-'));
  distDir = join(tmp, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'weft.js'), 'console.log("weft loader");\n');
  writeFileSync(join(distDir, 'timer.element-AbCdEf12.js'), 'export default 1;\n');
  dbFile = join(tmp, 'nested', 'data', 'weft.db');
  app = buildApp({ dbFile, distDir, demoDir });
  // Routes that exist only to exercise the error handler.
  app.post(
    '/api/test/validate',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 5 } },
        },
      },
    },
    async () => ({ success: true, data: null }),
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret internals at /srv/db.mjs:12');
  });
  app.get('/api/test/conflict', async () => {
    throw httpError(409, 'Already registered', { email: ['This email is taken'] });
  });
  await app.ready();
});

after(async () => {
  await app?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('API', () => {
  test('GET /api/health runs a query, creates the db file and seeds the demo site', async () => {
    const res = await app.inject('/api/health');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, data: { database: 'ok' } });
    assert.ok(existsSync(dbFile));
    const db = new Database(dbFile, { readonly: true });
    try {
      const row = db.prepare('SELECT website_id, name FROM sites').all();
      assert.deepEqual(row, [{ website_id: 'c2l0ZS0x', name: 'Weft demo site' }]);
      assert.equal(Buffer.from(DEMO_WEBSITE_ID, 'base64').toString(), 'site-1');
    } finally {
      db.close();
    }
  });

  test('GET /cheetah/version', async () => {
    const res = await app.inject('/cheetah/version');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, data: { status: 'published', version: 1 } });
  });

  test('unknown /api/ routes answer the 404 envelope', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await app.inject({ method, url: '/api/nope?x=1' });
      assert.equal(res.statusCode, 404);
      assert.match(res.headers['content-type'], /^application\/json/);
      assert.deepEqual(res.json(), { success: false, message: 'Not found', errors: {} });
    }
  });

  test('validation errors answer 422 with messages per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/validate', payload: {} });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.success, false);
    assert.equal(typeof body.message, 'string');
    assert.ok(Array.isArray(body.errors.email) && body.errors.email.length > 0);

    const short = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'a' },
    });
    assert.equal(short.statusCode, 422);
    assert.ok(short.json().errors.email);
  });

  test('thrown errors answer 500 without leaking internals', async () => {
    const res = await app.inject('/api/test/boom');
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { success: false, message: 'Internal server error', errors: {} });
    assert.doesNotMatch(res.body, /secret|srv|stack/);
  });

  test('httpError keeps its status, message and field errors', async () => {
    const res = await app.inject('/api/test/conflict');
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'Already registered',
      errors: { email: ['This email is taken'] },
    });
  });
});

describe('site-mode shell', () => {
  test('serves the demo site with the strict security headers', async () => {
    const res = await app.inject('/');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/html/);
    assert.equal(res.headers['content-security-policy'], EXPECTED_CSP);
    assert.equal(CONTENT_SECURITY_POLICY, EXPECTED_CSP);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.match(res.body, /^<!doctype html>\n<html lang="en">/);
    assert.match(res.body, /<title>[^<]+<\/title>/);
    assert.match(res.body, /<script src="\/weft\/weft\.js" async><\/script>/);
    // Restricted pages' layouts stay out of the page (test/node/restricted-layout.test.mjs).
    assert.deepEqual(JSON.parse(siteJson(res.body)), publicSiteData(siteData));
  });

  test('server-renders the home page as weft-* tags with escaped configs', async () => {
    const { body } = await app.inject('/');
    const mount = /<weft-site>([\s\S]*)<\/weft-site>/.exec(body)?.[1] ?? '';
    assert.match(
      mount,
      /^<weft-panel id="panel-1" config='\{\}'><weft-text id="el-1" config='[^']*'><\/weft-text><weft-timer id="el-2" config='[^']*'><\/weft-timer><weft-image id="el-3" config='[^']*'><\/weft-image><\/weft-panel>$/,
    );
    const [panel] = siteData.pages[0].layout.desktop;
    assert.deepEqual(configOf(mount, 'text'), panel.children[0].config);
    assert.deepEqual(configOf(mount, 'timer'), {
      type: 'start_user_every_access',
      theme: 'panels',
      hours: 2,
      minutes: 0,
      seconds: 0,
      height: 160,
    });
    assert.deepEqual(configOf(mount, 'image'), panel.children[2].config);
    assert.ok(mount.includes('&lt;h1&gt;Weft demo site&lt;/h1&gt;'));
  });

  test('any extension-less path gets the shell; file-like paths do not', async () => {
    const page = await app.inject('/some/deep/path?utm=1');
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'], /^text\/html/);
    const file = await app.inject('/missing.png');
    assert.equal(file.statusCode, 404);
  });

  test('serves the demo assets', async () => {
    const res = await app.inject('/demo-assets/weft.svg');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^image\/svg\+xml/);
    assert.equal((await app.inject('/demo-assets/../site-data.json')).statusCode, 404);
  });
});

describe('hostile site data', () => {
  let hostileTmp;
  let hostileApp;
  const html = `</script><script>alert(1)</script><p title="x" data-y='y'>Tom & Jerry</p>`;

  before(async () => {
    hostileTmp = mkdtempSync(join(tmpdir(), 'weft-hostile-'));
    const data = structuredClone(siteData);
    data.pages[0].layout.desktop[0].children[0].config.html = html;
    writeFileSync(join(hostileTmp, 'site-data.json'), JSON.stringify(data));
    writeFileSync(join(hostileTmp, 'embed.html'), '<!doctype html><title>embed</title>');
    hostileApp = buildApp({ dbFile: join(hostileTmp, 'weft.db'), distDir, demoDir: hostileTmp });
    await hostileApp.ready();
  });

  after(async () => {
    await hostileApp?.close();
    rmSync(hostileTmp, { recursive: true, force: true });
  });

  test('a </script> in site data cannot break out of #weft-site or the config attribute', async () => {
    const { body } = await hostileApp.inject('/');
    const data = JSON.parse(siteJson(body));
    assert.equal(data.pages[0].layout.desktop[0].children[0].config.html, html);
    assert.equal(
      body.match(/<script/g).length,
      4,
      "only the shell's scripts: site data, two consent-gated host scripts, the loader",
    );
    assert.equal(body.match(/<\/script>/g).length, 4);
    assert.ok(!body.includes('alert(1)</script>'));
    assert.equal(configOf(body, 'text').html, html);
  });

  test('GET /embed.html serves demoDir/embed.html with the CSP, 404 when missing', async () => {
    const res = await hostileApp.inject('/embed.html');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/html/);
    assert.equal(res.headers['content-security-policy'], EXPECTED_CSP);
    assert.equal(res.body, '<!doctype html><title>embed</title>');

    rmSync(join(hostileTmp, 'embed.html'));
    assert.equal((await hostileApp.inject('/embed.html')).statusCode, 404);
  });
});

describe('/weft/ bundle', () => {
  test('weft.js is revalidated on every load', async () => {
    const res = await app.inject('/weft/weft.js');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /javascript/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.body, 'console.log("weft loader");\n');
  });

  test('hashed chunks are cached for a year as immutable', async () => {
    const res = await app.inject('/weft/timer.element-AbCdEf12.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('chunks can be loaded from any origin', async () => {
    for (const url of ['/weft/weft.js', '/weft/timer.element-AbCdEf12.js']) {
      const res = await app.inject({ url, headers: { origin: 'https://third-party.example' } });
      assert.equal(res.headers['access-control-allow-origin'], '*');
    }
  });

  test('a missing chunk is a 404, not the shell', async () => {
    const res = await app.inject('/weft/nope-12345678.js');
    assert.equal(res.statusCode, 404);
    assert.doesNotMatch(res.headers['content-type'] ?? '', /html/);
  });

  test('serves only what browsers load: not the server renderer, nor the build manifest (issue 42)', async () => {
    mkdirSync(join(distDir, 'server'), { recursive: true });
    mkdirSync(join(distDir, 'docs'), { recursive: true });
    writeFileSync(join(distDir, 'server', 'render.mjs'), 'export const SERVER_SECRET = 1;\n');
    writeFileSync(join(distDir, 'manifest.json'), '{"site":"site-AbCdEf12.js"}');
    writeFileSync(join(distDir, 'custom-elements.json'), '{"modules":[]}');
    writeFileSync(join(distDir, 'docs', 'timer.html'), '<!doctype html><title>timer</title>');
    for (const url of [
      '/weft/server/render.mjs',
      '/weft/server/',
      '/weft/server/../server/render.mjs',
      '/weft/%73erver/render.mjs',
      '/weft/manifest.json',
    ]) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /SERVER_SECRET|site-AbCdEf12/, url);
    }
    for (const url of ['/weft/weft.js', '/weft/custom-elements.json', '/weft/docs/timer.html']) {
      assert.equal((await app.inject(url)).statusCode, 200, url);
    }
  });
});

describe('database', () => {
  test('migrations are idempotent across restarts', () => {
    const file = join(tmp, 'twice', 'weft.db');
    const first = openDatabase(file);
    const versions = first.prepare('SELECT version FROM schema_migrations').pluck().all();
    assert.ok(versions.length >= 2, 'every migration ran');
    assert.deepEqual(
      versions,
      versions.map((_, i) => i + 1),
      'in order, each once',
    );
    first.close();

    const second = openDatabase(file);
    try {
      assert.deepEqual(migrate(second), []);
      assert.deepEqual(second.prepare('SELECT version FROM schema_migrations').pluck().all(), versions);
      assert.equal(second.prepare('SELECT count(*) FROM sites').pluck().get(), 1);
      assert.equal(second.pragma('foreign_keys', { simple: true }), 1);
      assert.equal(second.pragma('journal_mode', { simple: true }), 'wal');
    } finally {
      second.close();
    }
  });

  test('form submissions belong to a known site and hold JSON', () => {
    const db = openDatabase(join(tmp, 'forms', 'weft.db'));
    try {
      const insert = db.prepare('INSERT INTO form_submissions (website_id, form, payload) VALUES (?, ?, ?)');
      insert.run(DEMO_WEBSITE_ID, 'contact', JSON.stringify({ email: 'a@b.co' }));
      const row = db.prepare('SELECT form, payload, created_at FROM form_submissions').get();
      assert.equal(row.form, 'contact');
      assert.deepEqual(JSON.parse(row.payload), { email: 'a@b.co' });
      assert.match(row.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      assert.throws(() => insert.run('bm9wZQ', 'contact', '{}'), /FOREIGN KEY/);
      assert.throws(() => insert.run(DEMO_WEBSITE_ID, 'contact', 'not json'), /CHECK/);
    } finally {
      db.close();
    }
  });
});

describe('the demo server, compressed as a CDN would serve it', () => {
  let compressed;
  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weft-compress-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'weft.js'), `console.log(${JSON.stringify('loader '.repeat(400))});\n`);
    writeFileSync(join(dist, 'react-abc123de.js'), `export default ${JSON.stringify('chunk '.repeat(400))};\n`);
    compressed = buildApp({ dbFile: join(dir, 'weft.db'), distDir: dist, demoDir, compress: true });
    await compressed.ready();
  });
  after(async () => compressed?.close());

  test('sends pages, the loader and hashed chunks brotli- or gzip-compressed, chunks cached for a year', async () => {
    for (const url of ['/home', '/weft/weft.js', '/weft/react-abc123de.js']) {
      const res = await compressed.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-encoding'], 'gzip', url);
    }
    const br = await compressed.inject({ url: '/home', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    const chunk = await compressed.inject({ url: '/weft/react-abc123de.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const loader = await compressed.inject({ url: '/weft/weft.js' });
    assert.equal(loader.headers['cache-control'], 'no-cache');
    assert.equal(loader.headers['content-encoding'], undefined, 'nothing compressed for a client that did not ask');
  });
});
