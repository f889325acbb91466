// The take-over of a server-drawn page in WebKit (Safari's engine), as server-take-over.test.mjs
// proves it in Chromium: each open demo page is shot in WebKitGTK's MiniBrowser as its HTML paints
// with scripts off, and again once Weft has taken every element in the first screen over, on a
// desktop and on a phone (an iPhone's user agent, so the server draws the phone's page). The two
// shots must be the same picture, and every element's box the same: the server's stylesheet,
// scoped with :where(:host(weft-x)), styles the first paint in WebKit too.
// WebKit has no layout-shift entries (a Chromium API): what a shift leaves behind is read here,
// the boxes and the picture once taken over; a shift that comes and goes is Chromium's test's.
// Runs when WEFT_BROWSERS names webkit; needs `npm run build` (dist/), WebKitWebDriver and Xvfb
// (.ci/run installs them): WEFT_BROWSERS=webkit node --test test/engines/server-take-over-webkit.test.mjs
/* global window, document, requestAnimationFrame -- functions run in the page by WebDriver */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { readSite } from '../../demo/backend/site/read.mjs';
import { MINIBROWSER, WEBKIT_DRIVER, webkitLauncher } from '../plugins/webkit.mjs';
import { useDemoServer } from '../node/backend.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Asked for as the browser suite is (WEFT_BROWSERS names webkit): it starts WebKit four times.
const asked = (process.env.WEFT_BROWSERS ?? '').toLowerCase().includes('webkit');
const ready = existsSync(join(root, 'dist/server/render.mjs')) && existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER);
const site = await readSite(join(root, 'demo/'));
// The pages the server draws: open ones, but not the member tabs' (the browser alone knows the session).
const open = site.pages.filter(
  (page) =>
    !page.is_member &&
    !(page.restrict_areas ?? []).length &&
    page.url !== '404' &&
    !JSON.stringify(page.layout ?? {}).includes('"type":"user-nav"'),
);
const paths = open.map((page) => (page.initial === '1' ? '/' : `/${page.url}`));

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Waits until `check` (run in the page) returns a truthy value; fails with `what` after 20 s. */
async function until(browser, check, what) {
  if (process.env.WEFT_DEBUG) console.error(new Date().toISOString(), what);
  for (const end = Date.now() + 20000; ;) {
    const value = await browser.command('POST', '/execute/sync', { script: `return (${check})()`, args: [] });
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `fn` in the page, returning what it returns. */
function run(browser, fn) {
  return browser.command('POST', '/execute/sync', { script: `return (${fn})()`, args: [] });
}

/** A PNG's pixels as RGB(A) rows (8 bits a channel, not interlaced: what WebKitWebDriver writes). */
function decodePng(png) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, type, , , interlace] = png.subarray(24, 29);
  assert.ok(depth === 8 && (type === 2 || type === 6) && interlace === 0, `an 8-bit RGB or RGBA PNG (${depth}, ${type})`);
  const bpp = type === 6 ? 4 : 3;
  const data = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter];
      out[y * stride + x] = (line[x] + add) & 0xff;
    }
  }
  return { width, height, bpp, pixels: out };
}

/**
 * How many pixels of two shots differ visibly (the three channels by more than 48 together, as in
 * Chromium's test): text drawn again may be antialiased a shade differently, which no visitor sees.
 */
function differingPixels(a, b, masks = []) {
  const [x, y] = [decodePng(a), decodePng(b)];
  if (x.width !== y.width || x.height !== y.height) return Infinity;
  const masked = (p) => {
    const [px, py] = [p % x.width, Math.floor(p / x.width)];
    return masks.some(([left, top, right, bottom]) => px >= left && px < right && py >= top && py < bottom);
  };
  let count = 0;
  for (let i = 0, j = 0; i < x.pixels.length; i += x.bpp, j += y.bpp) {
    if (masks.length && masked(i / x.bpp)) continue;
    const d =
      Math.abs(x.pixels[i] - y.pixels[j]) +
      Math.abs(x.pixels[i + 1] - y.pixels[j + 1]) +
      Math.abs(x.pixels[i + 2] - y.pixels[j + 2]);
    if (d > 48) count++;
  }
  return count;
}

describe(
  'WebKit takes over a server-drawn page',
  {
    skip: (!asked && 'run with WEFT_BROWSERS=webkit') || (!ready && 'needs `npm run build`, WebKitWebDriver and Xvfb'),
  },
  () => {
    const server = useDemoServer('take-over-webkit');
    /** One MiniBrowser at a time (each is a process and an Xvfb of its own): for a device, with scripts or without. */
    let current = null;
    const browser = async (phone, scripts) => {
      const key = `${phone}-${scripts}`;
      if (current?.key === key) return current.browser;
      await current?.browser.stop();
      const args = [...(scripts ? [] : ['--enable-javascript=false']), ...(phone ? [`--user-agent=${IPHONE}`] : [])];
      current = { key, browser: webkitLauncher({ ...(phone ? PHONE : DESKTOP), args, pageLoad: 'normal' }) };
      return current.browser;
    };
    after(async () => {
      await current?.browser.stop();
    });

    /** One page, shot with or without scripts, for a visitor who has chosen cookies (no banner). */
    async function shoot(path, { phone, scripts }) {
      const b = await browser(phone, scripts);
      await b.ready();
      await b.fitViewport();
      if (!b.cookies) {
        // A cookie is set on a page of its site.
        await b.command('POST', '/url', { url: `${server.address}/robots.txt` });
        for (const [name, value] of [
          ['cookieControl', 'true'],
          ['cookieControlPrefs', '[]'],
        ])
          await b.command('POST', '/cookie', { cookie: { name, value, path: '/' } });
        b.cookies = true;
      }
      // Navigation returns after the page's load.
      await b.command('POST', '/url', { url: `${server.address}${path}` });
      if (scripts) {
        await until(b, () => 'ready' in (window.weft ?? {}), 'window.weft');
        await run(b, () => window.weft.ready.then(() => (window.weftReady = true)));
        await until(b, () => window.weftReady, 'weft.ready');
        // Every element in the viewport has taken over (those further down wait, src/root.ts).
        await until(
          b,
          () =>
            [...document.querySelectorAll('[data-weft-ssr]')].every((el) => {
              const box = el.getBoundingClientRect();
              return box.top >= window.innerHeight || box.bottom <= 0 || !el.getClientRects().length;
            }),
          'the first screen taken over',
        );
      }
      // The fonts and the first screen's pictures in (those in shadow roots too); then a frame for the last paint.
      await until(
        b,
        () => {
          const images = [];
          const walk = (root) => {
            for (const el of root.querySelectorAll('*')) {
              if (el.localName === 'img') images.push(el);
              if (el.shadowRoot) walk(el.shadowRoot);
            }
          };
          walk(document);
          return (
            document.fonts.status === 'loaded' &&
            images.every((image) => image.complete || image.getBoundingClientRect().top >= window.innerHeight)
          );
        },
        'fonts and pictures',
      );
      await run(b, () => {
        window.weftFrame = false;
        requestAnimationFrame(() => requestAnimationFrame(() => (window.weftFrame = true)));
      });
      // Without scripts no frame callback runs: the page is still by then.
      if (scripts) await until(b, () => window.weftFrame, 'a frame');
      // The box of every element on the first screen, named by its tag and id, or its place among its tag's.
      const boxes = await b.command('POST', '/execute/sync', {
        script: `const seen = {};
        return [...document.querySelectorAll('body *')]
          .filter((el) => el.localName.startsWith('weft-') && el.localName !== 'weft-consent')
          .map((el) => {
            const r = el.getBoundingClientRect();
            seen[el.localName] = (seen[el.localName] || 0) + 1;
            const name = el.localName + (el.id ? '#' + el.id : ' ' + seen[el.localName]);
            // Its part on the first screen: below it, a list that grows as its posts come moves nothing in view.
            return [name, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(Math.min(r.bottom, innerHeight) - r.y)];
          })
          .filter(([, , y, , height]) => height > 0 && y < innerHeight)`,
        args: [],
      });
      // The timer's numbers tick between the two loads, and the consent button (a fixed overlay) comes
      // with the scripts: their boxes are left out of the comparison (styles a test adds do not show
      // in WebKit with scripts off).
      const masks = await run(b, () =>
        [...document.querySelectorAll('weft-timer, weft-consent')].map((el) => {
          const r = el.getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom].map(Math.round);
        }),
      );
      // The picture once it holds still: with scripts off no frame callback says when the pictures are
      // painted, so two shots in a row must agree.
      const take = async () => Buffer.from(await b.command('GET', '/screenshot'), 'base64');
      let shot = await take();
      for (let tries = 0; tries < 50; tries++) {
        const next = await take();
        if (differingPixels(shot, next, masks) === 0) break;
        shot = next;
      }
      return { shot, boxes, masks };
    }

    for (const phone of [false, true]) {
      test(`every open demo page looks the same before and after, ${phone ? 'on a phone' : 'on a desktop'}`, async () => {
        const differ = [];
        const moved = [];
        const before = [];
        for (const path of paths) before.push(await shoot(path, { phone, scripts: false }));
        for (const [i, path] of paths.entries()) {
          const after = await shoot(path, { phone, scripts: true });
          const was = new Map(before[i].boxes.map(([name, ...box]) => [name, box.join()]));
          const changed = after.boxes.filter(([name, ...box]) => was.has(name) && was.get(name) !== box.join());
          if (changed.length)
            moved.push(`${path}: ${changed.map(([name, ...box]) => `${name} ${was.get(name)} → ${box.join()}`).join('; ')}`);
          const count = differingPixels(before[i].shot, after.shot, [...before[i].masks, ...after.masks]);
          if (count > 0) {
            const name = join(tmpdir(), `weft-take-over-webkit${path.replace(/\W/g, '-')}${phone ? '-phone' : ''}`);
            writeFileSync(`${name}-html.png`, before[i].shot);
            writeFileSync(`${name}-taken-over.png`, after.shot);
            differ.push(`${path}: ${count} pixels (${name}-*.png)`);
          }
        }
        assert.deepEqual(moved, [], 'elements whose box changed when Weft took over');
        assert.deepEqual(differ, [], 'pages whose look changed when Weft took over');
      });
    }
  },
);
