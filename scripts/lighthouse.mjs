// npm run lighthouse: Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G)
// against the demo site as `npm start` serves it (compressed, hashed chunks cached), in Debian's
// Chromium. Prints the scores and the main metrics of each page; run `npm run build` first.
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../demo/backend/app.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const PAGES = (process.argv.slice(2).length ? process.argv.slice(2) : ['/']).map((p) => (p.startsWith('/') ? p : `/${p}`));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

if (!existsSync(join(root, 'dist/weft.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// The demo server with a database of its own, so a run leaves the demo's data alone.
const tmp = mkdtempSync(join(tmpdir(), 'weft-lighthouse-'));
const app = buildApp({ dbFile: join(tmp, 'weft.db'), distDir: join(root, 'dist'), demoDir: join(root, 'demo'), compress: true });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [...CHROMIUM_FLAGS, '--remote-debugging-port=0'],
});
const port = Number(new URL(browser.wsEndpoint()).port);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

let failed = false;
try {
  console.log(`Lighthouse (mobile preset, simulated throttling), median of ${RUNS} runs per page, ${address}\n`);
  for (const path of PAGES) {
    // A server that has been up: the page drawn once before (the renderer's first drawing of a
    // page runs cold code, 3–10 times slower, and Lighthouse's simulation takes the server's time
    // as it measured it).
    await fetch(`${address}${path}`).then((answer) => answer.arrayBuffer());
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${address}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      runs.push(result.lhr);
    }
    const score = (category) => Math.round(100 * median(runs.map((lhr) => lhr.categories[category]?.score ?? 0)));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const last = runs.at(-1);
    console.log(
      `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`,
    );
    console.log(
      `  ${Object.entries(METRICS)
        .map(([name, id]) => `${name} ${id === METRICS.CLS ? metric(id).toFixed(3) : `${Math.round(metric(id))} ms`}`)
        .join(', ')}`,
    );
    const unusedJs = last.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0;
    const compression = last.audits['uses-text-compression']?.score;
    console.log(
      `  unused JavaScript ${(unusedJs / 1024).toFixed(0)} KiB; text compression ${compression === 1 ? 'on' : 'missing'}`,
    );
    // What keeps accessibility and best practices under 100: the failing audits' ids, so a page's
    // axe findings (Lighthouse runs axe) can be fixed without opening the report.
    for (const category of ['accessibility', 'best-practices']) {
      const failing = last.categories[category]?.auditRefs
        .filter((ref) => ref.weight > 0 && last.audits[ref.id]?.score !== null && last.audits[ref.id]?.score < 1)
        .map((ref) => ref.id);
      if (failing?.length) console.log(`  ${category} audits failing: ${failing.join(', ')}`);
    }
    if (runs.some((lhr) => lhr.runtimeError)) {
      failed = true;
      console.error(`  Lighthouse reported: ${runs.find((lhr) => lhr.runtimeError).runtimeError.message}`);
    }
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(tmp, { recursive: true, force: true });
}
if (failed) process.exit(1);
