/**
 * The browser the server renderer draws in: one jsdom window whose names (window, document,
 * navigator, HTMLElement, …) are put on Node's global object before any Weft module runs, so the
 * elements' modules load as they do in a browser. Imported first by src/server/render.ts.
 *
 * Custom elements are recorded, not defined: an element drawn on the server is never upgraded
 * there (nothing mounts, no effect runs); the renderer reads what each tag was defined with.
 */
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

// Calls name addresses as a page does, relative to the page: Node's Request needs them absolute.
const NodeRequest = globalThis.Request;
Object.defineProperty(globalThis, 'Request', {
  value: class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, view.location.href) : input, init);
    }
  },
  configurable: true,
  writable: true,
});
const nodeFetch = globalThis.fetch;
Object.defineProperty(globalThis, 'fetch', {
  value: (input: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' ? new URL(input, view.location.href) : input, init),
  configurable: true,
  writable: true,
});

/** Puts the window at the page's address: links and pictures resolve against the site, as in the browser. */
export function visit(url: string): void {
  dom.reconfigure({ url });
}
