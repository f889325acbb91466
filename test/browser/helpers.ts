/**
 * Helpers for browser tests. A test waits for the thing it asserts (`until`), never for time: these
 * helpers wait with MessageChannel turns and the browser's own timers, captured before any test can
 * replace the clock with a fake one, so they keep working under sinon's fake timers.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { activeLanguage } from '../../src/i18n/index.js';
import type { Language } from '../../src/constants.js';
import { language } from '../../src/i18n/language.js';
import { unsupported } from './engine.js';

// The real clock, whatever a test fakes later.
const realNow = performance.now.bind(performance);
const realSetTimeout = window.setTimeout.bind(window);

const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** One macrotask turn, independent of (fake) timers. */
export function turn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/**
 * Waits until `predicate` holds: React commits asynchronously, chunks and dictionaries arrive over
 * the network, observers report after a frame. The first turns are quick; then it checks every few
 * milliseconds of real time, so it lets the browser render (and does not hog a core) while it waits.
 * `ms` only bounds a failure: a passing wait never lasts longer than its condition takes.
 */
export async function until(predicate: () => unknown, message = 'condition', ms = 15000): Promise<void> {
  const deadline = realNow() + ms;
  for (let i = 0; realNow() < deadline; i++) {
    if (predicate()) return;
    if (i < 50) await turn();
    else await new Promise((resolve) => realSetTimeout(resolve, 4));
  }
  if (predicate()) return;
  throw new Error(`Timed out waiting for ${message}`);
}

/** Sets the visitor's language and waits until its dictionary is the active one (labels re-render then). */
export async function setLanguage(code: Language): Promise<void> {
  language.value = code;
  await until(() => activeLanguage.peek() === code, `the ${code} dictionary`);
  // Components read activeLanguage through useSyncExternalStore: one turn commits them.
  await turn();
}

/**
 * The accessibility check on an element at rest, as a visitor reads it: under reduced motion (which
 * every Weft element honours), once every finite animation has ended.
 */
export async function expectAccessible(el: Element): Promise<void> {
  // Where reduced motion cannot be emulated (Firefox, WebKit), axe reads once the finite animations end.
  const emulated = !unsupported('emulateMedia');
  if (emulated) await emulateMedia({ reducedMotion: 'reduce' });
  try {
    // And every shadow root in the element (a place menu's in a menu group): WebKit's
    // document.getAnimations() did not wait for a nested one's fade.
    const roots: Array<Document | ShadowRoot> = [document];
    const walk = (node: Element | ShadowRoot) => {
      for (const child of node.querySelectorAll('*'))
        if (child.shadowRoot) {
          roots.push(child.shadowRoot);
          walk(child.shadowRoot);
        }
    };
    if (el.shadowRoot) roots.push(el.shadowRoot);
    walk(el);
    if (el.shadowRoot) walk(el.shadowRoot);
    const finite = [...new Set(roots.flatMap((root) => root.getAnimations()))].filter(
      (a) => a.effect?.getComputedTiming().iterations !== Infinity,
    );
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await turn();
    await expect(el).to.be.accessible();
  } finally {
    if (emulated) await emulateMedia({ reducedMotion: 'no-preference' });
  }
}

/**
 * Waits until the code under test has armed at least `count` timers on a sinon fake clock (a
 * timer set in a React effect is armed only after the commit), so `tick` never runs too early.
 */
export async function armed(clock: { countTimers(): number }, count = 1): Promise<void> {
  await until(() => clock.countTimers() >= count, `${count} timer(s) to be armed`);
}

/**
 * Replaces IntersectionObserver for one test: `enter(el)` / `leave(el)` report the element in or out
 * of view at once, instead of after layout and frames the test cannot control. `restore()` undoes it.
 */
export function fakeIntersection(): { enter(el: Element): void; leave(el: Element): void; restore(): void } {
  const Real = window.IntersectionObserver;
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>();
  class FakeObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    #entry: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.#entry = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.#entry);
    }
    observe(el: Element) {
      this.#entry.targets.add(el);
    }
    unobserve(el: Element) {
      this.#entry.targets.delete(el);
    }
    disconnect() {
      this.#entry.targets.clear();
      observers.delete(this.#entry);
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  const report = (el: Element, inside: boolean) => {
    const rect = el.getBoundingClientRect();
    for (const { callback, targets, self } of [...observers]) {
      // An observer watches the element, or an element inside it (the host of a shadow root).
      const target = [...targets].find((t) => t === el || el.contains(t) || el.shadowRoot?.contains(t));
      if (!target) continue;
      const entry = {
        target,
        isIntersecting: inside,
        intersectionRatio: inside ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: inside ? rect : new DOMRect(),
        rootBounds: new DOMRect(0, 0, innerWidth, innerHeight),
        time: realNow(),
      } as IntersectionObserverEntry;
      callback([entry], self);
    }
  };
  return {
    enter: (el) => report(el, true),
    leave: (el) => report(el, false),
    restore: () => {
      window.IntersectionObserver = Real;
      observers.clear();
    },
  };
}

/**
 * For the tests of the calling `describe`: a fake viewport (`view.enter(el)`, `view.leave(el)`, as
 * fakeIntersection) installed before each test, and animation frames a test may fake with
 * `frames()` (after mounting: mounting waits for real frames); both undone after each test.
 */
export function inViewEachTest(): {
  view: { enter(el: Element): void; leave(el: Element): void };
  frames(): sinon.SinonFakeTimers;
} {
  let current: ReturnType<typeof fakeIntersection> | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => {
    current = fakeIntersection();
  });
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    current?.restore();
  });
  return {
    view: { enter: (el) => current!.enter(el), leave: (el) => current!.leave(el) },
    frames: () => (clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })),
  };
}

/** The language helpers' counterpart for afterEach: back to English, applied. */
export function resetLanguage(): Promise<void> {
  return setLanguage('en_US');
}

/**
 * The element's computed style holds these values: camel-case properties (`fontSize`) or
 * dashed ones (`-webkit-text-stroke-color`), compared all at once so a failure shows every value.
 */
export function expectStyle(el: Element, expected: Record<string, string>): void {
  const style = getComputedStyle(el);
  const read = (name: string) =>
    name.includes('-') ? style.getPropertyValue(name) : String(style[name as keyof CSSStyleDeclaration]);
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, read(name)]))).to.deep.equal(expected);
}

/**
 * Lets a few turns pass. Only for checking that something did NOT happen; to see that something
 * happened, wait for it with `until`.
 */
export async function settle(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await turn();
}

/** Collects console.error calls while `run` runs, and restores console.error. */
export function captureErrors(): { messages: string[]; restore(): void } {
  const original = console.error;
  const messages: string[] = [];
  console.error = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  return { messages, restore: () => (console.error = original) };
}

/** The element's shadow root, asserted present. */
export function shadow(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no shadow root`);
  return root;
}

/** The first match of `selector` in an element's shadow root. */
export const $ = (el: Element, selector: string) => shadow(el).querySelector<HTMLElement>(selector);
/** Every match of `selector` in an element's shadow root. */
export const $$ = (el: Element, selector: string) => Array.from(shadow(el).querySelectorAll<HTMLElement>(selector));

/** Text of the element with the given part inside an element's shadow root. */
export function partText(el: Element, part: string): string | undefined {
  return shadow(el).querySelector(`[part~="${part}"]`)?.textContent ?? undefined;
}

/**
 * Mounts `<tag>` with `config` (and boolean attributes) in a fresh fixture and waits for its first
 * render: the config is set before the element connects, as a server-rendered tag has it.
 */
export async function mount(
  tag: string,
  config: unknown,
  { id = '', attrs = [] as string[], before = null as Node | null, ready = '[part]' } = {},
): Promise<HTMLElement> {
  const { fixture } = await import('@open-wc/testing');
  const wrapper = await fixture<HTMLDivElement>('<div></div>');
  if (before) wrapper.append(before);
  const el = document.createElement(tag);
  if (id) el.id = id;
  for (const name of attrs) el.setAttribute(name, '');
  el.setAttribute('config', typeof config === 'string' ? config : JSON.stringify(config));
  wrapper.append(el);
  await until(() => el.shadowRoot?.querySelector(ready), `<${tag}> to render`);
  // The first commit's effects (timers, listeners, storage writes) have run once this resolves.
  await (el as unknown as Record<symbol, { promise: Promise<void> } | undefined>)[Symbol.for('weft.rendered')]?.promise;
  return el;
}

/**
 * Types `value` into an input, textarea or select the way React sees a visitor's typing: through
 * the native value setter of the field's own window, then an input (or change) event.
 */
export function typeInto(field: Element, value: string): void {
  const win = field.ownerDocument.defaultView as typeof window;
  const proto =
    field instanceof win.HTMLTextAreaElement
      ? win.HTMLTextAreaElement.prototype
      : field instanceof win.HTMLSelectElement
        ? win.HTMLSelectElement.prototype
        : win.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof win.HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** What every window event `name` carries (its detail, or the part `pick` takes) from now until `stop()`. */
export function collect<T>(name: string, pick: (detail: never) => T = (detail) => detail): { details: T[]; stop(): void } {
  const details: T[] = [];
  const listener = (event: Event) => details.push(pick((event as CustomEvent).detail as never));
  addEventListener(name, listener);
  return { details, stop: () => removeEventListener(name, listener) };
}

/**
 * The message popups the forms open during each test of the calling `describe`: `errors` (each
 * popup's messages) and `successes` (each success message), emptied before every test and no longer
 * listened to after it.
 */
export function popupsOfEachTest(): { errors: string[][]; successes: string[] } {
  const seen = { errors: [] as string[][], successes: [] as string[] };
  let stops: Array<() => void> = [];
  beforeEach(() => {
    seen.errors.length = 0;
    seen.successes.length = 0;
    const errors = collect('errorMessagePopup', (d: { messages: string[] }) => seen.errors.push(d.messages));
    const done = collect('successMessagePopup', (d: { message: string }) => seen.successes.push(d.message));
    stops = [errors.stop, done.stop];
  });
  afterEach(() => stops.forEach((stop) => stop()));
  return seen;
}

/** A demo-site page's window in a frame (test/plugins/demo-site.mjs), as the recorder script sees it. */
export interface SiteWindow extends Window {
  weft?: {
    ready: Promise<void>;
    navigate(path: string, options?: { replace?: boolean }): void;
    session?: { logout(redirect?: string): Promise<void> };
  };
  cls?: number;
  shifts?: string[];
  errors?: string[];
  held?: Array<() => void>;
  releaseHeld?: () => void;
}

const siteFrames: HTMLIFrameElement[] = [];
afterEach(() => siteFrames.splice(0).forEach((f) => f.remove()));

/**
 * Opens `path` of the demo site through dist/weft.js in a frame (removed after the test) and
 * waits for the loader. `variant`: '' the demo site, 'empty' without pages, 'bad' not JSON.
 */
export async function openSite(path: string, { width = 1000, variant = '' } = {}): Promise<SiteWindow> {
  const frame = addSiteFrame(path, { width, variant });
  siteFrames.push(frame);
  return siteLoaded(frame);
}

/** A frame of `path` of the demo site (as openSite), added to the page; the caller removes it. */
export function addSiteFrame(path: string, { width = 1000, height = 800, variant = '' } = {}): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  const url = new URL(path, location.origin);
  url.searchParams.set('weft-site', variant);
  frame.src = url.href;
  document.body.append(frame);
  return frame;
}

/** The frame's window once the loader is there (`weft.ready` is then the runtime's start). */
export async function siteLoaded(frame: HTMLIFrameElement): Promise<SiteWindow> {
  await until(() => (frame.contentWindow as SiteWindow | null)?.weft?.ready, 'the loader');
  return frame.contentWindow as SiteWindow;
}

/** Every element of a document, inside shadow roots too. */
export function deepElements(root: Document | ShadowRoot | Element): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...deepElements(el.shadowRoot));
  }
  return out;
}

/**
 * A page at rest: fonts loaded, every image (shadow roots included) loaded or failed, and two
 * frames drawn since, so layout shifts have been reported.
 */
export async function atRest(win: Window): Promise<void> {
  await win.document.fonts.ready;
  await until(
    () => deepElements(win.document).every((el) => el.localName !== 'img' || (el as HTMLImageElement).complete),
    'every image',
  );
  for (let i = 0; i < 2; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
  await turn();
}

/**
 * A site-mode page in the test document: the site data as the page's `#weft-site` JSON and the
 * `<weft-site>` mount, as the page shell writes them. Returns the mount.
 */
export function siteShell(site: unknown): HTMLElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'weft-site';
  script.textContent = JSON.stringify(site);
  const mount = document.createElement('weft-site');
  document.body.append(script, mount);
  return mount;
}

/** The runtime's API on a site-mode page (`window.weft`): its navigation. */
export function weft(): { navigate(path: string): void } {
  return (window as unknown as { weft: { navigate(path: string): void } }).weft;
}

/** Boots site mode (src/site/index.ts) on the page of `path`, for a suite built on siteShell. */
export async function bootSite(path = '/'): Promise<void> {
  history.replaceState(null, '', path);
  const { boot } = await import('../../src/site/index.js');
  await boot();
}

/**
 * Text drawn anywhere in the document, shadow roots included; without the scripts' text (the site
 * data's) unless `withScripts`.
 */
export function textEverywhere({ withScripts = false } = {}): string {
  return deepElements(document)
    .filter((el) => withScripts || el.localName !== 'script')
    .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent))
    .join(' ');
}

/** A config with `path` ("a.b.c") set to `value`, nested objects made as needed; `base` is left as it was. */
export function withField(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const out = structuredClone(base);
  const keys = path.split('.');
  let at: Record<string, unknown> = out;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (!next || typeof next !== 'object' || Array.isArray(next)) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
  return out;
}
