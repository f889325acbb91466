/**
 * The browser the server renderer draws in: one jsdom window whose names (window, document,
 * navigator, HTMLElement, …) are put on Node's global object before any Weft module runs, so the
 * elements' modules load as they do in a browser. Imported first by src/server/render.ts.
 *
 * Custom elements are recorded, not defined: an element drawn on the server is never upgraded
 * there (nothing mounts, no effect runs); the renderer reads what each tag was defined with.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { JSDOM } from 'jsdom';
import { keptAnswers } from '../util/kept.js';

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'https://weft.invalid/',
});
const view = dom.window as unknown as Record<string, unknown> & Window;

/** A constructable stylesheet that keeps its text: the server links files instead of adopting sheets. */
class ServerStyleSheet {
  text = '';
  readonly cssRules: unknown[] = [];
  replaceSync(text: string): void {
    this.text = text;
  }
  replace(text: string): Promise<this> {
    this.text = text;
    return Promise.resolve(this);
  }
  insertRule(): number {
    return 0;
  }
}

/** Tag → the class a Weft module defined it with. */
export const definitions = new Map<string, CustomElementConstructor>();

const customElements = {
  define: (tag: string, constructor: CustomElementConstructor) => void definitions.set(tag, constructor),
  get: (tag: string) => definitions.get(tag),
  whenDefined: () => new Promise<never>(() => {}),
  upgrade: () => {},
};
const mediaQuery = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});

Object.defineProperty(view, 'customElements', { value: customElements, configurable: true });
Object.defineProperty(view, 'matchMedia', { value: mediaQuery, configurable: true });
Object.defineProperty(view, 'CSSStyleSheet', { value: ServerStyleSheet, configurable: true });
Object.defineProperty(view, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
Object.defineProperty(view.document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
const LENGTH_TERM = /^-?(\d+\.?\d*|\.\d+)(px|r?em|%|v[hw]|[sdl]v[hw]|vmin|vmax|ch|ex|cm|mm|in|pt|pc)?$/;
/** Answers already given: jsdom's style parser is slow, and a site asks about the same few values. */
const answers = keptAnswers<boolean>(2000);
function supports(property: string, value: string): boolean {
  return answers(`${property}:${value}`, () => parses(property, value));
}
function parses(property: string, value: string): boolean {
  if (/[;{}<>]/.test(value)) return false;
  if (!/(calc|min|max|clamp)\(/i.test(value)) {
    const style = view.document.createElement('div').style;
    style.setProperty(property, value);
    return style.getPropertyValue(property) !== '';
  }
  if (value.split('(').length !== value.split(')').length) return false;
  const terms = value
    .replace(/var\(--[\w-]+\)/g, '0px')
    .replace(/(calc|min|max|clamp)\(/gi, ' ')
    .replace(/[(),*/+]|\s-\s/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return terms.length > 0 && terms.every((term) => LENGTH_TERM.test(term));
}

if (!('CSS' in view)) {
  Object.defineProperty(view, 'CSS', {
    value: {
      escape: (value: string) => String(value).replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (char) => `\\${char}`),
      // What Weft asks about are lengths and colours: jsdom's style parser reads those, and the
      // math functions it does not know are checked term by term (max(0px, auto) is no length).
      supports: (property: string, value?: string) => (value === undefined ? false : supports(property, value)),
    },
    configurable: true,
  });
}
for (const name of ['requestAnimationFrame', 'cancelAnimationFrame']) {
  if (!(name in view)) Object.defineProperty(view, name, { value: () => 0, configurable: true });
}
const observer = class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
for (const name of ['IntersectionObserver', 'ResizeObserver']) {
  if (!(name in view)) Object.defineProperty(view, name, { value: observer, configurable: true });
}

// Node's own globals (fetch, URL, timers, Event…) stay; everything else a page has comes from the window.
const global = globalThis as unknown as Record<string, unknown>;
const names = new Set<string>();
for (let proto: object | null = view; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
  for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
}
for (const name of names) {
  if (name in global || name.startsWith('_') || name === 'constructor') continue;
  try {
    const value = view[name];
    Object.defineProperty(global, name, {
      value: typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(view) : value,
      configurable: true,
      writable: true,
    });
  } catch {
    // a name Node keeps for itself
  }
}
for (const name of [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'customElements',
  'matchMedia',
  'CSSStyleSheet',
  'CSS',
]) {
  Object.defineProperty(global, name, {
    value: name === 'window' || name === 'self' ? view : view[name],
    configurable: true,
    writable: true,
  });
}

/**
 * What one drawing may call: the site's own services and nothing else, until its deadline. Carried
 * with the drawing through every promise and timer it starts (AsyncLocalStorage), so a call made a
 * turn after the render that asked for it still knows whose it is, though the window has moved on to
 * another page meanwhile.
 */
export interface CallPolicy {
  /** The page's address: relative calls resolve against it. */
  url: string;
  /** Origins the page's calls may reach (the services the site data and the renderer's options name). */
  origins: ReadonlySet<string>;
  /** Aborts every call of the drawing at its deadline. */
  signal: AbortSignal;
}

export const callPolicy = new AsyncLocalStorage<CallPolicy>();

/** Redirects a call follows, each to one of the site's own services. */
export const MAX_REDIRECTS = 3;

// Calls name addresses as a page does, relative to the page: Node's Request needs them absolute.
const base = () => callPolicy.getStore()?.url ?? view.location.href;
const NodeRequest = globalThis.Request;
Object.defineProperty(globalThis, 'Request', {
  value: class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, base()) : input, init);
    }
  },
  configurable: true,
  writable: true,
});
const nodeFetch = globalThis.fetch;

/**
 * fetch as a drawing sees it: only to the site's own services (a page's address is the builder's
 * word, never a request's `Host`), redirects followed only between them, and never past the
 * drawing's deadline. Outside a drawing (the host process's own calls) it is Node's fetch.
 */
async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const policy = callPolicy.getStore();
  if (!policy) return nodeFetch(typeof input === 'string' ? new URL(input, view.location.href) : input, init);
  let request = new Request(typeof input === 'string' ? new URL(input, policy.url) : input, init);
  const signal = AbortSignal.any([request.signal, policy.signal]);
  for (let hop = 0; ; hop++) {
    const origin = new URL(request.url).origin;
    if (!policy.origins.has(origin)) {
      throw new TypeError(`Weft server renderer: ${origin} is not one of the site's services, so it is not called`);
    }
    const response = await nodeFetch(request, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS || !['GET', 'HEAD'].includes(request.method)) {
      throw new TypeError(`Weft server renderer: ${request.url} redirects, and the call is not followed`);
    }
    request = new Request(new URL(location, request.url), { method: request.method, headers: request.headers });
  }
}
Object.defineProperty(globalThis, 'fetch', { value: serverFetch, configurable: true, writable: true });

/** Puts the window at the page's address: links and pictures resolve against the site, as in the browser. */
export function visit(url: string): void {
  if (view.location.href !== url) dom.reconfigure({ url });
}
