// Prints the gzip size of every chunk in dist/ and fails when one is over its budget
// (package.json "budgets": loader, react, core, shared, element, locale, lottie), and when the scripts
// an embed page with one countdown fetches (the loader, the timer's chunk and what it imports, from
// dist/manifest.json) are over "countdownPage".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from './languages.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const { budgets } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Which budget a chunk answers to, by its file name. */
export function kindOf(file) {
  if (file === 'weft.js') return 'loader';
  if (/^react-/.test(file)) return 'react';
  // What every element runs (rollup.config.mjs GROUPS): fetched by every page with an element.
  if (/^core-/.test(file)) return 'core';
  if (/\.element[.-]/.test(file)) return 'element';
  if (LANGUAGES.some((code) => file.startsWith(`${code}-`))) return 'locale';
  // lottie-web's light build (rollup.config.mjs): fetched only by a page that shows a Lottie.
  if (/^lottie-player-/.test(file)) return 'lottie';
  return 'shared';
}

let files;
try {
  files = readdirSync(dist).filter((f) => f.endsWith('.js'));
} catch {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const rows = files
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, kind: kindOf(file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

const over = rows.filter((r) => r.gzip > budgets[r.kind]);
const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('chunk', 34)}${pad('kind', 9)}${pad('raw', 9)}${pad('gzip', 9)}budget`);
for (const r of rows) {
  const flag = r.gzip > budgets[r.kind] ? '  OVER' : '';
  console.log(`${pad(r.file, 34)}${pad(r.kind, 9)}${pad(r.raw, 9)}${pad(r.gzip, 9)}${budgets[r.kind]}${flag}`);
}
const totals = {};
for (const r of rows) totals[r.kind] = (totals[r.kind] ?? 0) + r.gzip;
console.log(
  `\nTotal gzip by kind: ${Object.entries(totals)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
// The one-countdown embed page: the loader, then the timer's chunk and its static imports.
const { imports } = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
const page = new Set(['weft.js']);
const queue = ['timer.element.js'];
while (queue.length) {
  const file = queue.pop();
  if (page.has(file)) continue;
  page.add(file);
  queue.push(...(imports[file] ?? []));
}
const pageBytes = rows.filter((r) => page.has(r.file)).reduce((n, r) => n + r.gzip, 0);
console.log(`One-countdown embed page: ${page.size} scripts, ${pageBytes} B gzip (budget ${budgets.countdownPage})`);
if (pageBytes > budgets.countdownPage) over.push({ file: 'the one-countdown page', gzip: pageBytes, kind: 'countdownPage' });

if (over.length) {
  console.error(`\nOver budget: ${over.map((r) => `${r.file} (${r.gzip} > ${budgets[r.kind]})`).join(', ')}`);
  process.exit(1);
}
