// `npm run bench:render`: the server renderer's throughput and latency as a builder runs it
// (README "Server rendering"), after `npm run build`. For `/`, `/layout` and `/blog`, drawn by a
// pool of 1 and then 2 threads (dist/server/pool.mjs): pages per second per thread and p50/p99
// latency at 1, 2 and 8 requests at once, then how throughput grows from 1 thread to 2. Beside
// them, the cold first page: a process that imports the renderer and draws at once, and a pool
// thread's warm-up. The blog's service is the reference backend, on loopback in this process.
//
// BENCH_RENDER_SECONDS (default 2) is how long each figure is measured.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../demo/backend/app.mjs';
import { publicSiteData } from '../demo/backend/site/pages.mjs';
import { readSite } from '../demo/backend/site/read.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist/server');
if (!existsSync(join(dist, 'pool.mjs'))) {
  console.error('bench:render: run `npm run build` first (dist/server/pool.mjs is missing)');
  process.exit(1);
}
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS) || 2;
const PAGES = ['/', '/layout', '/blog'];
const CONCURRENCY = [1, 2, 8];

const { createRenderPool } = await import(join(dist, 'pool.mjs'));
const site = publicSiteData(await readSite(join(root, 'demo/')));
const tmp = mkdtempSync(join(tmpdir(), 'weft-bench-render-'));
// The site's services (the blog's posts), with no renderer of its own.
const backend = buildApp({ dbFile: join(tmp, 'weft.db'), distDir: join(tmp, 'dist'), demoDir: join(root, 'demo/') });
const origin = await backend.listen({ port: 0, host: '127.0.0.1' });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Draws `path` with `concurrency` requests at once for SECONDS: pages/s and latencies. */
async function measure(pool, path, concurrency) {
  const latencies = [];
  let undrawn = 0;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const page = await pool.renderPage(site, path, { url: `${origin}${path}` });
        latencies.push(performance.now() - t);
        if (!page.drawn) undrawn++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), undrawn };
}

/** A fresh process that imports the renderer and draws `path` at once: its cold first page. */
function coldFirst(path) {
  const script = `
    const t0 = performance.now();
    const { renderPage } = await import(${JSON.stringify(join(dist, 'render.mjs'))});
    const t1 = performance.now();
    const site = ${JSON.stringify(site)};
    await renderPage(site, ${JSON.stringify(path)}, { url: ${JSON.stringify(origin + path)} });
    const t2 = performance.now();
    await renderPage(site, ${JSON.stringify(path)}, { url: ${JSON.stringify(origin + path)} });
    const t3 = performance.now();
    console.log(JSON.stringify({ load: t1 - t0, first: t2 - t1, second: t3 - t2 }));
    process.exit(0);`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim());
}

console.log(`Server renderer, ${availableParallelism()} cores, ${SECONDS} s a figure\n`);
console.log('Cold first page (a new process, no warm-up):');
for (const path of PAGES) {
  const { load, first, second } = coldFirst(path);
  console.log(`  ${path.padEnd(8)} import ${ms(load)}, first page ${ms(first)}, second ${ms(second)}`);
}

const rates = {};
for (const workers of [1, 2]) {
  const pool = createRenderPool({ workers });
  const t = performance.now();
  await pool.ready();
  console.log(`\n${workers} thread${workers > 1 ? 's' : ''} (warm-up ${ms(performance.now() - t)} before the first page):`);
  console.log('  page      at once   pages/s   per thread   p50        p99        undrawn');
  for (const path of PAGES) {
    // One page first, as a server that has been up has drawn it.
    await pool.renderPage(site, path, { url: `${origin}${path}` });
    for (const concurrency of CONCURRENCY) {
      const { rate, p50, p99, undrawn } = await measure(pool, path, concurrency);
      rates[`${workers} ${path} ${concurrency}`] = rate;
      console.log(
        `  ${path.padEnd(9)} ${String(concurrency).padEnd(9)} ${rate.toFixed(1).padEnd(9)} ${(rate / workers).toFixed(1).padEnd(12)} ${ms(p50).padEnd(10)} ${ms(p99).padEnd(10)} ${undrawn}`,
      );
    }
  }
  await pool.close();
}

console.log('\nThroughput, 2 threads over 1, at 8 at once:');
for (const path of PAGES) {
  console.log(`  ${path.padEnd(8)} x${(rates[`2 ${path} 8`] / rates[`1 ${path} 8`]).toFixed(2)}`);
}
await backend.close();
rmSync(tmp, { recursive: true, force: true });
