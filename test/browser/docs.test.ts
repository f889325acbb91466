/**
 * The documentation catalogue (issue 25): a docs page lists the element's fields from the manifest,
 * draws the element, and redraws it from the edited config; invalid JSON is reported beside the
 * editor and the element keeps its last good config. Every page is read as the demo server serves
 * it (`/weft/docs/`, the reference backend's static files under its Content-Security-Policy): no
 * violation, no console error, axe-clean, and the editor works from the keyboard. Reads dist/docs/
 * (run `npm run build` first, or `node scripts/manifest.mjs` after a build).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { atRest, until } from './helpers.js';

interface DocsWindow extends Window {
  axe?: { run: (context: Document) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }> };
  weft?: { ready: Promise<void> };
  console: Console;
  ReportingObserver: new (
    callback: (reports: { type: string; body: { effectiveDirective?: string; blockedURL?: string; sample?: string } }[]) => void,
    options: { buffered: boolean; types?: string[] },
  ) => {
    observe(): void;
    takeRecords(): { type: string; body: { effectiveDirective?: string; blockedURL?: string; sample?: string } }[];
  };
}

interface DocsPage {
  doc: Document;
  win: DocsWindow;
  /** Console errors, uncaught errors and rejections, from the moment the page's document exists. */
  errors: string[];
  /** Every CSP violation the page reported since it began (the Reporting API's buffer). */
  violations(): Promise<string[]>;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

/** The directives that make the demo's policy strict: anything less would not be the demo's. */
const STRICT = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
];

async function openDocs(page: string): Promise<DocsPage> {
  const frame = document.createElement('iframe');
  frame.style.width = '1200px';
  frame.style.height = '900px';
  document.body.append(frame);
  frames.push(frame);
  const blank = frame.contentDocument;
  frame.src = `/weft/docs/${page}`;
  await until(() => frame.contentDocument !== blank && frame.contentDocument?.URL.includes(page), 'the page');
  const win = frame.contentWindow as DocsWindow;
  const errors: string[] = [];
  const error = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    error(...args);
  };
  win.addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  win.addEventListener('unhandledrejection', (event) => errors.push(`unhandled: ${String(event.reason)}`));
  const reports = new Set<string>();
  const report = (directive?: string, blocked?: string, sample?: string) =>
    reports.add(`${directive}: ${blocked} ${sample ?? ''}`);
  // Chromium reports to a ReportingObserver (buffered: from the document's start); Firefox has the
  // observer but sends it no CSP reports, only the document's securitypolicyviolation events.
  const observer = new win.ReportingObserver(
    (list) => list.forEach((r) => report(r.body.effectiveDirective, r.body.blockedURL, r.body.sample)),
    { buffered: true, types: ['csp-violation'] },
  );
  observer.observe();
  win.document.addEventListener('securitypolicyviolation', (e) => report(e.effectiveDirective, e.blockedURI, e.sample));
  await until(() => frame.contentDocument?.readyState === 'complete', 'the page to load');
  await win.weft?.ready;
  return {
    doc: frame.contentDocument!,
    win,
    errors,
    violations: async () => {
      // Reports arrive in a task of their own: a frame and a turn delivers any still queued.
      await new Promise((resolve) => win.requestAnimationFrame(resolve));
      await new Promise((resolve) => setTimeout(resolve));
      for (const r of observer.takeRecords()) report(r.body.effectiveDirective, r.body.blockedURL, r.body.sample);
      return [...reports];
    },
  };
}

/**
 * Axe's findings on a docs page. Axe is a script the page does not load, and the demo's Trusted Types
 * policy lets no one add one: it reads the same file from dist/docs/, served without the policy.
 */
async function axeViolations(page: string): Promise<string[]> {
  const frame = document.createElement('iframe');
  frame.style.width = '1200px';
  frame.style.height = '900px';
  frame.src = `/dist/docs/${page}`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.URL.includes(page), 'the page');
  const win = frame.contentWindow as DocsWindow;
  await win.weft?.ready;
  await atRest(win);
  const script = win.document.createElement('script');
  script.src = '/node_modules/axe-core/axe.min.js';
  const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
  win.document.head.append(script);
  await loaded;
  const results = await win.axe!.run(win.document);
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

const numbers = (timer: Element) =>
  ['days', 'hours', 'minutes', 'seconds'].map((part) => timer.shadowRoot?.querySelector(`[part~="${part}"]`)?.textContent);

function edit(doc: Document, text: string) {
  const editor = doc.getElementById('config') as HTMLTextAreaElement;
  editor.value = text;
  editor.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The element focused in `doc`, through shadow roots. */
function focused(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('the docs catalogue', () => {
  it('is served under the demo’s Content-Security-Policy', async () => {
    for (const page of ['index.html', 'timer.html']) {
      const answer = await window.fetch(`/weft/docs/${page}`);
      expect(answer.headers.get('content-type')).to.match(/^text\/html/);
      const policy = (answer.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
      expect(policy, page).to.include.members(STRICT);
      expect(policy.join(';'), page).not.to.match(/unsafe-(inline|eval)/);
    }
  });

  it('lists every element on its index, each linking to its page', async () => {
    const { doc } = await openDocs('index.html');
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('.catalogue a')].map((a) => a.getAttribute('href'));
    expect(links).to.include('timer.html');
    expect(links).to.include('members-form.html');
    expect(links.length).to.be.greaterThan(45);
  });

  it('shows the countdown fields, events and parts, and redraws from the edited config', async () => {
    const { doc } = await openDocs('timer.html');
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

  it('is used from the keyboard: Tab to the editor, type a config, the element redraws; a typo keeps it', async () => {
    const { doc, errors, violations } = await openDocs('timer.html');
    const timer = doc.getElementById('example')!;
    const editor = doc.getElementById('config') as HTMLTextAreaElement;
    await until(() => numbers(timer)[0], 'the example timer to draw');
    // Keys go to the frame once its document has focus, as after a click on the page.
    doc.defaultView!.focus();
    doc.body.focus();
    const stops: string[] = [];
    for (let i = 0; i < 12 && focused(doc) !== editor; i++) {
      await sendKeys({ press: 'Tab' });
      const at = focused(doc);
      stops.push(
        at ? `${at.localName}${at.id ? `#${at.id}` : ''}${at.getAttribute('href') ? `[${at.getAttribute('href')}]` : ''}` : '?',
      );
    }
    expect(focused(doc), `Tab stops: ${stops.join(' → ')}`).to.equal(editor);
    // The skip link is the first stop, and it leads to the content.
    expect(stops[0]).to.equal('a[#main]');

    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'a' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ type: '{"type":"start_user_every_access","days":6,"hours":7}' });
    await until(() => numbers(timer)[0] === '06' && numbers(timer)[1] === '07', 'the timer to redraw from the typed config');
    const status = doc.getElementById('config-status')!;
    expect(status.textContent).to.equal('Applied.');

    // A typo (the closing brace deleted): reported in the live status, the last good config stays.
    await sendKeys({ press: 'Backspace' });
    expect(status.textContent).to.match(/^Not applied: /);
    expect(editor.getAttribute('aria-invalid')).to.equal('true');
    expect(JSON.parse(timer.getAttribute('config')!)).to.deep.equal({ type: 'start_user_every_access', days: 6, hours: 7 });
    expect(numbers(timer)[0]).to.equal('06');
    expect(focused(doc)).to.equal(editor);

    expect(await violations()).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('hears a violation when there is one (the recorder works)', async () => {
    const { doc, violations } = await openDocs('index.html');
    doc.querySelector('h1')!.setAttribute('style', 'color: red');
    expect((await violations()).join()).to.contain('style-src');
  });
});

interface HostAppWindow extends Window {
  hostApp?: { render(items: { id: string; config: unknown }[]): Promise<void> };
  weft?: { ready: Promise<void> };
  consoleErrors?: string[];
}

/** A React 19 or a Vue 3 app (test/browser/fixtures) on a page of its own, with the loader pasted after it. */
async function hostApp(app: string): Promise<HostAppWindow> {
  const frame = document.createElement('iframe');
  // The fixture the bundle tests load first: it collects the page's console errors.
  frame.srcdoc = `<!doctype html><html><head><script src="/test/browser/fixtures/violations.js"></script></head><body><div id="app"></div><script type="module" src="${app}"></script>
  <script async src="/dist/weft.js"></script></body></html>`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as HostAppWindow | null)?.hostApp, 'the host app to load');
  return frame.contentWindow as HostAppWindow;
}

describe("the countdown's docs example, copied into a host app", () => {
  const apps = {
    'React 19': { fixture: '/test/browser/fixtures/react19-app.js', config: /config=\{(\{.*\})\}/ },
    'Vue 3': { fixture: '/test/browser/fixtures/vue-app.js', config: /const config = (\{.*\});/ },
  };
  for (const [name, { fixture, config: pattern }] of Object.entries(apps)) {
    it(`draws in a ${name} app as on its docs page`, async () => {
      const { doc } = await openDocs('timer.html');
      const example = doc.getElementById('example')!;
      await until(() => numbers(example)[0], 'the example timer to draw');
      const snippet = doc.getElementById(name === 'React 19' ? 'embed-react' : 'embed-vue')!.textContent!;
      const config = JSON.parse(snippet.match(pattern)![1]!) as Record<string, unknown>;
      // The snippet holds the example the page draws (the editor's config).
      expect(config).to.deep.equal(JSON.parse((doc.getElementById('config') as HTMLTextAreaElement).value));

      const win = await hostApp(fixture);
      const id = `docs-example-${Date.now()}`;
      await win.hostApp!.render([{ id, config }]);
      const timer = win.document.getElementById(id)!;
      await until(() => numbers(timer)[0], `the ${name} app's timer to draw`);
      // A countdown started by this visit: the same days and hours, the same description and labels.
      expect(numbers(timer).slice(0, 2)).to.deep.equal(numbers(example).slice(0, 2));
      const text = (el: Element) => el.shadowRoot!.querySelector('[part~="description"]')?.textContent;
      expect(text(timer)).to.equal(text(example));
      expect(text(timer)).to.equal(config['textDescription']);
      await win.weft!.ready;
      expect(win.consoleErrors).to.deep.equal([]);
    });
  }
});

/** The pages the index links to, read from the built catalogue. */
const pages = [
  'index.html',
  ...[...(await (await window.fetch('/weft/docs/index.html')).text()).matchAll(/<li><a href="([a-z0-9-]+\.html)"/g)].map(
    (m) => m[1]!,
  ),
];

/** The CSS parts dist/custom-elements.json lists for each tag. */
const manifestParts = new Map(
  (
    (await (await window.fetch('/weft/custom-elements.json')).json()) as {
      modules: { declarations: { tagName: string; cssParts: { name: string }[] }[] }[];
    }
  ).modules.map((m) => [m.declarations[0]!.tagName, m.declarations[0]!.cssParts.map((p) => p.name)]),
);

describe('every page of the docs catalogue, under the demo’s policy', () => {
  it('covers every element', () => {
    expect(pages.length).to.be.greaterThan(45);
  });

  for (const page of pages) {
    it(`${page}: no violation, no console error, axe-clean`, async () => {
      const { win, errors, violations } = await openDocs(page);
      await atRest(win);
      expect(await violations(), 'CSP violations').to.deep.equal([]);
      expect(errors, 'console errors').to.deep.equal([]);
      // Every part the drawn example holds (its own shadow root, shared pieces included) is in the manifest.
      const example = win.document.getElementById('example');
      if (example) {
        const drawn = [...example.shadowRoot!.querySelectorAll('[part]')].flatMap((el) => el.getAttribute('part')!.split(/\s+/));
        const listed = manifestParts.get(example.localName) ?? [];
        expect(
          [...new Set(drawn.filter((part) => part && !listed.includes(part)))],
          'parts missing from the manifest',
        ).to.deep.equal([]);
      }
      expect(await axeViolations(page), 'axe').to.deep.equal([]);
    });
  }
});
