/**
 * The built bundle, loaded the way a customer's page loads it: a script tag pointing at
 * dist/weft.js. Each page is a fresh iframe, so globals and custom elements start empty.
 * Run `npm run build` first (`npm test` does).
 */
import { expect } from '@open-wc/testing';
import { atRest, until } from './helpers.js';

// Firefox matches no 'self' in a srcdoc page's policy: the test server's origin is named too.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types dompurify',
]
  .join('; ')
  .replaceAll("'self'", `'self' ${location.origin}`);

interface PageWindow extends Window {
  weft?: { ready: Promise<void>; options: { site: string; lang: string | null } };
  violations?: string[];
  consoleErrors?: string[];
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** A page holding `body`, the CSP above and the loader, pasted as a classic or a module script. */
async function page(body: string, { module = false, scriptAttrs = '' } = {}): Promise<PageWindow> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${CSP}">
    <script src="/test/browser/fixtures/violations.js"></script></head><body>${body}
    <script ${module ? 'type="module"' : 'async'} src="/dist/weft.js" ${scriptAttrs}></script></body></html>`;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as PageWindow | null)?.weft?.ready, 'the loader to start');
  return frame.contentWindow as PageWindow;
}

function requested(win: Window): string[] {
  return win.performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
}

const timerTag = `<weft-timer id="t" config='${attr({ type: 'start_user_every_access', hours: 1, minutes: 2, seconds: 59, height: 180 })}'></weft-timer>`;
const textTag = `<weft-text id="x" config='${attr({ html: '<p>Hello <b>world</b></p>' })}'></weft-text>`;
const hostileTag = `<weft-text id="h" config='${attr({ html: '<p style="color: rgb(255, 0, 0)">Red</p><img src="data:," onerror="alert(1)">' })}'></weft-text>`;

function part(win: Window, selector: string, name: string): string | undefined {
  return win.document.querySelector(selector)?.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent ?? undefined;
}

describe('dist/weft.js on a host page', () => {
  for (const module of [false, true]) {
    it(`renders elements pasted as a ${module ? 'module' : 'classic'} script, under a strict CSP with Trusted Types`, async () => {
      const win = await page(timerTag + textTag, { module });
      await win.weft!.ready;
      expect(part(win, '#t', 'hours')).to.equal('01');
      expect(part(win, '#t', 'minutes')).to.equal('02');
      const p = win.document.querySelector('#x')!.shadowRoot!.querySelector('p')!;
      expect(p.textContent).to.equal('Hello world');
      expect(win.violations, 'Weft itself never violates the policy').to.deep.equal([]);
    });
  }

  it("keeps an owner's inline styles (through CSSOM) and drops handlers, with no Trusted Types violation", async () => {
    const win = await page(hostileTag);
    await win.weft!.ready;
    const root = win.document.querySelector('#h')!.shadowRoot!;
    expect(win.getComputedStyle(root.querySelector('p')!).color).to.equal('rgb(255, 0, 0)');
    expect(root.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    // Owner HTML's inline style and handler attributes never reach a parser under their own
    // names, so the strict CSP has nothing to report.
    expect(win.violations).to.deep.equal([]);
  });

  it('requests nothing more on a page without tags', async () => {
    const win = await page('<p>Just a page</p>');
    await win.weft!.ready;
    await atRest(win);
    expect(requested(win).filter((p) => p.startsWith('/dist/'))).to.deep.equal(['/dist/weft.js']);
  });

  it('below the support floor (no constructable stylesheets) leaves the page as it is, with one message', async () => {
    const win = await page(`<script src="/test/browser/fixtures/below-floor.js"></script>${timerTag}<a href="#x">A link</a>`);
    await win.weft!.ready;
    await atRest(win);
    const warnings = (win as PageWindow & { consoleWarnings: string[] }).consoleWarnings;
    expect(warnings).to.deep.equal(['Weft needs a newer browser (Safari 16.4+): the page is shown as it is.']);
    expect(win.customElements.get('weft-timer'), 'no element is defined').to.equal(undefined);
    expect(requested(win).filter((p) => p.startsWith('/dist/'))).to.deep.equal(['/dist/weft.js']);
    expect(win.consoleErrors).to.deep.equal([]);
  });

  it('loads chunks relative to its own URL, each once, React only with a React element', async () => {
    const win = await page(
      timerTag.repeat(1) + `<weft-timer config='${attr({ type: 'decrease_sum_time' })}'></weft-timer>`.repeat(5),
    );
    await win.weft!.ready;
    const chunks = requested(win).filter((p) => p.startsWith('/dist/'));
    const timerChunks = chunks.filter((p) => /\/timer\.element\.js$/.test(p));
    expect(timerChunks).to.have.length(1);
    expect(chunks.filter((p) => /\/react-[a-z0-9]+\.js$/.test(p))).to.have.length(1);
    expect(chunks.some((p) => p.includes('text.element'))).to.equal(false);
  });

  it('asks for its chunks only after the page is on screen', async () => {
    const win = await page(`<p>Drawn text</p>${timerTag}`);
    await win.weft!.ready;
    // When the first frame was presented (buffered: it is over by now).
    const { PerformanceObserver } = win as unknown as typeof globalThis;
    const painted = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true }),
    );
    const chunk = win.performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.endsWith('/timer.element.js'));
    // Fetching, compiling and running the chunks come after the page is on screen.
    expect(chunk!.startTime).to.be.greaterThan(painted);
  });

  it('keeps the reserved box from the definition to the first render', async () => {
    const win = await page('<p>first</p>');
    await win.weft!.ready;
    const panel = win.document.createElement('weft-panel');
    panel.setAttribute('config', JSON.stringify({ height: 120 }));
    const text = win.document.createElement('weft-text');
    text.setAttribute('config', JSON.stringify({ html: '<p>Inside</p>' }));
    const below = win.document.createElement('p');
    below.textContent = 'below';
    panel.append(text);
    win.document.body.append(panel, below);
    await null; // the loader's mutation observer reserves the box
    // Defined, a panel's shadow root is empty until it renders its slot: the reserve holds the box meanwhile.
    const atDefinition = win.customElements.whenDefined('weft-panel').then(() => panel.getBoundingClientRect().height);
    expect(panel.getBoundingClientRect().height, 'reserved before its chunk arrives').to.equal(120);
    expect(await atDefinition, 'still held once defined, before the first render').to.equal(120);
    await until(() => panel.shadowRoot?.querySelector('slot'), 'the panel rendered');
    expect(panel.getBoundingClientRect().height).to.equal(120);
  });

  it('upgrades tags added after it started', async () => {
    const win = await page('<p>empty at first</p>');
    await win.weft!.ready;
    const el = win.document.createElement('weft-timer');
    el.setAttribute('config', JSON.stringify({ type: 'start_user_every_access', days: 3, hours: 5, minutes: 0, seconds: 0 }));
    win.document.body.append(el);
    await until(() => part(win, 'weft-timer', 'days') === '03', 'the late timer');
  });

  it('reads data-site and data-lang from its script tag', async () => {
    const win = await page(timerTag, { scriptAttrs: 'data-site="https://builder.example" data-lang="fr_FR"' });
    await win.weft!.ready;
    expect(win.weft!.options).to.deep.equal({ site: 'https://builder.example', lang: 'fr_FR' });
    await until(
      () => win.document.querySelector('#t')!.shadowRoot!.querySelector('[part="label"]')?.textContent === 'Jours',
      'French labels',
    );
  });

  it('defaults the site origin to where the loader was served from', async () => {
    const win = await page(timerTag);
    expect(win.weft!.options.site).to.equal(location.origin);
  });

  it('reserves the configured height before the chunk arrives', async () => {
    const win = await page(`<weft-timer config='${attr({ height: 240 })}'></weft-timer>`);
    const el = win.document.querySelector('weft-timer')!;
    // Undefined or defined, the element holds its height: nothing shifts when it renders.
    expect(el.getBoundingClientRect().height).to.equal(240);
    await win.weft!.ready;
    expect(el.getBoundingClientRect().height).to.equal(240);
  });

  it('leaves the box of an element the server drew to its drawing', async () => {
    const drawn = `<weft-timer id="t" data-weft-ssr="1" config='${attr({ height: 240 })}'><template shadowrootmode="open"><p>Drawn</p></template></weft-timer>`;
    const win = await page(`${drawn}${timerTag.replace('id="t"', 'id="u"')}`);
    // Reserving a box means an inline style on the tag and a style pass over the whole page.
    expect(win.document.querySelector('#t')!.getAttribute('style')).to.equal(null);
    expect(win.document.querySelector<HTMLElement>('#u')!.style.getPropertyValue('--weft-reserve')).to.equal('180px');
    expect(win.document.adoptedStyleSheets, 'the sheet that holds reserved boxes').to.have.length(1);
    await win.weft!.ready;
    // A page whose every tag was drawn gets no document-wide sheet (a style pass over the whole page).
    const drawnOnly = await page(drawn);
    expect(drawnOnly.document.adoptedStyleSheets).to.have.length(0);
    await drawnOnly.weft!.ready;
  });

  it('answers a host page’s errorMessagePopup with the required-fields modal, fetching the modals only then', async () => {
    const win = await page('<p>A host page</p>');
    await win.weft!.ready;
    expect(requested(win).some((p) => p.includes('modals') || p.includes('overlay'))).to.equal(false);
    win.dispatchEvent(
      new (win as unknown as typeof globalThis).CustomEvent('errorMessagePopup', {
        detail: { messages: ['The email field is required.'] },
      }),
    );
    await until(() => win.document.querySelector('weft-overlay')?.shadowRoot?.querySelector('dialog[open]'), 'the modal');
    const dialog = win.document.querySelector('weft-overlay')!.shadowRoot!.querySelector('dialog')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Please check the required fields');
    expect(dialog.querySelector('li')!.textContent).to.equal('The email field is required.');
    expect(win.violations).to.deep.equal([]);
  });

  it('renders a weft-button as a real link in embed mode', async () => {
    const win = await page(
      `<weft-button id="b" config='${attr({ text: 'Go', link: { type: 'web', value: 'example.com/offer', target: '_blank' } })}'></weft-button>`,
    );
    await win.weft!.ready;
    const a = win.document.querySelector('#b')!.shadowRoot!.querySelector('a')!;
    expect(a.href).to.equal('https://example.com/offer');
    expect(a.rel).to.equal('noopener noreferrer');
  });

  it('leaves a tag that is no Weft element as it is, with one error naming it, and renders the rest', async () => {
    const win = await page(`<weft-nope>kept as it is</weft-nope><weft-nope></weft-nope>${timerTag}`);
    await win.weft!.ready;
    expect(part(win, '#t', 'hours')).to.equal('01');
    expect(win.document.querySelector('weft-nope')!.textContent).to.equal('kept as it is');
    expect(win.consoleErrors!.filter((m) => m.includes('nope'))).to.deep.equal([
      'ChunkLoadError: Weft could not load the "nope" chunk; its elements stay empty',
    ]);
  });

  it('renders in a sandboxed frame without allow-same-origin, where cookies and storage are refused', async () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.srcdoc = `<!doctype html><html><body>${timerTag}<script src="/test/browser/fixtures/report-ready.js"></script>
      <script src="/dist/weft.js"></script></body></html>`;
    const report = new Promise<unknown>((resolve) =>
      addEventListener('message', function listen(event) {
        if (event.source !== frame.contentWindow) return;
        removeEventListener('message', listen);
        resolve(event.data);
      }),
    );
    document.body.append(frame);
    frames.push(frame);
    expect(await report).to.deep.equal({ hours: '01', errors: [] });
  });

  it('keeps the page working when an element has a bad config', async () => {
    const win = await page(`<weft-timer id="bad" config="{oops"></weft-timer>${timerTag}`);
    await win.weft!.ready;
    expect(part(win, '#t', 'hours')).to.equal('01');
    // The default timer: seven days ahead.
    expect(part(win, '#bad', 'days')).to.match(/^0[67]$/);
    expect(part(win, '#bad', 'description')).to.equal('Promotion ends in ...');
  });

  it('takes a config property a host set before the loader ran', async () => {
    const win = await page('<script src="/test/browser/fixtures/early-config.js"></script>');
    await win.weft!.ready;
    const p = () => win.document.querySelector('#early')!.shadowRoot?.querySelector('p');
    await until(() => p(), 'the text');
    expect(p()!.textContent).to.equal('Set before the loader');
  });

  it('takes a config property a host set before the element’s chunk arrived', async () => {
    const win = await page('<p>A host page</p>');
    await win.weft!.ready;
    expect(win.customElements.get('weft-text'), 'not loaded yet').to.equal(undefined);
    const el = win.document.createElement('weft-text') as HTMLElement & { config: unknown };
    el.config = { html: '<p>Set before the chunk</p>' };
    win.document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('p'), 'the text');
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('Set before the chunk');
    el.config = { html: '<p>Set after the upgrade</p>' };
    await until(() => el.shadowRoot!.querySelector('p')?.textContent === 'Set after the upgrade', 'the new text');
  });

  it('validates a stored session once on an embed page with a members element, ending a refused one', async () => {
    localStorage.setItem('login-user', JSON.stringify({ name: 'Stale', email: 'stale@example.com', type: 'login' }));
    localStorage.setItem('login-user-token', 'not-a-real-token');
    try {
      // A real address (not srcdoc): the members API is found from the page's host, localhost here.
      const frame = document.createElement('iframe');
      frame.src = '/test/browser/fixtures/embed-members.html';
      document.body.append(frame);
      frames.push(frame);
      await until(() => (frame.contentWindow as PageWindow | null)?.weft?.ready, 'the loader');
      const win = frame.contentWindow as PageWindow;
      await win.weft!.ready;
      await until(() => requested(win).filter((p) => p.endsWith('/website/user/check')).length === 1, 'the session check');
      await until(() => localStorage.getItem('login-user-token') === null, 'the refused session to end');
      const root = win.document.querySelector('#u')!.shadowRoot!;
      await until(() => root.textContent?.includes('Login'), 'the login button');
    } finally {
      localStorage.removeItem('login-user');
      localStorage.removeItem('login-user-token');
    }
  });
});
