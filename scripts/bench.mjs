// npm run bench: renders 1, 10 and 100 timers through the custom elements (the built dist/) and,
// in the same run and page, the same component under one plain React root; prints medians and the ratio.
import { build } from 'esbuild';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { renderShell } from '../demo/backend/site/shell.mjs';
import { wtrTextModules } from './plugins.mjs';

const root = new URL('..', import.meta.url).pathname;
const COUNTS = [1, 10, 100];
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CONFIG = { type: 'start_user_every_access', theme: 'panels', height: 160 };

if (!existsSync(join(root, 'dist/weft.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// The plain React page: the timer component bundled with production React.
const css = wtrTextModules();
const plain = await build({
  entryPoints: [join(root, 'scripts/bench/plain.tsx')],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [
    {
      name: 'text-modules',
      setup(b) {
        b.onLoad({ filter: /\.css$/ }, async (args) => ({
          contents: (
            await css.transform({
              path: args.path,
              body: await import('node:fs/promises').then((fs) => fs.readFile(args.path, 'utf8')),
            })
          ).body,
          loader: 'js',
        }));
      },
    },
  ],
  logLevel: 'silent',
});
const plainJs = plain.outputFiles[0].text;

// A site page of 10 panels holding 60 elements of four types, for the site-boot figure.
const KINDS = [
  (i) => ({ type: 'text', id: `t${i}`, config: { html: `<p>Paragraph ${i}</p>`, height: 60 } }),
  (i) => ({ type: 'timer', id: `c${i}`, config: { type: 'start_user_every_access', theme: 'simple', height: 120 } }),
  (i) => ({ type: 'image', id: `i${i}`, config: { src: '/dist/none.png', alt: `Image ${i}`, height: 80 } }),
  (i) => ({ type: 'button', id: `b${i}`, config: { text: `Button ${i}`, link: { type: 'web', value: 'example.com' } } }),
];
const siteData = {
  website_id: 'YmVuY2g=',
  options: { language: 'en_US' },
  pages: [
    {
      id: 1,
      url: 'home',
      initial: '1',
      configs: [],
      layout: {
        desktop: Array.from({ length: 10 }, (_, p) => ({
          type: 'panel',
          id: `p${p}`,
          config: { height: 300 },
          children: Array.from({ length: 6 }, (_, e) => KINDS[(p * 6 + e) % KINDS.length](p * 6 + e)),
        })),
      },
    },
  ],
  header: { initial: [], scroll: [] },
  footer: [],
  popups: [],
};
const siteHtml = renderShell(siteData, '/site', 'Bench', { distDir: join(root, 'dist'), base: '/dist/' });

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.json': 'application/json' };
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(
      '<!doctype html><html><body><script src="/dist/weft.js"></script><script type="module" src="/plain.js"></script></body></html>',
    );
  }
  if (path === '/countdown') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(
      `<!doctype html><html lang="en"><body><weft-timer config='${JSON.stringify(CONFIG)}'></weft-timer><script src="/dist/weft.js"></script></body></html>`,
    );
  }
  if (path === '/site') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(siteHtml);
  }
  if (path === '/plain.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    return res.end(plainJs);
  }
  const file = normalize(join(root, path));
  if (!file.startsWith(join(root, 'dist')) || !existsSync(file)) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.weft?.ready && window.renderPlain);
  await page.evaluate(() => window.weft.ready);

  const custom = (count) =>
    page.evaluate(
      async (count, config) => {
        const start = performance.now();
        const box = document.createElement('div');
        for (let i = 0; i < count; i++) {
          const el = document.createElement('weft-timer');
          el.setAttribute('config', JSON.stringify(config));
          box.append(el);
        }
        document.body.append(box);
        const done = () => [...box.children].every((el) => el.shadowRoot?.querySelector('[part="seconds"]'));
        while (!done()) await new Promise((r) => setTimeout(r, 0));
        // Until the frame that shows them has been drawn (as the plain root's figure).
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const elapsed = performance.now() - start;
        box.remove();
        return elapsed;
      },
      count,
      CONFIG,
    );
  const plainReact = (count) => page.evaluate((count, config) => window.renderPlain(count, config), count, CONFIG);

  // Warm-up: the first custom element also fetches its chunks; that is not what is compared.
  await custom(1);
  await plainReact(1);

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`Rendering timers in headless Chromium, median of ${RUNS} runs (ms):\n`);
  console.log('count   custom elements   plain React root   ratio');
  for (const count of COUNTS) {
    const a = [];
    const b = [];
    for (let i = 0; i < RUNS; i++) {
      a.push(await custom(count));
      b.push(await plainReact(count));
    }
    const ce = median(a);
    const pr = median(b);
    console.log(`${String(count).padEnd(8)}${ce.toFixed(1).padEnd(18)}${pr.toFixed(1).padEnd(19)}${(ce / pr).toFixed(2)}x`);
  }

  // Where the time of 100 goes: one traced run of each, summed by phase (the main thread only).
  const PHASES = {
    script: ['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'V8.Execute'],
    style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
    layout: ['Layout'],
    paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  };
  const traced = async (fn) => {
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await fn();
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
    // The page's main thread: of the renderers' main threads, the busiest one.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const busy = (m) => events.reduce((n, e) => n + (e.ph === 'X' && e.pid === m.pid && e.tid === m.tid ? e.dur : 0), 0);
    const main = mains.sort((a, b) => busy(b) - busy(a))[0];
    const sums = Object.fromEntries(Object.keys(PHASES).map((k) => [k, 0]));
    // Only top-level events of each phase: a phase nested in another of the same kind is counted once.
    const open = [];
    for (const e of events
      .filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid)
      .sort((a, b) => a.ts - b.ts)) {
      while (open.length && open.at(-1) <= e.ts) open.pop();
      const phase = Object.keys(PHASES).find((k) => PHASES[k].includes(e.name));
      if (!phase) continue;
      if (open.length) continue;
      sums[phase] += e.dur / 1000;
      open.push(e.ts + e.dur);
    }
    return sums;
  };
  const a100 = await traced(() => custom(100));
  const b100 = await traced(() => plainReact(100));
  console.log('\nOne traced run of 100 (ms on the main thread): phase   custom elements   plain React root');
  for (const phase of Object.keys(PHASES)) {
    console.log(`  ${phase.padEnd(8)}${a100[phase].toFixed(1).padEnd(18)}${b100[phase].toFixed(1)}`);
  }

  // Bytes: every script an embed page with one countdown fetches, gzip-compressed as served.
  {
    const tab = await browser.newPage();
    const scripts = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await tab.goto(`${url}countdown`);
    await tab.evaluate(() => window.weft.ready);
    await tab.close();
    const sizes = scripts.map((path) => ({
      file: path.replace('/dist/', ''),
      gzip: gzipSync(readFileSync(join(root, path)), { level: 9 }).length,
    }));
    const total = sizes.reduce((n, s) => n + s.gzip, 0);
    console.log(
      `\nAn embed page with one countdown fetches ${sizes.length} scripts, ${(total / 1000).toFixed(1)} KB gzip: ${sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${s.file.replace(/-[a-z0-9]{8}\.js$/, '')} ${(s.gzip / 1000).toFixed(1)}`)
        .join(', ')}`,
    );
  }

  // Site boot: a fresh page each run (the browser cache warm after the first), time to weft.ready.
  // Its milestones: the HTML parsed, the loader run, the last script arrived, the first paint.
  const boots = [];
  const milestones = { parsed: [], loader: [], scripts: [], paint: [] };
  for (let i = 0; i < RUNS; i++) {
    const tab = await browser.newPage();
    await tab.goto(`${url}site`);
    const boot = await tab.evaluate(() =>
      window.weft.ready.then(async () => {
        const ready = performance.now();
        // The first paint of the page's content may come a frame after weft.ready: wait for it.
        await new Promise((resolve) =>
          new PerformanceObserver((list, observer) => {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'paint', buffered: true }),
        );
        const [nav] = performance.getEntriesByType('navigation');
        const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
        const loader = scripts.find((e) => /\/weft\.js$/.test(e.name));
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          ready,
          parsed: nav.domInteractive,
          loader: loader?.responseEnd ?? 0,
          scripts: Math.max(...scripts.map((e) => e.responseEnd)),
          paint: paint?.startTime ?? 0,
        };
      }),
    );
    boots.push(boot.ready);
    for (const key of Object.keys(milestones)) milestones[key].push(boot[key]);
    await tab.close();
  }
  console.log(
    `\nSite boot (10 panels, 60 elements, 4 types): weft.ready after ${median(boots).toFixed(1)} ms (median of ${RUNS}, from navigation start)`,
  );
  console.log(
    `  HTML parsed ${median(milestones.parsed).toFixed(0)} ms, loader arrived ${median(milestones.loader).toFixed(0)} ms, ` +
      `last script arrived ${median(milestones.scripts).toFixed(0)} ms, first contentful paint ${median(milestones.paint).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.close();
}
