/**
 * The documentation catalogue (issue 25): a docs page lists the element's fields from the manifest,
 * draws the element, and redraws it from the edited config; invalid JSON is reported beside the
 * editor and the element keeps its last good config. The page passes axe. Reads dist/docs/ (run
 * `npm run build` first, or `node scripts/manifest.mjs` after a build).
 */
import { expect } from '@open-wc/testing';
import { until } from './helpers.js';

interface AxeWindow extends Window {
  axe?: { run: (context: Document) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }> };
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

async function openDocs(page: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.width = '1200px';
  frame.style.height = '900px';
  frame.src = `/dist/docs/${page}`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.URL.includes(page), 'the page');
  return frame.contentDocument!;
}

const numbers = (timer: Element) =>
  ['days', 'hours', 'minutes', 'seconds'].map((part) => timer.shadowRoot?.querySelector(`[part~="${part}"]`)?.textContent);

function edit(doc: Document, text: string) {
  const editor = doc.getElementById('config') as HTMLTextAreaElement;
  editor.value = text;
  editor.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the docs catalogue', () => {
  it('lists every element on its index, each linking to its page', async () => {
    const doc = await openDocs('index.html');
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('.catalogue a')].map((a) => a.getAttribute('href'));
    expect(links).to.include('timer.html');
    expect(links).to.include('members-form.html');
    expect(links.length).to.be.greaterThan(45);
  });

  it('shows the countdown fields, events and parts, and redraws from the edited config', async () => {
    const doc = await openDocs('timer.html');
    const fields = [...doc.querySelectorAll('table.fields tbody th')].map((th) => th.textContent);
    for (const name of ['theme', 'type', 'days', 'hours', 'labels', 'circles']) expect(fields).to.include(name);
    const theme = [...doc.querySelectorAll('table.fields tbody tr')].find(
      (tr) => tr.querySelector('th')?.textContent === 'theme',
    )!;
    expect(theme.textContent).to.contain("'circles'").and.to.contain("'panels'");
    expect(doc.body.textContent).to.contain('weft-timer-end');
    expect(doc.body.textContent).to.contain('::part(days)');
    expect(doc.body.textContent).to.contain('--weft-accent');

    const timer = doc.getElementById('example')!;
    await until(() => numbers(timer)[0], 'the example timer to draw');

    // A valid edit redraws: a fixed 3 days 4 hours, counted from the visitor's access.
    edit(doc, JSON.stringify({ type: 'start_user_every_access', days: 3, hours: 4, minutes: 5, seconds: 59 }));
    await until(() => numbers(timer)[0] === '03' && numbers(timer)[1] === '04', 'the timer to redraw from the edit');
    expect(doc.getElementById('config-status')!.textContent).to.equal('Applied.');
    expect(doc.getElementById('config')!.hasAttribute('aria-invalid')).to.equal(false);

    // Invalid JSON: the error beside the editor, the element keeps its last good config.
    const good = timer.getAttribute('config');
    edit(doc, '{ "days": 9, ');
    const status = doc.getElementById('config-status')!;
    expect(status.textContent).to.match(/^Not applied: /);
    expect(doc.getElementById('config')!.getAttribute('aria-invalid')).to.equal('true');
    expect(timer.getAttribute('config')).to.equal(good);
    expect(numbers(timer)[0]).to.equal('03');

    // A JSON value that is not an object is refused the same way.
    edit(doc, '[1, 2]');
    expect(status.textContent).to.contain('must be a JSON object');
    expect(timer.getAttribute('config')).to.equal(good);
  });

  for (const page of ['index.html', 'timer.html']) {
    it(`${page} passes axe`, async () => {
      const doc = await openDocs(page);
      if (page === 'timer.html')
        await until(() => doc.getElementById('example')?.shadowRoot?.querySelector('[part~="days"]'), 'the timer');
      const script = doc.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
      doc.head.append(script);
      await loaded;
      const results = await (doc.defaultView as AxeWindow).axe!.run(doc);
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).to.deep.equal([]);
    });
  }
});
