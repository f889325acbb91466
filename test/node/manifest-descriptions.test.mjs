// Every element and every top-level config field has its one-line description (issue 25): the
// manifest, weft.d.ts and the docs pages show it, and `npm run build` fails without one.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { describe as describeElements } from '../../scripts/manifest.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('config descriptions', { timeout: 120_000 }, () => {
  it('no element or field is left without a description, and none is an empty line', async () => {
    const { elements, missing } = await describeElements();
    assert.deepEqual(missing, []);
    for (const element of elements) {
      for (const field of element.fields) {
        assert.ok(field.description.trim().length > 3, `${element.tagName}: ${field.name}`);
        assert.doesNotMatch(field.description, /\n/, `${element.tagName}: ${field.name} is one line`);
      }
    }
  });

  it('the build step keeps no allow-list: `manifest.mjs --check` passes on the descriptions alone', async () => {
    const { stderr } = await promisify(execFile)(process.execPath, ['scripts/manifest.mjs', '--check'], { cwd: root });
    assert.equal(stderr, '');
  });
});
