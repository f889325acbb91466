// Every demo page, the embed page and every /docs page, as a visitor opens them in Chromium,
// Firefox ESR and WebKitGTK (issue 39, "Done means"): `weft.ready` resolves, every weft-* tag is
// defined and drawn, no page error, and the page's height and drawn text are Chromium's.
// Needs `npm run build` (dist/) and the three engines (.ci/run installs them): a missing one fails
// the test with its name, never a silent skip.
/* global window, document, customElements, getComputedStyle, NodeFilter, requestAnimationFrame -- functions run in the page */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import * as puppeteer from 'puppeteer-core';
import { buildApp } from '../../demo/backend/app.mjs';
import { readSite } from '../../demo/backend/site/read.mjs';
import { FIREFOX } from '../../scripts/browsers.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import { MINIBROWSER, WEBKIT_DRIVER, webkitLauncher } from '../plugins/webkit.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const distDir = join(root, 'dist/');
const site = await readSite(join(root, 'demo/'));
const PATHS = [
  ...site.pages.map((page) => (page.initial === '1' ? '/' : `/${page.url}`)),
  '/embed.html',
  ...(existsSync(join(distDir, 'docs')) ? readdirSync(join(distDir, 'docs')) : [])
    .filter((name) => name.endsWith('.html'))
    .map((name) => `/weft/docs/${name}`),
];
const VIEWPORT = { width: 1280, height: 800 };
/** Engines draw the same text a pixel apart here and there; a page longer by more has lost or gained something. */
const HEIGHT_TOLERANCE_PX = 4;
/** Text that changes with the second it is read: the timer's numbers, a counter on its way up. */
const TICKING = ['weft-timer', 'weft-counter-text', 'weft-counter-bar'];

// First in every page: keeps what the page says went wrong (the page's CSP allows scripts of its own origin only).
const RECORDER = `window.__errors = [];
const report = console.error.bind(console);
console.error = (...args) => { window.__errors.push(args.map(String).join(' ')); report(...args); };
addEventListener('error', (event) => window.__errors.push('uncaught: ' + event.message));
addEventListener('unhandledrejection', (event) => window.__errors.push('unhandled: ' + event.reason));`;

/**
 * What a visitor's engine shows of the page it is on, once `weft.ready` has resolved and every tag
 * found is defined (each bounded: a page that never gets there says so). Runs in the page.
 */
async function measure(ticking) {
  // What a widget shows while its data is on the way (as in test/browser/axe-pages.test.ts).
  const LOADING = '.loading, [part~="loading"], [part~="spinner"], [aria-busy="true"]';
  // `holds` answers a boolean: an async function returning a promise would wait for it instead.
  const wait = async (holds, ms) => {
    const end = Date.now() + ms;
    while (!holds() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
    return holds();
  };
  const hosts = () => {
    const found = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.localName.startsWith('weft-')) found.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return found;
  };
  const problems = [];
  if (!(await wait(() => Boolean(window.weft?.ready), 15000))) problems.push('no window.weft.ready');
  else {
    const settled = await Promise.race([
      window.weft.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 20000)),
    ]);
    if (!settled) problems.push('weft.ready did not resolve in 20 s');
  }
  // <weft-site> is the site's mount, not an element of its own.
  const undefinedTags = () =>
    [...new Set(hosts().map((el) => el.localName))].filter((tag) => tag !== 'weft-site' && !customElements.get(tag));
  await wait(() => undefinedTags().length === 0, 10000);
  await document.fonts?.ready;
  // A panel off the screen is laid out at an estimate (content-visibility: auto, elements/panel/
  // panel.css) that each engine makes its own way. Each is drawn here as a visitor scrolling down
  // would see it, without a scroll (which would start scroll popups, the secondary header and the
  // lazy loads, each at its own time): the heights compared are the page's own.
  for (const el of document.querySelectorAll('*')) {
    if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  }
  // What the first screen's widgets fetch (the blog's posts) has arrived: engines compared mid-load
  // differ by the network's timing. Widgets below it fetch once seen, in no engine here.
  const loading = () =>
    hosts().some((el) => {
      const box = el.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0 && el.shadowRoot?.querySelector(LOADING);
    });
  await wait(() => !loading(), 10000);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const text = (node) => {
    const parts = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && /^(style|script|template)$/.test(parent.localName)) continue;
      parts.push(walker.currentNode.data);
    }
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  };
  const all = hosts();
  return {
    problems,
    undefinedTags: undefinedTags(),
    undrawn: all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return !(box.width > 0 && box.height > 0);
      })
      .map((el) => `${el.localName}${el.id ? `#${el.id}` : ''}`),
    texts: all.map((el) => {
      const said = el.shadowRoot ? text(el.shadowRoot) : '';
      return `${el.localName}: ${ticking.includes(el.localName) ? said.replace(/\d/g, '#') : said}`;
    }),
    bodyText: document.body.innerText.replace(/\s+/g, ' ').trim(),
    height: document.documentElement.scrollHeight,
    errors: window.__errors ?? ['the recorder did not run'],
  };
}

/** The three engines, each with `open(url)` resolving to `measure`'s answer there. */
const ENGINES = {
  async chromium() {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    return {
      async open(url) {
        await page.goto(url, { waitUntil: 'load' });
        return page.evaluate(measure, TICKING);
      },
      close: () => browser.close(),
    };
  },
  async firefox() {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'network.connectivity-service.enabled': false },
    });
    const page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    return {
      async open(url) {
        await page.goto(url, { waitUntil: 'load' });
        return page.evaluate(measure, TICKING);
      },
      close: () => browser.close(),
    };
  },
  async webkit() {
    const webkit = webkitLauncher(VIEWPORT);
    await webkit.start();
    await webkit.fitViewport();
    return {
      async open(url) {
        await webkit.command('POST', '/url', { url });
        // Navigation returns at once (pageLoadStrategy none): wait for the new document to load.
        for (let i = 0; i < 400; i++) {
          const state = await webkit
            .command('POST', '/execute/sync', { script: 'return [location.href, document.readyState]', args: [] })
            .catch(() => []);
          if (state[0] === url && state[1] === 'complete') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return webkit.command('POST', '/execute/async', {
          script: `const done = arguments[arguments.length - 1]; (${measure})(arguments[0]).then(done, (e) => done({ problems: [String(e)] }));`,
          args: [TICKING],
        });
      },
      close: () => webkit.stop(),
    };
  },
};

const MISSING = [
  !existsSync(join(distDir, 'weft.js')) && `dist/ (run \`npm run build\`)`,
  !existsSync(CHROMIUM) && `Chromium at ${CHROMIUM} (apt-get install chromium)`,
  !existsSync(FIREFOX) && `Firefox ESR at ${FIREFOX} (apt-get install firefox-esr)`,
  !existsSync(WEBKIT_DRIVER) && `WebKitWebDriver at ${WEBKIT_DRIVER} (apt-get install webkit2gtk-driver)`,
  !existsSync(MINIBROWSER) && `WebKitGTK's MiniBrowser at ${MINIBROWSER} (apt-get install libwebkit2gtk-4.1-0)`,
].filter(Boolean);

describe('every page in every engine', () => {
  let app;
  let tmp = '';
  let address = '';
  /** @type {Record<string, Record<string, any>>} engine → path → what it showed */
  const shown = {};

  before(async () => {
    assert.deepEqual(MISSING, [], `needs ${MISSING.join(', ')}`);
    tmp = mkdtempSync(join(tmpdir(), 'weft-engines-'));
    app = buildApp({ dbFile: join(tmp, 'weft.db'), distDir, demoDir: join(root, 'demo/') });
    app.get('/__record.js', (request, reply) => reply.type('text/javascript').send(RECORDER));
    app.addHook('onSend', async (request, reply, payload) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      // The site's pages come as a string; the embed and docs pages as a file's stream.
      const html = typeof payload === 'string' ? payload : await text(payload);
      reply.removeHeader('content-length');
      return html.replace(/<head[^>]*>/, (head) => `${head}<script src="/__record.js"></script>`);
    });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The engines side by side, each page after page; each engine's own failures are its results.
    await Promise.all(
      Object.entries(ENGINES).map(async ([name, start]) => {
        shown[name] = {};
        let engine;
        try {
          engine = await start();
          for (const path of PATHS) {
            shown[name][path] = await engine.open(`${address}${path}`).catch((error) => ({ problems: [String(error)] }));
          }
        } catch (error) {
          shown[name].started = String(error);
        } finally {
          await engine?.close().catch(() => {});
        }
      }),
    );
  });
  after(async () => {
    await app?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('the pages are all there', () => {
    assert.ok(PATHS.length > 60, `${PATHS.length} pages`);
  });

  for (const engine of Object.keys(ENGINES)) {
    describe(engine, () => {
      test('starts', () => assert.equal(shown[engine]?.started, undefined));
      for (const path of PATHS) {
        test(path, () => {
          const here = shown[engine]?.[path];
          assert.ok(here, 'not opened');
          assert.deepEqual(here.problems, [], 'weft.ready');
          assert.deepEqual(here.undefinedTags, [], 'tags never defined');
          assert.deepEqual(here.errors, [], 'page errors');
          const chromium = shown.chromium?.[path];
          if (engine === 'chromium' || !chromium?.texts) return;
          assert.deepEqual(here.undrawn, chromium.undrawn, 'the tags drawn at zero size differ from Chromium’s');
          assert.ok(
            Math.abs(here.height - chromium.height) <= HEIGHT_TOLERANCE_PX,
            `page height ${here.height} px, Chromium ${chromium.height} px`,
          );
          assert.deepEqual(here.texts, chromium.texts, 'the text drawn in each element differs from Chromium’s');
          assert.equal(here.bodyText, chromium.bodyText, 'the page’s own text differs from Chromium’s');
        });
      }
    });
  }
});
