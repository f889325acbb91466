// dist/weft.d.ts in a host's app (issue 25): the generated types accept a good React 19 TSX and a
// good Vue usage, and reject a misspelt field and a wrong type. The types and the manifest are
// generated here (scripts/manifest.mjs, as `npm run build` does) into a folder of their own, so
// the test does not race other builds of the shared dist/.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { example, reactSnippet } from '../../scripts/docs.mjs';
import { docsData, describe as describeElements, writeOutputs } from '../../scripts/manifest.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, 'test/fixtures/types');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const run = promisify(execFile);

let dir;
let described;

before(async () => {
  // Inside node_modules/ so that `react` and `vue` resolve from the fixtures' copies.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  dir = mkdtempSync(join(root, 'node_modules/.cache/weft-types-'));
  described = await describeElements();
  await writeOutputs(described, join(dir, 'dist'));
  mkdirSync(join(dir, 'app'));
  for (const file of readdirSync(fixtures)) {
    // The fixtures end in .txt: the project's own typecheck and lint leave the failing ones alone.
    const text = readFileSync(join(fixtures, file), 'utf8').replace('../../../dist/weft.d.ts', '../dist/weft.d.ts');
    writeFileSync(join(dir, 'app', file.replace(/\.txt$/, '')), text);
  }
  // Each docs page's React 19 snippet, pasted into an app as a host copies it; and the countdown's
  // with its first field misspelt.
  const elements = docsData(described);
  const app = (snippets) =>
    [
      '/// <reference path="../dist/weft.d.ts" />',
      'export function App() {',
      '  return (',
      '    <main>',
      ...snippets,
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n');
  writeFileSync(join(dir, 'app', 'docs-examples.tsx'), app(elements.map((element) => reactSnippet(element, example(element)))));
  const timer = elements.find((element) => element.tagName === 'weft-timer');
  const misspelt = Object.fromEntries(
    Object.entries(example(timer)).map(([key, value], i) => [i === 0 ? `${key}x` : key, value]),
  );
  writeFileSync(join(dir, 'app', 'docs-timer-misspelt.tsx'), app([reactSnippet(timer, misspelt)]));
});
after(() => rmSync(dir, { recursive: true, force: true }));

let diagnostics;

/** tsc's diagnostics for one fixture ('' when it type-checks); one tsc run checks them all. */
async function check(file) {
  diagnostics ??= (async () => {
    const args = [
      tsc,
      '--noEmit',
      '--pretty',
      'false',
      '--target',
      'ES2022',
      '--module',
      'ESNext',
      '--moduleResolution',
      'Bundler',
      '--lib',
      'ES2023,DOM,DOM.Iterable',
      '--jsx',
      'react-jsx',
      '--strict',
      '--types',
      'react',
      ...readdirSync(join(dir, 'app')).map((name) => join('app', name)),
    ];
    try {
      await run(process.execPath, args, { cwd: dir });
      return '';
    } catch (error) {
      return String(error.stdout || error.message);
    }
  })();
  // A diagnostic's first line names its file; the lines below it go with it.
  let mine = false;
  return (await diagnostics)
    .split('\n')
    .filter((line) => {
      if (!/^\s/.test(line)) mine = line.startsWith(`app/${file}(`);
      return mine;
    })
    .join('\n');
}

describe('dist/weft.d.ts', { timeout: 300_000 }, () => {
  it('type-checks a React 19 app using the elements, their config and events', async () => {
    assert.equal(await check('good.tsx'), '');
  });

  it('rejects a misspelt config field in React', async () => {
    assert.match(await check('misspelt.tsx'), /theem/);
  });

  it('rejects a wrong type and an unknown choice in React', async () => {
    const errors = await check('wrong-type.tsx');
    assert.match(errors, /'string' is not assignable to type 'number'|"two"|'two'/);
    assert.match(errors, /hexagons/);
  });

  it("type-checks every docs page's React 19 snippet pasted into an app", async () => {
    assert.equal(await check('docs-examples.tsx'), '');
  });

  it("rejects the countdown's docs example with a field misspelt", async () => {
    assert.match(await check('docs-timer-misspelt.tsx'), /themex/);
  });

  it('type-checks a Vue 3 usage (config and @weft-timer-end)', async () => {
    assert.equal(await check('vue-good.ts'), '');
  });

  it('rejects a misspelt field and a wrong type in Vue', async () => {
    const errors = await check('vue-bad.ts');
    assert.match(errors, /\(7,\d+\): error/, 'the misspelt field');
    assert.match(errors, /theem/);
    assert.match(errors, /\(8,\d+\): error[^]*'string' is not assignable to type 'number'/, 'the wrong type');
  });

  it('describes every element of the registry, with the timer parts and event', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/custom-elements.json'), 'utf8'));
    assert.match(manifest.schemaVersion, /^2\./);
    const declarations = manifest.modules.flatMap((module) => module.declarations);
    assert.equal(declarations.length, described.elements.length);
    const timer = declarations.find((declaration) => declaration.tagName === 'weft-timer');
    assert.equal(timer.customElement, true);
    for (const part of ['days', 'hours', 'minutes', 'seconds']) {
      assert.ok(
        timer.cssParts.some((entry) => entry.name === part),
        part,
      );
    }
    assert.deepEqual(
      timer.events.map((event) => event.name),
      ['weft-timer-end'],
    );
    const theme = timer.members.find((member) => member.name === 'config.theme');
    assert.equal(theme.default, "'panels'");
    assert.match(theme.type.text, /'circles'/);
    assert.ok(theme.description, 'the theme field has a description');
    // Fields inside the config's objects are members too, each with its description.
    const days = timer.members.find((member) => member.name === 'config.labels.days');
    assert.ok(days?.description, 'config.labels.days has a description');
    const nested = declarations.flatMap((declaration) => declaration.members.filter((m) => m.name.split('.').length > 2));
    assert.ok(nested.length > 400, `${nested.length} nested members`);
    for (const member of nested) assert.ok(member.description, member.name);
    assert.ok(timer.cssProperties.some((property) => property.name === '--weft-accent'));
  });
});
