// Every element and every top-level config field has its one-line description (issue 25): the
// manifest, weft.d.ts and the docs pages show it, and `npm run build` fails without one.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, it } from 'node:test';
import { describe as describeElements, nestedFields } from '../../scripts/manifest.mjs';

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

  it('fields inside config objects are checked too, each with its own line', async () => {
    const { elements } = await describeElements();
    const button = elements.find((element) => element.tagName === 'weft-user-button');
    const nested = button.fields.flatMap((field) => nestedFields(elements.checker, field.declaration, field.name));
    const paths = Object.fromEntries(nested.map((field) => [field.path, field.description]));
    // An object of the element's own config, a list's entries and a shared type (LinkConfig) alike.
    for (const path of ['buttonStyle.color', 'texts.greeting', 'menuDropdown[].text', 'links.linkLogin.valueID']) {
      assert.ok(paths[path]?.length > 3, path);
    }
    let count = 0;
    for (const element of elements) {
      for (const field of element.fields) {
        for (const inner of nestedFields(elements.checker, field.declaration, field.name)) {
          count += 1;
          assert.ok(inner.description.length > 3, `${element.tagName}: ${inner.path}`);
          assert.doesNotMatch(inner.description, /\n/, `${element.tagName}: ${inner.path} is one line`);
        }
      }
    }
    assert.ok(count > 400, `${count} nested fields`);
  });

  it("lists the parts an element draws through shared code (the frame, a form's fields, a blog wall)", async () => {
    const { elements } = await describeElements();
    const parts = (tag) => elements.find((element) => element.tagName === tag).parts;
    for (const element of elements) assert.ok(element.parts.includes('frame'), `${element.tagName}: frame`);
    for (const part of ['form', 'field', 'input', 'label', 'submit', 'error', 'alert']) {
      assert.ok(parts('weft-mailing-form').includes(part), `weft-mailing-form: ${part}`);
    }
    for (const part of ['wall', 'login-button', 'title-link']) assert.ok(parts('weft-blog-post').includes(part), part);
    for (const part of ['carousel', 'arrow-next']) assert.ok(parts('weft-slider-gallery').includes(part), part);
    // The overlay's parts are the overlay's own (weft-overlay), never an element's.
    assert.ok(!parts('weft-gallery').includes('gallery-image'));
  });

  it('the build step keeps no allow-list: `manifest.mjs --check` passes on the descriptions alone', async () => {
    const { stderr } = await promisify(execFile)(process.execPath, ['scripts/manifest.mjs', '--check'], { cwd: root });
    assert.equal(stderr, '');
  });
});
