// The forms the server renderer draws (src/server/render.ts, built into dist/server/render.mjs by
// `npm run build`) are on screen before any script: until their element takes over, Enter or their
// button must not submit them natively (a GET to the page put the lead's fields, or a member's
// password, in the address, the history and the server's logs, and lost them: issue 40).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { publicSiteData } from '../../demo/backend/site/pages.mjs';
import { readSite } from '../../demo/backend/site/read.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const renderer = join(root, 'dist/server/render.mjs');
const built = existsSync(renderer);
const { renderPage } = built ? await import(renderer) : {};
const site = await readSite(join(root, 'demo/'));

/** Every `<form>` of the drawing, shadow roots included (jsdom keeps them as template content). */
function formsOf(html) {
  const { document } = new JSDOM(`<!doctype html><body>${html}`).window;
  const forms = [];
  const visit = (node) => {
    forms.push(...node.querySelectorAll('form'));
    for (const template of node.querySelectorAll('template')) visit(template.content);
  };
  visit(document);
  return forms;
}

/**
 * Whether a drawn form submits natively: HTML's form submission stops at a `dialog` method outside
 * a `<dialog>`; any other method navigates with the fields (a GET in the address).
 */
function submits(form) {
  const buttons = [...form.querySelectorAll('button, input[type="submit"], input[type="image"]')];
  if (buttons.some((b) => b.hasAttribute('formmethod') || b.hasAttribute('formaction'))) return true;
  return (form.getAttribute('method') ?? '').toLowerCase() !== 'dialog' || form.closest('dialog') !== null;
}

const pathOf = (page) => (page.initial === '1' ? '/' : `/${page.url}`);

describe('forms drawn by the server', { skip: !built && 'run `npm run build` first: dist/server/render.mjs is missing' }, () => {
  test("the /forms page's four lead forms cannot submit before their elements take over", async () => {
    const drawn = await renderPage(publicSiteData(site), '/forms', { device: 'desktop' });
    const forms = formsOf(drawn.html);
    assert.equal(forms.length, 4, 'the mailing, campaign, contact and multi-step forms are drawn');
    for (const form of forms) {
      const fields = [...form.querySelectorAll('input[name], select[name], textarea[name]')].map((f) => f.name);
      assert.ok(fields.length > 0, 'a drawn form has its fields');
      assert.equal(submits(form), false, `the drawn form of ${fields.join(', ')} does not submit natively`);
    }
  });

  test('no drawn form of an open demo page submits its fields natively, but a search', async () => {
    let checked = 0;
    for (const page of site.pages.filter((p) => !p.is_member && !(p.restrict_areas ?? []).length)) {
      const drawn = await renderPage(publicSiteData(site), pathOf(page), { device: 'desktop' });
      for (const form of formsOf(drawn.html)) {
        // A search is a GET by design: its address is the results page, and it works with no script.
        if (form.getAttribute('role') === 'search') continue;
        checked++;
        assert.equal(submits(form), false, `${pathOf(page)}: ${form.getAttribute('part')} does not submit natively`);
      }
    }
    assert.ok(checked >= 5, 'the lead forms and the members login forms are checked');
  });
});
