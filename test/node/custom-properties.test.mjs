import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  HOST_PROPERTIES,
  internalNames,
  PUBLIC_PROPERTIES,
  resetCss,
  scanSources,
  scanText,
  withReset,
} from '../../scripts/custom-properties.mjs';
import { cssModule } from '../../scripts/plugins.mjs';

const root = new URL('../..', import.meta.url).pathname;

test('the scanner reads var() names and the names a stylesheet or TS sets', () => {
  const css = scanText('/* var(--in-comment) */ .a { --set-here: 1px; color: var( --read-here, var(--nested)); }', { css: true });
  assert.deepEqual([...css.read], ['--read-here', '--nested']);
  assert.deepEqual([...css.set], ['--set-here']);
  const ts = scanText(
    `style={{ '--key': x, color: 'var(--in-ts)' }}; host.style.setProperty("--inline", v); const k = \`--tpl\`; a--b; // --comment`,
  );
  assert.deepEqual([...ts.read], ['--in-ts']);
  assert.deepEqual([...ts.set], ['--key', '--inline', '--tpl']);
});

test('the scanner finds the names Weft reads and sets, not only some', () => {
  const names = scanSources(root);
  for (const name of ['--accent', '--radius', '--background', '--gap', '--text-color', '--line', '--muted', '--sticky-width']) {
    assert.ok(names.has(name), name);
  }
  assert.ok(names.size > 150, `${names.size} names`);
  for (const name of HOST_PROPERTIES) assert.ok(names.has(name), `${name} is still used`);
});

test('a stylesheet starts with an important reset of the internal names it reads, none else', () => {
  const out = withReset('.a { color: var(--accent, red); font: var(--weft-font); width: var(--sticky-width); }');
  assert.equal(out.split('\n')[0], ':host{--accent:initial!important}');
  assert.equal(withReset('.a { color: red }'), '.a { color: red }');
  assert.equal(
    resetCss(internalNames(['--b', '--a', ...PUBLIC_PROPERTIES])),
    ':host{--a:initial!important;--b:initial!important}',
  );
});

test('the minifier keeps the reset as written', () => {
  const text = JSON.parse(
    cssModule(withReset('.a { color: var(--accent, red) }'), { minify: true })
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  );
  assert.equal(text, ':host{--accent:initial!important}.a{color:var(--accent, red)}');
});

test('Weft sets a host-level custom property only inline, and only those the reset leaves out', () => {
  const internal = new Set(internalNames(scanSources(root).keys()));
  const names = scanSources(root);
  for (const [name, files] of names) {
    for (const file of files) {
      const text = readFileSync(`${root}/${file}`, 'utf8');
      if (file.endsWith('.css')) {
        // A `:host` declaration of an internal name would lose to the reset.
        const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
        for (const rule of css.matchAll(/([^{}]*):host[^{}]*\{([^{}]*)\}/g)) {
          assert.ok(!(internal.has(name) && new RegExp(`${name}\\s*:`).test(rule[2])), `${file} sets ${name} on :host`);
        }
      } else if (new RegExp(`host\\.style\\.setProperty\\(\\s*['"\`]${name}['"\`]`).test(text)) {
        assert.ok(HOST_PROPERTIES.includes(name), `${file} sets ${name} on its host, which the reset would beat`);
      }
    }
  }
});
