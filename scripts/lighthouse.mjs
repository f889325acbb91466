// npm run lighthouse: Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G)
// against the demo site as `npm start` serves it (compressed, hashed chunks cached), in Debian's
// Chromium. Prints the scores and the main metrics of each page; run `npm run build` first.
// LIGHTHOUSE_TBT=1 prints, for each run, the tasks Lighthouse's simulation counts as blocking.
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
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

/**
 * What Lighthouse's blocking time is made of in one run: the tasks its simulation (lantern) puts
 * between the first paint and interactive, each counted for what it runs there past 50 ms (at 4×
 * this machine's CPU, 2× for a task that lays out), with the trace events that fill it. The
 * optimistic estimate, half the score's.
 */
async function blockingTasks({ lhr, artifacts }) {
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const paint = (await LanternFirstContentfulPaint.request(data, context)).pessimisticEstimate.timeInMs;
  const interactive = (await LanternInteractive.request(data, context)).optimisticEstimate.timeInMs;
  const { optimisticEstimate } = await LanternTotalBlockingTime.request(data, context);
  const tasks = [];
  for (const [node, timing] of optimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    // As lantern counts it: the task clipped to the window, less 50 ms.
    const blocking = Math.min(timing.endTime, interactive) - Math.max(timing.startTime, paint) - 50;
    if (blocking <= 0) continue;
    const inside = new Map();
    for (const event of node.childEvents) {
      if (!(event.dur >= 1000)) continue; // marks have no length
      const name = `${event.name}${event.args?.data?.url ? ` (${event.args.data.url.split('/').pop()})` : ''}`;
      inside.set(name, (inside.get(name) ?? 0) + event.dur / 1000);
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4);
    tasks.push(
      `${Math.round(blocking)} ms of a task of ${(node.event.dur / 1000).toFixed(1)} ms here, ${Math.round(timing.duration)} ms simulated` +
        (top.length ? `: ${top.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}` : ''),
    );
  }
  return tasks;
}

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
    const blocking = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${address}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      runs.push(result.lhr);
      if (process.env.LIGHTHOUSE_TBT) blocking.push(await blockingTasks(result));
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
    // LIGHTHOUSE_TBT=1: each run's blocking time, task by task, as Lighthouse simulated it.
    blocking.forEach((tasks, i) => {
      const tbt = Math.round(runs[i].audits['total-blocking-time'].numericValue);
      console.log(`  run ${i + 1}, TBT ${tbt} ms; the optimistic estimate's tasks: ${tasks.length ? '' : 'none'}`);
      for (const task of tasks) console.log(`    ${task}`);
    });
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
