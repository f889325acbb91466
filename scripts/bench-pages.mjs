// npm run bench:pages (and the end of npm run bench): every demo page and the embed page as a phone
// opens them on a real 4× slower CPU (Chromium's CPU throttling, a phone's agent and viewport; not
// Lighthouse's simulation), from the navigation to 5 s after the load event: script time, long
// tasks, blocking time (each long task's time over 50 ms) and scripts fetched. Median of RUNS loads
// of pages the server has drawn before, each side by side with the same page as static HTML (the
// same response with Weft's script refused), so the difference is what Weft's scripts cost.
//   node scripts/bench-pages.mjs [/path …]    BENCH_RUNS=3 by default
/* global window -- functions run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../demo/backend/app.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AFTER_LOAD_MS = 5000;
const CPU_SLOWDOWN = 4;
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/layout', '/forms', '/media', '/blog', '/links', '/embed.html'];
const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 915, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true },
};

/** Long tasks from the navigation on, as the page sees them. */
const OBSERVE = () => {
  const tasks = [];
  window.__weftLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One load of `url` on a throttled phone: what ran from the navigation to 5 s after the load event. */
async function measure(browser, url, staticOnly) {
  const page = await browser.newPage();
  try {
    await page.setUserAgent(PHONE.userAgent);
    await page.setViewport(PHONE.viewport);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.evaluateOnNewDocument(OBSERVE);
    let scripts = 0;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const isScript = request.resourceType() === 'script';
      // The static page: the same HTML and styles, Weft's scripts refused.
      if (isScript && staticOnly) return void request.abort();
      if (isScript) scripts++;
      void request.continue();
    });
    const session = await page.createCDPSession();
    await session.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    const loaded = await page.evaluate(() => performance.now());
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    const { metrics } = await session.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
    const tasks = await page.evaluate((end) => window.__weftLongTasks.filter(([start]) => start <= end), loaded + AFTER_LOAD_MS);
    return {
      script: scriptSeconds * 1000,
      blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: tasks.reduce((most, [, duration]) => Math.max(most, duration), 0),
      longTasks: tasks.length,
      scripts,
    };
  } finally {
    await page.close();
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'weft-bench-pages-'));
const app = buildApp({
  dbFile: join(tmp, 'weft.db'),
  distDir: join(root, 'dist'),
  demoDir: join(root, 'demo'),
  compress: true,
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
const rows = [];
try {
  for (const path of PAGES) {
    const url = `${address}${path}`;
    // Drawn once before: the server renderer and the browser's cache are warm, as for a visitor's next page.
    await measure(browser, url, false);
    const weft = [];
    const plain = [];
    for (let run = 0; run < RUNS; run++) {
      weft.push(await measure(browser, url, false));
      plain.push(await measure(browser, url, true));
    }
    const pick = (list, key) => Math.round(median(list.map((row) => row[key])));
    rows.push({
      page: path,
      'script ms': `${pick(weft, 'script')} (static ${pick(plain, 'script')})`,
      'blocking ms': `${pick(weft, 'blocking')} (static ${pick(plain, 'blocking')})`,
      'longest task ms': `${pick(weft, 'longest')} (static ${pick(plain, 'longest')})`,
      'long tasks': pick(weft, 'longTasks'),
      scripts: pick(weft, 'scripts'),
    });
    console.log(`${path}: measured`);
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`\nA phone on a ${CPU_SLOWDOWN}× slower CPU, navigation to ${AFTER_LOAD_MS / 1000} s after load, median of ${RUNS}:`);
console.table(rows);
