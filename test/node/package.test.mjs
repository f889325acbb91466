// The package as builders and hosts get it (docs/embedding-and-hosts.md): `npm pack` of the built dist/ (run
// `npm run build` first; `npm test` does), installed into a fresh project from the tarball, then
// used the three ways the README and docs/ show — the server renderer in a Node script, a bundler's page in
// Chromium, and the types in a TypeScript project.
/* global window, document -- functions run in the page by puppeteer */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const built = existsSync(join(root, 'dist/react/index.js')) && existsSync(join(root, 'dist/server/render.d.ts'));
const skip = built ? false : 'dist/ is not built: run `npm run build` first';

const types = built
  ? JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'))
      .modules.flatMap((module) => module.declarations ?? [])
      .filter((declaration) => declaration.tagName)
      .map((declaration) => declaration.tagName.slice('weft-'.length))
  : [];

// What the tarball holds, and nothing else: the loader and its chunks (named by content hash), the
// elements' modules, the server renderer and its types, the React wrappers, the manifests.
const REQUIRED = [
  'package.json',
  'LICENSE',
  'README.md',
  'CHANGELOG.md',
  'dist/weft.js',
  'dist/weft.d.ts',
  'dist/elements.d.ts',
  'dist/custom-elements.json',
  'dist/manifest.json',
  'dist/react/index.js',
  'dist/react/index.d.ts',
  ...['render', 'pool', 'rules', 'worker'].map((name) => `dist/server/${name}.mjs`),
  ...['render', 'pool', 'rules'].map((name) => `dist/server/${name}.d.ts`),
];
const ALLOWED = [
  /^dist\/[a-z0-9-]+\.element\.js$/,
  /^dist\/[A-Za-z0-9_-]+-[a-z0-9]{8}\.js$/,
  /^dist\/server\/types\/[a-z/-]+\.d\.ts$/,
];

const work = mkdtempSync(join(tmpdir(), 'weft-package-'));
const project = join(work, 'project');
let tarball;
let files = [];

/** Runs a tool of this checkout's node_modules in `cwd`; its output, or the failure with its output. */
const run = (file, args, cwd) => execFileSync(file, args, { cwd, encoding: 'utf8', stdio: 'pipe' });

before(() => {
  if (skip) return;
  // --ignore-scripts: dist/ is built already (prepack would build it again).
  const [packed] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root));
  tarball = join(work, packed.filename);
  files = packed.files.map((file) => file.path).sort();

  // A fresh project holding only the tarball. npm installs it offline; its dependencies (jsdom,
  // piscina) are this checkout's copies, linked, so that no network is needed: the package must
  // name each one it imports, or the scripts below fail to find it. The host's own React comes
  // from this checkout too.
  mkdirSync(project);
  const linked = Object.fromEntries(
    Object.keys(pkg.dependencies).map((name) => [name, `file:${join(root, 'node_modules', name)}`]),
  );
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'host', private: true, type: 'module', dependencies: linked }),
  );
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball], project);
  for (const name of ['react', 'react-dom', '@types/react', '@types/node']) {
    mkdirSync(dirname(join(project, 'node_modules', name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  }
});

after(() => rmSync(work, { recursive: true, force: true }));

describe('the packed tarball', { skip }, () => {
  test('holds the loader, the chunks, the elements, the server, the types and the docs, and nothing else', () => {
    for (const file of REQUIRED) assert.ok(files.includes(file), `${file} is in the tarball`);
    for (const type of types) assert.ok(files.includes(`dist/${type}.element.js`), `weft-${type}'s module is in the tarball`);
    const others = files.filter((file) => !REQUIRED.includes(file) && !ALLOWED.some((pattern) => pattern.test(file)));
    assert.deepEqual(others, [], 'nothing else: no sources, tests, demo or catalogue');
  });

  test('names a file of the tarball for every address of its exports map', () => {
    const targets = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(targets));
    for (const [address, target] of Object.entries(pkg.exports)) {
      for (const path of targets(target)) {
        const pattern = new RegExp(`^${path.slice(2).replace(/[.]/g, '\\.').replace('*', '[a-z0-9-]+')}$`);
        assert.ok(
          files.some((file) => pattern.test(file)),
          `${address} → ${path}`,
        );
      }
    }
  });

  test('depends at run time only on what dist/server imports', () => {
    const imported = new Set();
    for (const file of files.filter((f) => f.startsWith('dist/server/') && f.endsWith('.mjs'))) {
      const code = readFileSync(join(root, file), 'utf8');
      for (const [, name] of code.matchAll(/(?:\bfrom|\bimport\(|\brequire\()\s*["']((?:@[\w.-]+\/)?[a-z][\w.-]*)[^"']*["']/g)) {
        if (!isBuiltin(name) && !name.startsWith('node')) imported.add(name);
      }
    }
    assert.deepEqual([...imported].sort(), Object.keys(pkg.dependencies).sort());
  });
});

describe('installed from the tarball', { skip }, () => {
  test('a Node script draws a page with renderPage from weft-runtime/server', () => {
    const script = join(project, 'draw.mjs');
    writeFileSync(
      script,
      `import { deviceFor, renderPage } from '${pkg.name}/server';
const site = {
  website_id: 'c2l0ZS0x',
  options: { language: 'en_US' },
  pages: [{ id: 1, url: 'home', initial: '1', layout: { desktop: [
    { type: 'timer', id: 'el-1', config: { type: 'start_user_every_access', hours: 1, minutes: 2, seconds: 3 } },
  ] } }],
};
const page = await renderPage(site, '/', { device: deviceFor('Mozilla/5.0 (X11; Linux x86_64)') });
console.log(JSON.stringify({ drawn: page.drawn, lang: page.lang, mounts: page.mounts, assets: page.assets.length }));
`,
    );
    const page = JSON.parse(run(process.execPath, [script], project).trim().split('\n').pop());
    assert.equal(page.drawn, true);
    assert.equal(page.lang, 'en-US');
    // The timer's numbers are in the HTML before any script runs.
    assert.match(page.mounts, /<weft-timer[^>]*id="el-1"/);
    assert.match(page.mounts, /part="hours"[^>]*>01</);
    assert.ok(page.assets > 0, 'the stylesheets the page links');
  });

  test('a React server render of a wrapper writes the tag with its class and its config as JSON', () => {
    const script = join(project, 'wrapper-ssr.mjs');
    writeFileSync(
      script,
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { WeftTimer } from '${pkg.name}/react';
console.error = (...args) => { throw new Error(args.join(' ')); };
console.log(renderToString(createElement(WeftTimer, { id: 't', className: 'offer', config: { hours: 2 }, onWeftTimerEnd() {} })));
`,
    );
    const html = run(process.execPath, [script], project).trim();
    assert.equal(html, '<weft-timer id="t" class="offer" config="{&quot;hours&quot;:2}"></weft-timer>');
  });

  describe('in Chromium', () => {
    let browser;
    let site;
    let cdn;
    const failed = [];
    const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

    /** A static server of `dir` (under `prefixes`, each served the same files); what it lacks is recorded. */
    async function serve(dir, prefixes, headers = {}) {
      const server = createServer((req, res) => {
        const path = new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html');
        const prefix = prefixes.find((p) => path.startsWith(p));
        const file = prefix === undefined ? '' : join(dir, path.slice(prefix.length));
        if (!file.startsWith(dir) || !existsSync(file)) {
          failed.push(req.url);
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', ...headers });
        res.end(readFileSync(file));
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, origin: `http://127.0.0.1:${server.address().port}` };
    }

    /** Opens `url` and returns the weft-timer's hours once drawn, and the page's console errors. */
    async function timerOn(url) {
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(url);
      await page.waitForFunction(() => Boolean(window.weft?.ready));
      await page.evaluate(() => window.weft.ready);
      const hours = await page.waitForFunction(
        () => document.getElementById('t')?.shadowRoot?.querySelector('[part~="hours"]')?.textContent,
      );
      const text = await hours.jsonValue();
      await page.close();
      return { hours: text, errors };
    }

    const config = JSON.stringify({ type: 'start_user_every_access', hours: 1, minutes: 2, seconds: 59 });
    const timer = `<weft-timer id="t" config='${config}'></weft-timer>`;
    const dist = join(project, 'node_modules', pkg.name, 'dist');

    before(async () => {
      if (skip) return;
      const dir = join(work, 'site');
      mkdirSync(dir);
      // A CDN of another origin serves dist/ under the version (immutable) and under the major line.
      const major = pkg.version.split('.')[0];
      cdn = await serve(dist, [`/${pkg.name}@${pkg.version}/`, `/${pkg.name}@${major}/`], { 'access-control-allow-origin': '*' });
      for (const [name, version] of [
        ['version', pkg.version],
        ['major', major],
      ]) {
        writeFileSync(
          join(dir, `${name}.html`),
          `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body>${timer}<script src="${cdn.origin}/${pkg.name}@${version}/weft.js" async></script></body></html>`,
        );
      }
      // A bundler's page: the loader and the timer in one file; as the docs say, the chunks of the
      // elements not bundled are served beside it.
      writeFileSync(join(project, 'app.js'), `import '${pkg.name}';\nimport '${pkg.name}/elements/timer';\n`);
      await build({
        entryPoints: [join(project, 'app.js')],
        bundle: true,
        format: 'esm',
        outfile: join(dir, 'app/app.js'),
        logLevel: 'silent',
      });
      for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) cpSync(join(dist, file), join(dir, 'app', file));
      writeFileSync(
        join(dir, 'app/index.html'),
        `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body>${timer}<script type="module" src="app.js"></script></body></html>`,
      );
      site = await serve(dir, ['/']);
      browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    });

    after(async () => {
      await browser?.close();
      site?.server.close();
      cdn?.server.close();
    });

    test('a plain page shows a timer from the script tag of a CDN of another origin, at the version', async () => {
      assert.deepEqual(await timerOn(`${site.origin}/version.html`), { hours: '01', errors: [] });
      assert.deepEqual(failed, []);
    });

    test('and at the major line: the loader finds its chunks beside itself, wherever that is', async () => {
      assert.deepEqual(await timerOn(`${site.origin}/major.html`), { hours: '01', errors: [] });
      assert.deepEqual(failed, []);
    });

    test('a page bundled by esbuild, importing the package and the timer, shows a timer', async () => {
      assert.deepEqual(await timerOn(`${site.origin}/app/`), { hours: '01', errors: [] });
      assert.deepEqual(failed, []);
    });
  });

  /** tsc over `files` in the project, strict; its errors (empty when it passes). */
  function typeCheck(name, compilerOptions, files) {
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        ...compilerOptions,
      },
      files,
    };
    writeFileSync(join(project, `${name}.json`), JSON.stringify(tsconfig));
    try {
      run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', `${name}.json`], project);
      return '';
    } catch (error) {
      return error.stdout || String(error);
    }
  }

  test("a builder's Node project type-checks the renderer, its declarations included, and not a misspelt option", () => {
    // A Node project: no DOM types of its own, and the package's declarations checked too.
    const node = { lib: ['ES2023'], types: ['node'], skipLibCheck: false };
    const good = `import { deviceFor, renderPage, type RenderOptions, type RenderedPage } from '${pkg.name}/server';
import { createRenderPool } from '${pkg.name}/server/pool';
import { resolvePage } from '${pkg.name}/server/rules';

const options: RenderOptions = { device: deviceFor('Mozilla/5.0'), deadlineMs: 500, url: 'https://site.example/' };
export const page: Promise<RenderedPage> = renderPage({ website_id: 'c2l0ZS0x', pages: [] }, '/', options);
export const html = page.then(({ drawn, mounts, assets }) => (drawn ? mounts + assets.map((a) => a.name).join() : ''));
export const pool = createRenderPool({ workers: 1, pagesPerWorker: 2 });
export const rules = resolvePage;
`;
    writeFileSync(join(project, 'server.ts'), good);
    writeFileSync(
      join(project, 'misspelt.ts'),
      `${good}export const late = renderPage({ pages: [] }, '/', { deadlinMs: 500 });\n`,
    );
    // One run over both files: the only error is the misspelt option's.
    const output = typeCheck('tsconfig.server', node, ['server.ts', 'misspelt.ts']);
    assert.match(output, /^misspelt\.ts\(\d+,\d+\): error TS\d+: .*'deadlinMs'/);
    assert.equal(output.trim().split('\n').length, 1, output);
  });

  test("a host's React project type-checks the elements' config and the wrappers, and not a misspelt field", () => {
    const host = { lib: ['ES2023', 'DOM'], jsx: 'react-jsx', types: [], skipLibCheck: true };
    const good = `import type { TimerConfig } from '${pkg.name}';
import '${pkg.name}/elements/timer';
import { WeftTimer } from '${pkg.name}/react';

const config: TimerConfig = { theme: 'panels', hours: 1 };
export const app = <WeftTimer config={config} onWeftTimerEnd={(event) => event.detail.end.toFixed()} />;
export const timer: HTMLElementTagNameMap['weft-timer'] = document.createElement('weft-timer');
`;
    writeFileSync(join(project, 'host.tsx'), good);
    writeFileSync(join(project, 'misspelt.tsx'), `${good}export const wrong = <WeftTimer config={{ hourz: 1 }} />;\n`);
    const output = typeCheck('tsconfig.host', host, ['host.tsx', 'misspelt.tsx']);
    assert.match(output, /^misspelt\.tsx\(\d+,\d+\): error TS\d+: .*'hourz'/);
    assert.equal(output.trim().split('\n').length, 1, output);
  });
});

// src/define.ts reaches into r2wc: the symbols under which it keeps an element's mounted context and
// whether it counts the element as connected, and the callbacks it overrides. A release may change
// them without a major version, so the version is pinned and this fails the day either changes.
describe('@r2wc/core, whose internals src/define.ts relies on', () => {
  const r2wc = join(root, 'node_modules/@r2wc/core');
  const pinned = pkg.devDependencies['@r2wc/core'];

  test('is pinned to one version, and that version is the one installed', () => {
    assert.match(pinned, /^~?\d+\.\d+\.\d+$/, 'an exact or tilde range');
    assert.equal(JSON.parse(readFileSync(join(r2wc, 'package.json'), 'utf8')).version, pinned.replace(/^~/, ''));
  });

  test('keeps the internals define.ts uses', () => {
    const define = readFileSync(join(root, 'src/define.ts'), 'utf8');
    const core = readFileSync(join(r2wc, 'dist/core.js'), 'utf8');
    const symbols = [...define.matchAll(/Symbol\.for\('(r2wc\.[a-z]+)'\)/g)].map(([, name]) => name);
    assert.deepEqual(symbols.sort(), ['r2wc.connected', 'r2wc.context']);
    for (const name of symbols) assert.ok(core.includes(`Symbol.for("${name}")`), `r2wc keeps ${name}`);
    for (const callback of ['connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'attachShadow']) {
      assert.ok(core.includes(callback), `r2wc's element has ${callback}`);
    }
  });
});
