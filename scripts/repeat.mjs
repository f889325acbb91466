// npm run test:repeat [-- --runs 5 --hog]: runs the node and browser suites N times against one
// build, optionally with a busy loop on one core beside them (a loaded 2-core CI machine), then
// lists every test that failed at least once with its count and first error. Exits 1 if any did.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.REPEAT_RUNS ?? '5' },
    hog: { type: 'boolean', default: false },
    // The hog stops by itself after this many minutes even if this script is killed.
    'hog-minutes': { type: 'string', default: '60' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const out = join(root, '.repeat');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(command, args, env = {}, log) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (log) writeFileSync(log, `${result.stdout}\n${result.stderr}`);
  return result.status;
}

if (!values['no-build']) {
  console.log('Building once…');
  if (run('npm', ['run', 'build', '--silent'], {}, join(out, 'build.log')) !== 0) {
    console.error(`The build failed; see ${join(out, 'build.log')}`);
    process.exit(1);
  }
}

let hog;
if (values.hog) {
  const ms = Number(values['hog-minutes']) * 60_000;
  // One process is one core: a bounded busy loop that also ends when its parent goes away.
  hog = spawn(
    process.execPath,
    ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end) { if (process.ppid === 1) break; }`],
    {
      stdio: 'ignore',
    },
  );
  console.log(`CPU hog on one core (pid ${hog.pid}, at most ${values['hog-minutes']} min)`);
}
const stopHog = () => hog?.kill('SIGKILL');
process.on('exit', stopHog);
process.on('SIGINT', () => process.exit(130));

/** id → { count, first error, runs it failed in } */
const failures = new Map();
const totals = [];
for (let i = 1; i <= runs; i++) {
  const started = Date.now();
  const nodeFile = join(out, `node-${i}.jsonl`);
  const browserFile = join(out, `browser-${i}.json`);
  run(
    process.execPath,
    ['--test', '--test-reporter=./test/plugins/node-results.mjs', `--test-reporter-destination=${nodeFile}`, 'test/node/'],
    {},
    join(out, `node-${i}.log`),
  );
  const status = run('npx', ['web-test-runner'], { WEFT_RESULTS: browserFile }, join(out, `browser-${i}.log`));
  const results = [];
  try {
    for (const line of readFileSync(nodeFile, 'utf8').split('\n').filter(Boolean)) results.push(JSON.parse(line));
  } catch {
    results.push({ id: 'test/node (did not report)', passed: false, error: `see node-${i}.log` });
  }
  try {
    results.push(...JSON.parse(readFileSync(browserFile, 'utf8')));
  } catch {
    results.push({ id: 'web-test-runner (did not report)', passed: false, error: `exit ${status}; see browser-${i}.log` });
  }
  const failed = results.filter((r) => !r.passed);
  for (const r of failed) {
    const entry = failures.get(r.id) ?? { count: 0, error: r.error, runs: [] };
    entry.count++;
    entry.runs.push(i);
    failures.set(r.id, entry);
  }
  totals.push(results.length);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`run ${i}/${runs}: ${results.length - failed.length} passed, ${failed.length} failed (${seconds} s)`);
}
stopHog();

console.log('');
if (!failures.size) {
  console.log(`No test failed in ${runs} runs (${totals.join(', ')} tests)${values.hog ? ' with the CPU hog on' : ''}.`);
  process.exit(0);
}
console.log(`${failures.size} test(s) failed at least once in ${runs} runs${values.hog ? ' with the CPU hog on' : ''}:`);
for (const [id, { count, error, runs: which }] of [...failures].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`\n  ${count}/${runs}  ${id}   (runs ${which.join(', ')})`);
  console.log(`        ${String(error).split('\n').slice(0, 4).join('\n        ')}`);
}
console.log(`\nLogs of every run are in ${out}/`);
process.exit(1);
