/**
 * A host page's theme leaves Weft alone (CONTRACT §4, STYLE.md 15): nothing a page declares reaches
 * inside an element but the documented `--weft-…` theming properties. The embed page and the demo
 * site's pages are drawn through the built bundle, then a host sheet is added that sets every
 * custom property Weft's sources use (found by scripts/custom-properties.mjs, served by the test
 * runner) and the names common themes define, on `:root` and on `*`; the computed style of every
 * element inside every shadow root (and of every element's host) is compared before and after.
 * Run `npm run build` first (`npm test` does).
 */
import { expect } from '@open-wc/testing';
import { deepElements, openSite, until } from './helpers.js';

interface Scan {
  names: string[];
  public: string[];
  host: string[];
}

/** The names shadcn/ui, Tailwind v4 and Open Props themes put on `:root`, with values of their kind. */
const THEMES: Record<string, string> = {
  // shadcn/ui: HSL channels (v3) and oklch colours (v4).
  '--background': '0 0% 100%',
  '--foreground': '222.2 84% 4.9%',
  '--card': 'oklch(0.2 0.1 250)',
  '--card-foreground': 'oklch(0.9 0.1 250)',
  '--popover': '0 0% 100%',
  '--primary': '222.2 47.4% 11.2%',
  '--primary-foreground': '210 40% 98%',
  '--secondary': '210 40% 96.1%',
  '--muted': '210 40% 96.1%',
  '--muted-foreground': '215.4 16.3% 46.9%',
  '--accent': 'oklch(0.6 0.2 30)',
  '--accent-foreground': '222.2 47.4% 11.2%',
  '--destructive': '0 84.2% 60.2%',
  '--border': '214.3 31.8% 91.4%',
  '--input': '214.3 31.8% 91.4%',
  '--ring': '222.2 84% 4.9%',
  '--radius': '0.5rem',
  // Tailwind v4's theme variables.
  '--font-sans': 'Papyrus, fantasy',
  '--font-serif': 'Papyrus, fantasy',
  '--font-mono': 'Papyrus, fantasy',
  '--color-white': 'rgb(1, 2, 3)',
  '--color-black': 'rgb(1, 2, 3)',
  '--color-gray-500': 'oklch(0.55 0.02 264)',
  '--color-blue-500': 'oklch(0.62 0.21 259)',
  '--spacing': '0.37rem',
  '--text-sm': '0.3rem',
  '--text-base': '2.1rem',
  '--font-weight-bold': '900',
  '--radius-md': '17px',
  '--shadow-md': '0 4px 6px -1px rgb(1 2 3 / 0.5)',
  '--leading-normal': '3',
  '--tracking-wide': '0.3em',
  '--ease-in-out': 'steps(2)',
  '--default-transition-duration': '7s',
  // Open Props.
  '--size-1': '0.37rem',
  '--size-2': '0.77rem',
  '--size-3': '1.3rem',
  '--font-size-1': '2.1rem',
  '--font-weight-7': '900',
  '--font-lineheight-3': '3',
  '--gray-0': 'rgb(1, 2, 3)',
  '--gray-9': 'rgb(4, 5, 6)',
  '--gray-12': 'rgb(7, 8, 9)',
  '--radius-2': '17px',
  '--radius-round': '1e5px',
  '--shadow-2': '0 3px 5px -2px rgb(1 2 3 / 0.5)',
  '--ease-3': 'steps(2)',
  '--gap': '37px',
  '--color': 'rgb(1, 2, 3)',
  '--text-color': 'rgb(1, 2, 3)',
  '--line': 'rgb(1, 2, 3)',
  '--font': 'italic 900 31px Papyrus',
};

/** A value of the kind a name suggests, unlike any default: a leak shows, and so does an invalid one. */
function valueFor(name: string): string {
  if (/family|font$/.test(name)) return 'Papyrus, fantasy';
  if (/weight/.test(name)) return '900';
  if (/style/.test(name)) return 'italic';
  if (/align/.test(name)) return 'right';
  if (/columns|rows|per-row|items|scale|count/.test(name)) return '3';
  if (/origin/.test(name)) return 'content-box';
  if (/cursor/.test(name)) return 'wait';
  if (/aspect/.test(name)) return '3';
  if (/transition/.test(name)) return '7s';
  if (/(^--r[xy]$)/.test(name)) return '33deg';
  if (/anim-name/.test(name)) return 'weft-shake';
  if (/anim-duration/.test(name)) return '7s';
  if (/size|width|height|gap|radius|padding|margin|spacing|offset|length|thickness|top|reserve/.test(name)) return '37px';
  if (/backdrop/.test(name)) return 'none';
  return 'rgb(1, 2, 3)';
}

/** What the test runner serves: a test's own request, not the product's (its HTTP goes through src/http). */
async function get(path: string): Promise<Response> {
  // eslint-disable-next-line no-restricted-globals
  return fetch(path);
}

let scanned: Scan | undefined;
async function scan(): Promise<Scan> {
  scanned ??= (await (await get('/__weft/custom-properties')).json()) as Scan;
  return scanned;
}

/** Every name Weft's sources use but the public ones, and the common theme names, on :root and on *. */
async function hostSheet(): Promise<string> {
  const { names, public: open } = await scan();
  const all: Record<string, string> = { ...THEMES };
  for (const name of names) all[name] ??= valueFor(name);
  const declarations = Object.entries(all)
    .filter(([name]) => !open.includes(name))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `:root { ${declarations} } * { ${declarations} }`;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => frames.splice(0).forEach((f) => f.remove()));

/** /embed.html of the demo, with the bundle from dist/ (the demo server serves it at /weft/). */
async function openEmbed(): Promise<Window> {
  const html = (await (await get('/demo/embed.html')).text())
    .replaceAll('/weft/weft.js', '/dist/weft.js')
    .replaceAll('/demo-assets/', '/demo/demo-assets/')
    // The ten-second timer follows its link at zero, which would take the frame away.
    .replace('"seconds": 10, "textDescription"', '"seconds": 10, "hours": 5, "textDescription"');
  return openHtml(html);
}

/** A host page of `html` in a frame (removed after the test), once the loader is there. */
async function openHtml(html: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.style.height = '800px';
  frame.srcdoc = html;
  document.body.append(frame);
  frames.push(frame);
  await until(() => (frame.contentWindow as (Window & { weft?: { ready?: Promise<void> } }) | null)?.weft?.ready, 'the loader');
  return frame.contentWindow!;
}

const weftTags = (win: Window) => deepElements(win.document).filter((el) => el.localName.startsWith('weft-'));

/** Every Weft element of the page defined and drawn once, and the page at rest. */
async function drawn(win: Window): Promise<void> {
  // Every tag in the document first: the loader may run, async, before the parser reaches the last
  // ones (in Firefox, a srcdoc frame's loader often does).
  await until(() => win.document.readyState !== 'loading', 'the page parsed');
  const undefinedTags = () => weftTags(win).filter((el) => !el.matches(':defined') && el.localName !== 'weft-site');
  await until(() => !undefinedTags().length, 'every element defined').catch(() => {
    throw new Error(`not defined: ${undefinedTags().map((el) => el.localName)}`);
  });
  const rendered = Symbol.for('weft.rendered');
  await Promise.all(
    weftTags(win).map((el) => (el as unknown as Record<symbol, { promise: Promise<void> } | undefined>)[rendered]?.promise),
  );
  // Not atRest: a lazy image below the fold never loads, and images change no computed style.
  await win.document.fonts.ready;
  for (let i = 0; i < 2; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

const PSEUDOS = [null, '::before', '::after'] as const;

/** Every element in a shadow root, and every element's host. */
const compared = (win: Window) =>
  deepElements(win.document).filter((el) => el.getRootNode() !== win.document || el.localName.startsWith('weft-'));

/** The computed style of these elements and of their drawn ::before and ::after, property by property. */
function snapshot(win: Window, elements: Element[]): Map<string, string> {
  const out = new Map<string, string>();
  elements.forEach((el, index) => {
    const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().replace(/\s+/g, '.')}` : '';
    const where = `${index} <${el.localName}${classes}> in <${(el.getRootNode() as ShadowRoot).host?.localName ?? 'document'}>`;
    for (const pseudo of PSEUDOS) {
      const style = win.getComputedStyle(el, pseudo);
      if (pseudo && ['none', 'normal'].includes(style.content)) continue;
      for (let i = 0; i < style.length; i++) {
        const name = style[i]!;
        if (name.startsWith('--')) continue;
        out.set(`${where}${pseudo ?? ''} ${name}`, style.getPropertyValue(name));
      }
    }
  });
  return out;
}

/** Finishes the transitions a style change just started, so computed styles show where they end. */
function settleTransitions(win: Window, known: Set<Animation>): void {
  for (const animation of win.document.getAnimations()) if (!known.has(animation)) animation.finish();
}

/**
 * What a host sheet changes: all in one task, so no timer, frame or animation moves in between
 * (a sheet that started a transition is read at the transition's end).
 */
function changedBy(win: Window, css: string): { compared: number; changed: string[] } {
  const elements = compared(win);
  const before = snapshot(win, elements);
  const known = new Set(win.document.getAnimations());
  const style = win.document.createElement('style');
  style.textContent = css;
  win.document.head.append(style);
  win.getComputedStyle(win.document.body).color; // applies the sheet: transitions start here
  settleTransitions(win, known);
  const after = snapshot(win, elements);
  style.remove();
  win.getComputedStyle(win.document.body).color;
  settleTransitions(win, known);
  const changed = [...before]
    .filter(([key, value]) => after.get(key) !== value)
    .map(([key, value]) => `${key}: ${value} → ${after.get(key)}`);
  return { compared: before.size, changed };
}

const SITE_PAGES = [
  '/home',
  '/links',
  '/about',
  '/long',
  '/forms',
  '/themes',
  '/blog',
  '/layout',
  '/media',
  '/runtime',
  '/login',
  '/members',
];

describe('a host page’s custom properties and theme', () => {
  it('change nothing inside the elements of /embed.html', async () => {
    const win = await openEmbed();
    await drawn(win);
    const { compared, changed } = changedBy(win, await hostSheet());
    expect(compared, 'properties compared').to.be.greaterThan(10000);
    expect(changed.slice(0, 20), `${changed.length} changed`).to.deep.equal([]);
  });

  for (const path of SITE_PAGES) {
    it(`change nothing inside the elements of the demo site’s ${path}`, async () => {
      const win = await openSite(path);
      await win.weft!.ready;
      await drawn(win);
      const { compared, changed } = changedBy(win, await hostSheet());
      expect(compared, 'properties compared').to.be.greaterThan(1000);
      expect(changed.slice(0, 20), `${changed.length} changed`).to.deep.equal([]);
    });
  }

  it('include every name the reset leaves out on purpose (set inline on the host by Weft)', async () => {
    const { names, host } = await scan();
    for (const name of host) expect(names, name).to.include(name);
  });
});

describe('the public theming properties', () => {
  it('set the accent, text, background, font and radius of the members forms and the countdown', async () => {
    const win = await openEmbed();
    await drawn(win);
    const members = win.document.querySelector('weft-members-form')!;
    const root = members.shadowRoot!.querySelector<HTMLElement>('.form-root')!;
    const button = members.shadowRoot!.querySelector<HTMLElement>('.button.primary')!;
    const input = members.shadowRoot!.querySelector<HTMLElement>('.field input')!;
    const timer = win.document.querySelector('weft-timer')!;
    const panels = [...win.document.querySelectorAll('weft-timer')].find((el) => el.shadowRoot!.querySelector('.theme-panels'))!;
    const card = panels.shadowRoot!.querySelector<HTMLElement>('.unit')!;
    const read = () => ({
      font: win.getComputedStyle(timer).fontFamily,
      text: win.getComputedStyle(root).color,
      background: win.getComputedStyle(root).backgroundColor,
      accent: win.getComputedStyle(button).backgroundColor,
      radius: win.getComputedStyle(input).borderTopLeftRadius,
      card: win.getComputedStyle(card).borderTopLeftRadius,
    });
    const before = read();
    const { changed } = changedBy(win, ''); // nothing: the comparison itself changes nothing
    expect(changed).to.deep.equal([]);
    const style = win.document.createElement('style');
    style.textContent =
      ':root { --weft-accent: rgb(1, 2, 3); --weft-text: rgb(4, 5, 6); --weft-background: rgb(7, 8, 9); --weft-font: Papyrus, fantasy; --weft-radius: 13px; }';
    win.document.head.append(style);
    const known = new Set(win.document.getAnimations());
    win.getComputedStyle(win.document.body).color;
    settleTransitions(win, known);
    const after = read();
    expect(after).to.deep.equal({
      font: 'Papyrus, fantasy',
      text: 'rgb(4, 5, 6)',
      background: 'rgb(7, 8, 9)',
      accent: 'rgb(1, 2, 3)',
      radius: '13px',
      card: '13px',
    });
    expect(before.accent).to.not.equal(after.accent);
  });
});

describe('the public theming properties and a lead form', () => {
  const THEME =
    ':root { --weft-accent: rgb(1, 2, 3); --weft-text: rgb(4, 5, 6); --weft-background: rgb(7, 8, 9); --weft-radius: 13px; }';
  const fields = [{ tag: 'email', label: 'Email', required: 'yes' }];
  const tag = (id: string, config: unknown) =>
    `<weft-contact-form id="${id}" config='${JSON.stringify(config).replace(/'/g, '&#39;')}'></weft-contact-form>`;

  /** A host page with a form that keeps the default look (in builder data's spelling too) and one whose owner chose it. */
  async function page(): Promise<Window> {
    const win = await openHtml(`<!doctype html><html><head></head><body>
      ${tag('kept', { receiver: 'owner@example.com', fields })}
      ${tag('saved', { receiver: 'owner@example.com', fields, button: { backgroundColor: '#1A56DB', borderRadius: '4px' }, input: { borderRadius: 4 } })}
      ${tag('chosen', { receiver: 'owner@example.com', fields, button: { backgroundColor: '#cc0000', borderRadius: 20 }, input: { borderRadius: 2, backgroundColor: '#fafafa', color: '#222222' } })}
      <script async src="/dist/weft.js"></script></body></html>`);
    await drawn(win);
    return win;
  }

  const look = (win: Window, id: string) => {
    const root = win.document.getElementById(id)!.shadowRoot!;
    const button = win.getComputedStyle(root.querySelector('.lead-button')!);
    const input = win.getComputedStyle(root.querySelector('.input')!);
    return {
      button: button.backgroundColor,
      buttonRadius: button.borderTopLeftRadius,
      field: input.backgroundColor,
      fieldText: input.color,
      fieldRadius: input.borderTopLeftRadius,
    };
  };

  it('theme a form that keeps the default look, and never a colour or radius its owner chose', async () => {
    const win = await page();
    const before = { kept: look(win, 'kept'), saved: look(win, 'saved'), chosen: look(win, 'chosen') };
    expect(before.kept).to.deep.equal({
      button: 'rgb(26, 86, 219)',
      buttonRadius: '4px',
      field: 'rgb(255, 255, 255)',
      fieldText: 'rgb(31, 41, 51)',
      fieldRadius: '4px',
    });
    expect(before.saved).to.deep.equal(before.kept);

    const known = new Set(win.document.getAnimations());
    const style = win.document.createElement('style');
    style.textContent = THEME;
    win.document.head.append(style);
    win.getComputedStyle(win.document.body).color;
    settleTransitions(win, known);
    const themed = {
      button: 'rgb(1, 2, 3)',
      buttonRadius: '13px',
      field: 'rgb(7, 8, 9)',
      fieldText: 'rgb(4, 5, 6)',
      fieldRadius: '13px',
    };
    expect(look(win, 'kept')).to.deep.equal(themed);
    expect(look(win, 'saved')).to.deep.equal(themed);
    expect(look(win, 'chosen')).to.deep.equal(before.chosen);
    expect(before.chosen).to.deep.equal({
      button: 'rgb(204, 0, 0)',
      buttonRadius: '20px',
      field: 'rgb(250, 250, 250)',
      fieldText: 'rgb(34, 34, 34)',
      fieldRadius: '2px',
    });
  });
});

describe('a host styling the countdown', () => {
  it('reaches it through --weft-accent and its parts; a ring colour in the config wins', async () => {
    const timer = (id: string, config: unknown) => `<weft-timer id="${id}" config='${JSON.stringify(config)}'></weft-timer>`;
    const win = await openHtml(`<!doctype html><html><head></head><body>
      ${timer('kept', { theme: 'circles', type: 'start_user_every_access', hours: 2 })}
      ${timer('chosen', { theme: 'circles', type: 'start_user_every_access', hours: 2, circles: { colors: { days: '#00ff00' } } })}
      <script async src="/dist/weft.js"></script></body></html>`);
    await drawn(win);
    const root = (id: string) => win.document.getElementById(id)!.shadowRoot!;
    const rings = (id: string) =>
      ['days', 'hours', 'minutes', 'seconds'].map(
        (unit) => win.getComputedStyle(root(id).querySelector(`.unit-${unit} .ring-value`)!).stroke,
      );
    const days = () => win.getComputedStyle(root('kept').querySelector('[part~="days"]')!);
    const label = () => win.getComputedStyle(root('kept').querySelector('[part~="label"]')!);
    const before = { kept: rings('kept'), chosen: rings('chosen'), days: days().color, spacing: label().letterSpacing };
    expect(new Set(before.kept).size, 'a colour for each ring').to.equal(4);

    const known = new Set(win.document.getAnimations());
    const style = win.document.createElement('style');
    style.textContent = `:root { --weft-accent: rgb(1, 2, 3); }
      weft-timer::part(days) { color: rgb(200, 0, 0); }
      weft-timer::part(label) { letter-spacing: 3px; }`;
    win.document.head.append(style);
    win.getComputedStyle(win.document.body).color;
    settleTransitions(win, known);
    expect(rings('kept')).to.deep.equal(Array(4).fill('rgb(1, 2, 3)'));
    expect(rings('chosen')).to.deep.equal(['rgb(0, 255, 0)', 'rgb(1, 2, 3)', 'rgb(1, 2, 3)', 'rgb(1, 2, 3)']);
    expect(days().color).to.equal('rgb(200, 0, 0)');
    expect(label().letterSpacing).to.equal('3px');
    expect(before.days).to.not.equal('rgb(200, 0, 0)');
  });
});
