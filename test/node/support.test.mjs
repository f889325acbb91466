// The shipped code reads in the oldest supported browsers (scripts/support.mjs, README "Browser
// support"): every chunk of dist/ is the same whether esbuild reads it for the floor's engines or
// for the newest, so it uses no syntax the floor lacks. Needs `npm run build`.
// `node --test test/node/support.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { ESBUILD_SUPPORTED, ESBUILD_TARGET, SUPPORT } from '../../scripts/support.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

test('every chunk uses only syntax the supported browsers read', async () => {
  const chunks = readdirSync(DIST).filter((name) => name.endsWith('.js'));
  assert.ok(chunks.length > 50, `the built chunks in ${DIST} (run \`npm run build\`)`);
  const newer = [];
  for (const name of chunks) {
    const code = readFileSync(DIST + name, 'utf8');
    const read = (target) =>
      transform(code, { target, supported: ESBUILD_SUPPORTED, format: 'esm', minify: true }).then((result) => result.code);
    const [floor, newest] = await Promise.all([read(ESBUILD_TARGET), read('esnext')]);
    if (floor !== newest) newer.push(name);
  }
  assert.deepEqual(newer, [], `chunks with syntax newer than ${JSON.stringify(SUPPORT)}`);
});

test('a regular expression with the v flag is newer than the floor: the check sees it', async () => {
  const code = 'export const letters = /[\\p{L}--[a-z]]/v;';
  const read = (target) => transform(code, { target, supported: ESBUILD_SUPPORTED, format: 'esm' }).then((result) => result.code);
  assert.notEqual(await read(ESBUILD_TARGET), await read('esnext'));
});

test('the floor is what the README and the contract state', () => {
  assert.deepEqual(SUPPORT, { safari: '16.4', ios: '16.4', firefox: '115', chrome: '111', edge: '111' });
});
