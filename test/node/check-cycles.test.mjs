// scripts/check-cycles.mjs: static import circles in src/, elements/ and demo/ (`node --test test/node/`).
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { circles, filesUnder, floorBreaks, FLOORS, importGraph } from '../../scripts/check-cycles.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const script = join(root, 'scripts', 'check-cycles.mjs');

/** Writes `files` ({ path: text }) under a new folder; answers the folder. */
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'weft-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The circles of a folder, as sorted lists of paths relative to it. */
function circlesOf(dir) {
  return circles(importGraph(filesUnder(dir))).map((component) => component.map((file) => file.slice(dir.length + 1)));
}

describe('import circle check', () => {
  const dirs = [];
  const make = (files) => {
    const dir = tree(files);
    dirs.push(dir);
    return dir;
  };
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('finds a circle of `import … from` between two files, and one through `export … from`', () => {
    const dir = make({
      'app.mjs': "import { a } from './routes.mjs';\nexport const httpError = () => a;\n",
      'routes.mjs': "import { httpError } from './app.mjs';\nexport const a = 1;\n",
      'index.ts': "export { b } from './b.js';\nexport const c = 1;\n",
      'b.ts': "import { c } from './index.js';\nexport const b = c;\n",
    });
    assert.deepEqual(circlesOf(dir).sort(), [
      ['app.mjs', 'routes.mjs'],
      ['b.ts', 'index.ts'],
    ]);
  });

  test('a circle closed by `import type`, `export type` or a dynamic import() is no circle', () => {
    const dir = make({
      'a.ts': "import type { B } from './b.js';\nexport { type C } from './c.js';\nexport const a = 1 as unknown as B;\n",
      'b.ts': "import { a } from './a.js';\nexport type B = typeof a;\n",
      'c.ts': "export type { A } from './a.js';\nexport const load = () => import('./a.js');\nexport type C = 1;\n",
    });
    // a → c is a value re-export (`export { type C }` still loads c.ts), but c → a only a type or a later import.
    assert.deepEqual(circlesOf(dir), []);
  });

  test('a side-effect import and a file importing itself count; comments and strings do not', () => {
    const dir = make({
      'x.mjs': "import './y.mjs';\n// import { z } from './x.mjs';\nexport const s = \"import { t } from './y.mjs'\";\n",
      'y.mjs': "import { s } from './x.mjs';\nexport const y = s;\n",
      'self.mjs': "import * as me from './self.mjs';\nexport const self = me;\n",
    });
    assert.deepEqual(circlesOf(dir).sort(), [['self.mjs'], ['x.mjs', 'y.mjs']]);
  });

  test('the command prints every circle with its files and lines and exits non-zero', () => {
    const dir = make({
      'app.mjs': "import Fastify from 'fastify';\nimport { blogRoutes } from './blog.mjs';\nexport const httpError = 1;\n",
      'blog.mjs': "import { httpError } from './app.mjs';\nexport const blogRoutes = httpError;\n",
      'leaf.mjs': "import { httpError } from './app.mjs';\nexport const leaf = httpError;\n",
    });
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /1 group\(s\)/);
    assert.match(run.stderr, /app\.mjs:2 → .*blog\.mjs:1 → .*app\.mjs/);
    assert.doesNotMatch(run.stderr, /leaf\.mjs/);
  });

  test('src/, elements/ and demo/ hold no import circle', () => {
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Import circles: none/);
    assert.match(run.stdout, /Floors: every folder of src\/ imports only folders below it/);
  });
});

describe('floors of src/', () => {
  const dirs = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** A src/ of three floors: util below links below site, and a top-level config.ts at the bottom. */
  const floors = [['config'], ['util'], ['links'], ['site']];
  const src = (extra = {}) => {
    const dir = tree({
      'config.ts': 'export const a = 1;\n',
      'util/url.ts': "import { a } from '../config.js';\nexport const b = a;\n",
      'links/link.ts': "import { b } from '../util/url.js';\nexport const c = b;\n",
      'site/index.ts': "import { c } from '../links/link.js';\nimport type { X } from '../site/types.js';\nexport const d = c;\n",
      'site/types.ts': 'export type X = 1;\n',
      ...extra,
    });
    dirs.push(dir);
    return dir;
  };
  const breaks = (dir) => floorBreaks(dir, floors).map((b) => `${b.from}→${b.into}`);

  test('a tree whose folders import only floors below passes', () => {
    assert.deepEqual(breaks(src()), []);
  });

  test('a back-edge added on purpose fails: up a floor, sideways, or to a folder on no floor', () => {
    assert.deepEqual(breaks(src({ 'util/later.ts': "import { d } from '../site/index.js';\nexport const e = d;\n" })), [
      'util→site',
    ]);
    assert.deepEqual(
      breaks(
        src({
          'links/more.ts':
            "import { c } from './link.js';\nimport { c as c2 } from '../links/link.js';\nexport const f = c + c2;\n",
        }),
      ),
      [],
    );
    assert.deepEqual(breaks(src({ 'extra/x.ts': "import { a } from '../config.js';\nexport const g = a;\n" })), ['extra→config']);
  });

  test('imports that load nothing (import type), dynamic imports and tests do not count', () => {
    const dir = src({
      'util/lazy.ts':
        "import type { X } from '../site/types.js';\nexport const load = () => import('../site/index.js');\nexport type Y = X;\n",
      'util/url.test.ts': "import { d } from '../site/index.js';\nconsole.log(d);\n",
    });
    assert.deepEqual(breaks(dir), []);
  });

  test('the real ground floors catch a back-edge planted in a fixture src/', () => {
    // The real floors over a src/ where util/ reaches up into site/.
    const dir = src({ 'util/up.ts': "import { d } from '../site/index.js';\nexport const h = d;\n" });
    assert.deepEqual(
      floorBreaks(dir, [...FLOORS.slice(0, 1), ...floors.slice(1)]).map((b) => `${b.from}→${b.into}`),
      ['util→site'],
    );
    assert.ok(FLOORS.flat().includes('base'), 'the ground floor is listed');
  });
});
