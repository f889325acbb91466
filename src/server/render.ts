/**
 * The server renderer: site data and a path in, the page's HTML out, with its first screen drawn —
 * header, panels, text, pictures, buttons, the timer's numbers, menus — visible before any script
 * runs. The runtime then takes the page over without a visible change (README "Server rendering").
 *
 * It draws with the browser's own code: renderSite() lays out the regions and tags exactly as the
 * runtime does, and each element's component is drawn by React's server renderer into a
 * declarative shadow root (`<template shadowrootmode="open">`). What cannot be inline under a
 * strict policy (`style-src 'self'`: no `<style>`, no `style="…"`) goes into stylesheet files the
 * renderer hands back with the HTML: one per element type (the shared and the element's own
 * styles, shared by every page) and one for the page (each element's box, the inline styles).
 *
 * What the server cannot know is drawn as for a new visitor (no storage, no session); a members-only
 * or area-restricted page is not drawn at all: the runtime draws it once the server grants access.
 */
import './environment.js';
import { createHash } from 'node:crypto';
import { FALLBACK_LANGUAGE, MOBILE_BREAKPOINT_PX, type Language } from '../constants.js';
import { createElement as h, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { commonStyles, type Declarations } from '../common.js';
import { parseConfig, type Schema } from '../config.js';
import { elementTree, type ElementProps } from '../define.js';
import { device as deviceSignal, type Device } from '../device.js';
import { activeLanguage, hasDictionary, loadLanguage } from '../i18n/index.js';
import { bcp47, isRtl, language, resolveLanguage } from '../i18n/language.js';
import { Banner } from '../consent/banner.js';
import consentCss from '../consent/consent.css';
import { CONSENT_TAG } from '../consent/index.js';
import { readGdpr } from '../consent/settings.js';
import { consent, readConsent, type Consent } from '../consent/state.js';
import { elements, TAG_PREFIX } from '../registry.js';
import { provideSiteData, type SiteData } from '../base/data.js';
import { LATER_ATTRIBUTE } from '../base/later.js';
import { renderSite } from '../site/render.js';
import siteCss from '../site/site.css';
import baseCss from '../styles/base.css';
import { ServerDrawContext, type ServerDraw } from '../ui/server.js';
import { apiBase, blogBase, listsBase, providerBase, siteBase } from '../http/hosts.js';
import { hostInputs } from '../http/clients.js';
import { callPolicy, definitions, visit, type CallPolicy } from './environment.js';
import { firstScreen } from './first-screen.js';
import { undrawnPage } from './protocol.js';
import { scopeCss } from './scope.js';

export type { Device } from '../device.js';
/** The runtime's own site rules (./rules.ts), for a server that decides pages as the browser does. */
export * from './rules.js';

// ── What a caller gives and gets ─────────────────────────────────────────────────────────────

export interface RenderOptions {
  /**
   * The device class to draw for (deviceFor(userAgent) tells it from the request); 'auto' (the
   * default) draws both, each shown in its own viewport, for a visitor whose device is not known:
   * a desktop browser may be a window narrower than the phone breakpoint.
   */
  device?: Device | 'auto';
  /**
   * The page's address (default https://localhost + the path): links and pictures resolve against
   * it, its `?lang=` chooses the language, and the site's services are found from its origin as the
   * runtime finds them (src/http/hosts.ts). Build it from the site's own origin, never from a
   * request's `Host` header: the page calls what its origin names.
   */
  url?: string;
  /** The address the stylesheet files are served under, ending in '/' (default '/weft/ssr/'). */
  assetBase?: string;
  /**
   * The request's `Cookie` header: the cookie banner is drawn unless the visitor has chosen
   * (CONTRACT §7, `cookieControl`), and what is drawn holds the visitor's choice. Without it (a page
   * published once for every visitor) the page is drawn as for a new visitor, and the runtime
   * removes the banner at once for one who has chosen.
   */
  cookie?: string;
  /** The request's `Accept-Language`: the language of a site that fixes none, as the browser's own. */
  acceptLanguage?: string;
  /** The script tag's `data-lang`, when the page's shell has one: it comes before the site's language. */
  lang?: string;
  /** Further origins the page's calls may reach, beside the services the site data names. */
  services?: string[];
  /**
   * How long the page waits for its elements' calls (default ANSWER_WAIT_MS): at the deadline every
   * call still open is given up, and the page is drawn with what arrived.
   */
  deadlineMs?: number;
  /** Gives the page up early (the visitor went away): its calls end, and it is drawn with what arrived. */
  signal?: AbortSignal;
}

/** A stylesheet file the HTML links: serve `text` at the asset base + `name` (names carry a content hash). */
export interface RenderedAsset {
  name: string;
  type: 'text/css';
  text: string;
}

export interface RenderedPage {
  /** Whether the page was drawn; if not, `html` is empty and the runtime draws the page itself. */
  drawn: boolean;
  /** The page's language as BCP 47 (for `<html lang>`), and its direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Attributes for `<weft-site>` (the runtime reads them as its own). */
  mount: Record<string, string>;
  /** The content of `<weft-site>` (of the first, when the page is drawn for both devices). */
  html: string;
  /**
   * The whole of `<weft-site>`, its attributes and content, to put in `<body>`: two of them when the
   * page is drawn for both devices (`device: 'auto'`), each shown only in its viewport (the site's
   * stylesheet), and the runtime keeps the one it shows. Prefer it to `mount` and `html`.
   */
  mounts: string;
  /**
   * HTML for `<body>` beside the mount: the cookie banner, for a visitor who has not chosen. Before
   * the mount, it is parsed (and painted) with the first screen; it is a fixed overlay, so its place
   * in the document moves nothing.
   */
  overlays: string;
  /**
   * The answers the elements were drawn with (a blog's posts), by call: the page carries them as
   * JSON in `<script type="application/json" id="weft-answers">`, so the first render in the
   * browser shows the same and asks nothing. It goes after the mount, as the site data does: the
   * first screen's HTML comes first, and `<link rel="expect" href="#weft-site" blocking="render">`
   * in the head holds the first frame until the mount and the site data are parsed.
   */
  answers: Record<string, unknown>;
  /**
   * Stylesheets the page's `<head>` links (render-blocking: the first screen needs them): the site's
   * layout, and the page's file, which every drawn element's shadow root links too.
   */
  stylesheets: string[];
  /** Every file the HTML names, to serve (or publish) under the asset base. */
  assets: RenderedAsset[];
}

type WeftClass = CustomElementConstructor & {
  weftConfig?: {
    defaults: object;
    schema: Schema;
    Element: ComponentType<ElementProps<object>>;
    css: string;
    booleans: readonly string[];
    visitorOnly: boolean;
  };
};

// ── Styles: each type's file and the page's one sheet ────────────────────────────────────────

/** Every element's module, loaded once: defining records the tag (src/server/environment.ts). */
const loaded = Promise.all(Object.values(elements).map((load) => load()));

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 10);

/** Characters that could end a declaration, its rule or the sheet, or hide what follows. */
const UNSAFE_VALUE = /[{}<>@\\\n\r\f]|\/\*|\*\//;

/**
 * A value as it may stand in a declaration, or undefined when it could end the declaration: a `;`
 * outside its quotes and brackets, a brace, a comment, an escape, or a quote or bracket left open (which would swallow the rest of
 * the sheet). The one way a config value reaches the page's stylesheet.
 */
export function cssValue(value: string): string | undefined {
  const text = value.trim();
  if (!text || UNSAFE_VALUE.test(text)) return undefined;
  let quote = '';
  let depth = 0;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') {
      if (--depth < 0) return undefined;
    } else if (char === ';' && depth === 0) return undefined;
  }
  return quote || depth ? undefined : text;
}

/**
 * Declarations as a rule's body, leaving out any whose name or value could end the rule.
 * `important` for what was a style attribute: it wins over the element's own rules as inline style does.
 */
function body(declarations: Array<[string, string | undefined]>, important = false): string {
  return declarations
    .flatMap(([name, raw]) => {
      const value = raw === undefined ? undefined : cssValue(raw.replace(/\s*!important\s*$/i, ''));
      if (value === undefined || !/^-{0,2}[a-z][a-z0-9-]*$/i.test(name)) return [];
      return [`${name}:${value}${important ? '!important' : ''}`];
    })
    .join(';');
}

/** `a:b;c:url("x;y")` as [name, value] pairs (semicolons inside quotes or brackets stay). */
function declarationsOf(style: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const push = (text: string) => {
    const colon = text.indexOf(':');
    if (colon > 0) out.push([text.slice(0, colon).trim(), text.slice(colon + 1).trim()]);
  };
  for (let i = 0; i < style.length; i++) {
    const char = style[i]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      push(style.slice(start, i));
      start = i + 1;
    }
  }
  push(style.slice(start));
  return out;
}

/** Every element under `root`, template contents (a drawn element's shadow root) included, in document order. */
function* elementsIn(root: ParentNode): Generator<Element> {
  for (const el of root.children) {
    yield el;
    yield* elementsIn(el.localName === 'template' ? (el as HTMLTemplateElement).content : el);
  }
}

/** One page's drawing: its rules, numbered so every page's sheet is its own. */
class PageSheet {
  rules: string[] = [];
  #styles = 0;
  #hosts = 0;

  /** Moves every `style` attribute under `root` (a parsed drawing, never its text) into a rule; the attribute becomes `data-weft-s`. */
  inline(root: ParentNode): void {
    for (const el of elementsIn(root)) {
      const style = el.getAttribute('style');
      if (style === null) continue;
      const key = String(++this.#styles);
      this.rules.push(`[data-weft-s="${key}"]{${body(declarationsOf(style), true)}}`);
      el.removeAttribute('style');
      el.setAttribute('data-weft-s', key);
    }
  }

  /** The rules of one element's own box (its host and frame), as the element's instance sheet writes them. */
  host(host: Declarations, frame: Declarations): string {
    const key = String(++this.#hosts);
    const selector = `:host([data-weft-ssr="${key}"])`;
    this.rules.push(`${selector}{${body(Object.entries(host))}}`, `${selector} .frame{${body(Object.entries(frame))}}`);
    return key;
  }
}

/**
 * HTML the server drew (React's output, sanitised owner HTML), parsed into a template's content:
 * from here on the drawing is changed as nodes, so no text a visitor or an owner wrote can become
 * markup by being spliced.
 */
function parsed(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  // Parsing the server's own output into an inert template, not writing into a page.
  // eslint-disable-next-line no-restricted-syntax
  template.innerHTML = html;
  return template;
}

/** A stylesheet file by content: the same text is the same file on every page. */
function asset(assets: Map<string, RenderedAsset>, prefix: string, text: string): string {
  const name = `${prefix}-${hash(text)}.css`;
  if (!assets.has(name)) assets.set(name, { name, type: 'text/css', text });
  return name;
}

/** Each element type's styles, kept to its own shadow roots (./scope.ts), by tag. */
const scoped = new Map<string, string>();
const scopedCss = (tag: string, css: string) => {
  if (!scoped.has(tag)) scoped.set(tag, scopeCss(css, tag));
  return scoped.get(tag)!;
};

// ── One request, one scope: the page's window, calls and deadline ────────────────────────────

/** How long the renderer waits, per page, for its elements' calls (a blog's posts): those that take longer are drawn without them. */
export const ANSWER_WAIT_MS = 2000;

/** `promise`'s value, or `missing` when it fails or takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number, missing: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(missing), ms);
    timer.unref?.();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(missing);
      },
    );
  });
}

const NO_ANSWER = Symbol('no answer');

/**
 * One request's drawing: everything the page is drawn for. The window, the site data, the language,
 * the device and the consent are the process's own (the runtime's modules read them as a page does),
 * so a drawing puts its own in place before each part it draws at once (`enter`), and other pages
 * are drawn while it waits for its calls. Nothing of it outlives the drawing.
 */
interface Scope {
  site: SiteData;
  url: string;
  code: Language;
  device: Device;
  consent: Consent;
  policy: CallPolicy;
}

let entered: Scope | undefined;

/** Puts `scope`'s page in the window (a no-op when it is there already: nothing ran in between). */
function enter(scope: Scope): void {
  if (entered === scope) return;
  entered = scope;
  provideSiteData(scope.site);
  visit(scope.url);
  language.value = scope.code;
  activeLanguage.value = hasDictionary(scope.code) ? scope.code : FALLBACK_LANGUAGE;
  deviceSignal.value = scope.device;
  consent.value = scope.consent;
  // Storage is the visitor's, whom the server does not know: what one drawing wrote, none reads.
  localStorage.clear();
  sessionStorage.clear();
}

/** `draw` with `scope`'s page in the window, its calls bound to `scope`'s services and deadline. */
function inScope(scope: Scope, draw: () => string): string {
  enter(scope);
  return callPolicy.run(scope.policy, draw);
}

// ── Drawing one element ──────────────────────────────────────────────────────────────────────

/**
 * Draws one element into its declarative shadow root (a `<template shadowrootmode>` it prepends to
 * the element). An element whose drawing asks for data (useBlogLoad) is drawn again with the
 * answers, which go into `answers` for the browser. Undefined tags, and elements whose component
 * fails on the server, are left for the browser (with one warning). Resolves whether it drew.
 */
async function drawElement(
  el: HTMLElement,
  scope: Scope,
  sheet: PageSheet,
  link: (tag: string, css: string) => HTMLLinkElement,
  answers: Record<string, unknown>,
  deadline: number,
  inflight: Map<string, Promise<unknown>>,
): Promise<boolean> {
  const definition = (definitions.get(el.localName) as WeftClass | undefined)?.weftConfig;
  if (!definition) return false;
  const { config } = parseConfig(el.getAttribute('config'), definition.defaults, definition.schema);
  const flags = Object.fromEntries(
    definition.booleans.map((name) => [name, el.hasAttribute(name) && el.getAttribute(name) !== 'false']),
  );
  let draw: ServerDraw;
  let html = '';
  try {
    for (let pass = 0; pass < 3; pass++) {
      // What any element of the page got so far.
      const known = new Map<string, unknown>(Object.entries(answers));
      const current: ServerDraw = { holes: [], hostStyle: {}, asked: new Map(), answers: known };
      draw = current;
      html = inScope(scope, () =>
        renderToString(
          h(
            ServerDrawContext.Provider,
            { value: current },
            elementTree(el.localName, el, definition.Element, { config: config as never, flags, device: scope.device }),
          ),
        ),
      );
      // Every call is awaited or dropped here: none may end as an unhandled rejection.
      for (const promise of current.asked.values()) promise.catch(() => {});
      // A call another element made already is awaited, not made again.
      const asked = [...current.asked]
        .filter(([key]) => !known.has(key))
        .map(([key, promise]) => {
          if (!inflight.has(key)) inflight.set(key, promise);
          return [key, inflight.get(key)!] as const;
        });
      if (!asked.length || Date.now() >= deadline) break;
      const got = await Promise.all(asked.map(([, promise]) => within(promise, deadline - Date.now(), NO_ANSWER)));
      let any = false;
      asked.forEach(([key], i) => {
        if (got[i] === NO_ANSWER) return;
        answers[key] = got[i];
        any = true;
      });
      if (!any) break;
    }
  } catch (error) {
    console.warn(`Weft server renderer: <${el.localName}> is left for the browser (${(error as Error).message})`);
    return false;
  }
  enter(scope);
  const template = parsed(html);
  template.setAttribute('shadowrootmode', 'open');
  // The texts the browser inserts as nodes after its render (Html), parsed into their holders.
  for (const holder of template.content.querySelectorAll('[data-weft-hole]')) {
    const text = draw!.holes[Number(holder.getAttribute('data-weft-hole'))] ?? '';
    holder.removeAttribute('data-weft-hole');
    holder.append(parsed(text).content);
  }
  sheet.inline(template.content);
  template.content.prepend(link(el.localName, definition.css));
  const styles = commonStyles(config as never, {
    device: scope.device,
    inPanel: el.parentElement?.localName === 'weft-panel',
    owner: el,
  });
  el.setAttribute('data-weft-ssr', sheet.host({ ...styles.host, ...draw!.hostStyle }, styles.frame));
  el.prepend(template);
  return true;
}

// ── Around the elements: the banner, pictures, panels laid out later ─────────────────────────

/**
 * The cookie banner as the runtime shows it (src/consent/index.ts), for the visitor the cookies tell
 * of: the banner for one who has not chosen, the reset button (when the site has one) for one who
 * has, nothing when the site asks for no consent. On a phone the banner is the largest text of the
 * first screen: drawn by the browser alone, it painted seconds after the page.
 */
function drawConsent(scope: Scope, sheet: PageSheet, link: (tag: string, css: string) => HTMLLinkElement): HTMLElement | null {
  const { config: settings } = readGdpr((scope.site as Record<string, unknown>)?.['gdpr']);
  if (!settings.active) return null;
  const html = inScope(scope, () => renderToString(h(Banner, { settings })));
  if (!html) return null;
  const template = parsed(html);
  template.setAttribute('shadowrootmode', 'open');
  sheet.inline(template.content);
  template.content.prepend(link(CONSENT_TAG, consentCss));
  const banner = document.createElement(CONSENT_TAG);
  banner.append(template);
  return banner;
}

/**
 * How many of a drawn page's first pictures load at once. The server has no layout to tell which
 * are on the first screen; the first in the page's order are, on a phone (one column) as on a
 * desktop. A lazy picture is asked for only after the page's first layout, so the largest one on
 * the first screen would paint late.
 */
export const EAGER_PICTURES = 4;

/**
 * Whether a panel's content can wait for the screen (`content-visibility: auto`, panel.css): that
 * contains its layout and clips its painting, so nothing in it may be fixed to the screen and the
 * panel casts no shadow. Not a panel fixed itself, nor one holding an element pinned fixed or a
 * type whose styles fix a part of it to the screen (a floating button, a menu's panel, a sticky
 * video).
 */
function canWait(panel: HTMLElement, device: Device): boolean {
  return [panel, ...panel.querySelectorAll<HTMLElement>('*')].every((el) => {
    const definition = (definitions.get(el.localName) as WeftClass | undefined)?.weftConfig;
    if (!definition) return !el.localName.startsWith(TAG_PREFIX);
    if (/position:\s*fixed/.test(definition.css)) return false;
    const { config } = parseConfig(el.getAttribute('config'), definition.defaults, definition.schema);
    // Pinned fixed, as the element's own box would be (the one rule: commonStyles).
    const inPanel = el.parentElement?.localName === `${TAG_PREFIX}panel`;
    if (commonStyles(config as never, { device, inPanel, owner: el }).host.position === 'fixed') return false;
    if (el !== panel) return true;
    const own = config as { fixed?: boolean; fixedMobile?: boolean; boxShadow?: unknown };
    return !(device === 'mobile' ? own.fixedMobile : own.fixed) && !own.boxShadow;
  });
}

/**
 * Marks the page's panels after the first that can wait (canWait): a long page's first layout
 * then covers its first screen, not the whole page (the blog page's was 45–100 ms of a phone's
 * CPU before its first paint; Lighthouse counts that frame against its blocking time).
 */
function layOutLater(main: HTMLElement, device: Device): void {
  for (const panel of [...main.children].slice(1)) {
    if (panel.localName === `${TAG_PREFIX}panel` && canWait(panel as HTMLElement, device)) {
      panel.setAttribute(LATER_ATTRIBUTE, '');
    }
  }
}

function eagerFirstPictures(root: ParentNode): void {
  let seen = 0;
  for (const el of elementsIn(root)) {
    if (el.localName !== 'img') continue;
    if (++seen > EAGER_PICTURES) return;
    if (el.getAttribute('loading') === 'lazy') el.removeAttribute('loading');
  }
}

// ── Warming up, and the page's language ──────────────────────────────────────────────────────

/**
 * Draws every element type once, as a process just started should before it takes traffic: its
 * first visitor's page is then drawn as fast as its hundredth (a cold first page took 850 ms).
 */
export async function warm(): Promise<void> {
  await loaded;
  const layout = Object.keys(elements).map((type, id) => ({ id: `warm-${id}`, type }));
  const site = { pages: [{ id: 1, url: 'home', initial: 1, layout: { desktop: layout } }] };
  // No call is waited for (nothing of it is shown), and none reaches a service.
  await renderPage(site, '/', { deadlineMs: 0, services: [], url: 'https://weft.invalid/' });
  await renderPage(site, '/', { deadlineMs: 0, device: 'mobile', url: 'https://weft.invalid/' });
}

/** The language an `Accept-Language` header puts first (the browser's `navigator.language`), or ''. */
export function preferredLanguage(header: string | undefined): string {
  const ranked = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag ?? '';
}

/**
 * The page's language as the runtime chooses it (src/site/index.ts boot): the address's `?lang=`,
 * the script tag's `data-lang`, the site's language, then the browser's (its `Accept-Language`).
 */
export function pageLanguage(
  site: SiteData,
  url: string,
  options: Pick<RenderOptions, 'lang' | 'acceptLanguage'> = {},
): Language {
  let query: string | null = null;
  try {
    query = new URL(url).searchParams.get('lang');
  } catch {
    // an address that does not parse names no language
  }
  return resolveLanguage(query || options.lang || site?.options?.language || preferredLanguage(options.acceptLanguage));
}

/** The origins of the services a page of `site` at `url` calls (src/http/hosts.ts), with the renderer's own. */
function servicesOf(url: string, extra: readonly string[] = []): Set<string> {
  const inputs = hostInputs();
  const origins = new Set<string>();
  for (const address of [apiBase, siteBase, blogBase, providerBase, listsBase].map((base) => base(inputs)).concat(extra)) {
    try {
      // A base the site data gives as a path (`/blog-api`) is on the page's own origin, as in the browser.
      origins.add(new URL(address, url).origin);
    } catch {
      // a base that is no address: nothing to call there
    }
  }
  return origins;
}

// ── The page: renderPage, its mounts (as firstScreen decides), the result ────────────────────

/**
 * The page for `pathname` as HTML: the content of `<weft-site>` and the files it links. Each call
 * draws on its own: pages are drawn side by side (one waiting for its calls holds up no other), and
 * nothing one drawing learns serves another.
 * @param site CONTRACT §3 site data (the public part a page carries)
 */
export async function renderPage(site: SiteData, pathname: string, options: RenderOptions = {}): Promise<RenderedPage> {
  await loaded;
  const url = options.url ?? new URL(pathname, 'https://localhost').href;
  const code = pageLanguage(site, url, options);
  await loadLanguage(code);
  // The deadline counts from here: loading the renderer's modules is the process's, not the page's.
  const deadline = Date.now() + (options.deadlineMs ?? ANSWER_WAIT_MS);
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  const scope: Scope = {
    site,
    url,
    code,
    device: options.device === 'mobile' ? 'mobile' : 'desktop',
    consent: readConsent(options.cookie ?? ''),
    policy: { url, origins: new Set(), signal: controller.signal },
  };
  enter(scope);
  scope.policy = { ...scope.policy, origins: servicesOf(url, options.services) };
  try {
    return await draw(scope, options.device ?? 'auto', pathname, options.assetBase ?? '/weft/ssr/', deadline);
  } finally {
    // Whatever is still under way is given up: its answer would serve no page.
    controller.abort();
    options.signal?.removeEventListener('abort', stop);
  }
}

/** What the drawings of one page share: its stylesheet, its answers and the calls under way. */
interface PageParts {
  sheet: PageSheet;
  link: (tag: string, css: string) => HTMLLinkElement;
  answers: Record<string, unknown>;
  inflight: Map<string, Promise<unknown>>;
  deadline: number;
}

/** Whether an element type's drawing depends on the visitor's session (defineElement's `visitorOnly`). */
const visitorOnly = (tag: string) => !!(definitions.get(tag) as WeftClass | undefined)?.weftConfig?.visitorOnly;

/**
 * The mount (`<weft-site>`) at `pathname` drawn for `scope`'s device as firstScreen() decides, or
 * null when it holds nothing: the browser draws the page itself.
 */
async function drawMount(scope: Scope, pathname: string, parts: PageParts): Promise<HTMLElement | null> {
  const { site, device, code } = scope;
  enter(scope);
  const mount = document.createElement('weft-site');
  // As the runtime writes them (src/site/index.ts): the same values are not written again.
  mount.setAttribute('lang', bcp47(code));
  if (isRtl(code)) mount.setAttribute('dir', 'rtl');
  document.body.append(mount);
  try {
    let header: HTMLElement[] = [];
    let rest: HTMLElement[] = [];
    const screen = firstScreen(
      site,
      pathname,
      (page) => {
        renderSite(mount, site as SiteData & Record<string, unknown>, page, device);
        // Popups keep their content until they open: the browser builds them.
        mount.querySelector(':scope > [data-weft="popups"]')?.remove();
        const tagsIn = (selector: string) =>
          [...mount.querySelectorAll<HTMLElement>(selector)]
            .flatMap((region) => [...region.querySelectorAll<HTMLElement>('*')])
            .filter((el) => el.localName.startsWith(TAG_PREFIX));
        header = tagsIn(':scope > [data-weft="header"]:not([hidden])');
        rest = tagsIn(':scope > [data-weft="page"], :scope > [data-weft="footer"]:not([hidden])');
        return { header: header.map((el) => el.localName), rest: rest.map((el) => el.localName) };
      },
      visitorOnly,
    );
    if (screen.holds === 'nothing') return null;
    const headerOnly = screen.holds === 'header';
    if (headerOnly) {
      // The page and the footer come with the runtime, shown with its first screen (ready="header").
      const main = mount.querySelector<HTMLElement>(':scope > [data-weft="page"]')!;
      main.replaceChildren();
      main.removeAttribute('style');
      delete main.dataset['page'];
      mount.querySelector(':scope > [data-weft="footer"]')?.remove();
      mount.removeAttribute('page');
    } else layOutLater(mount.querySelector<HTMLElement>(':scope > [data-weft="page"]')!, device);
    const tags = headerOnly ? header : [...header, ...rest];
    // Drawn side by side: an element waiting for its calls (a blog's posts) holds up no other.
    await Promise.all(
      tags.map((el) => drawElement(el, scope, parts.sheet, parts.link, parts.answers, parts.deadline, parts.inflight)),
    );
    enter(scope);
    mount.setAttribute('ready', headerOnly ? 'header' : '');
    // The light DOM's own inline styles (the regions', the panels') go to the sheet as well.
    parts.sheet.inline(mount);
    eagerFirstPictures(mount);
    return mount;
  } finally {
    mount.remove();
  }
}

/**
 * The viewport a drawing for `device` is shown in when a page is drawn for both (`device: 'auto'`):
 * the runtime's own breakpoint (src/device.ts), so the first paint shows what the runtime keeps.
 */
export const DEVICE_MEDIA: Record<Device, string> = {
  mobile: `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
  desktop: `not all and (max-width: ${MOBILE_BREAKPOINT_PX}px)`,
};

async function draw(
  scope: Scope,
  requested: Device | 'auto',
  pathname: string,
  base: string,
  deadline: number,
): Promise<RenderedPage> {
  const { code } = scope;
  const lang = bcp47(code);
  const dir = isRtl(code) ? 'rtl' : 'ltr';
  const assets = new Map<string, RenderedAsset>();
  const siteFile = asset(assets, 'site', siteCss);
  const empty = undrawnPage(lang, dir);

  // One file holds what every drawn element needs: the shared styles, each type's own and the
  // page's rules. It is linked from the head and from each shadow root (fetched once); its name,
  // its content's hash, is known once everything is drawn.
  const types = new Map<string, string>();
  const links: HTMLLinkElement[] = [];
  const parts: PageParts = {
    sheet: new PageSheet(),
    link: (tag, css) => {
      types.set(tag, css);
      const el = document.createElement('link');
      el.rel = 'stylesheet';
      links.push(el);
      return el;
    },
    answers: {},
    inflight: new Map(),
    deadline,
  };
  // A visitor whose device the request does not tell (a desktop browser may be a narrow window) is
  // drawn both, and the viewport shows one (site.css); the runtime keeps that one (src/site/index.ts).
  const devices: Device[] = requested === 'auto' ? ['desktop', 'mobile'] : [requested];
  const mounts = await Promise.all(devices.map((device) => drawMount({ ...scope, device }, pathname, parts)));
  if (mounts.some((mount) => mount === null)) return empty;
  enter(scope);
  if (mounts.length > 1) mounts.forEach((mount, i) => mount!.setAttribute('data-device', devices[i]!));
  const banner = drawConsent(scope, parts.sheet, parts.link);
  const pageText = [
    ...(types.size ? [scopedCss('*', baseCss)] : []),
    ...[...types].sort(([a], [b]) => a.localeCompare(b)).map(([tag, css]) => scopedCss(tag, css)),
    ...parts.sheet.rules,
  ].join('\n');
  const pageFile = asset(assets, 'page', pageText);
  for (const el of links) el.setAttribute('href', base + pageFile);
  const [first] = mounts as HTMLElement[];
  // Reading the drawing as text (the server's output), not writing HTML into a page.
  /* eslint-disable no-restricted-syntax */
  return {
    drawn: true,
    lang,
    dir,
    mount: Object.fromEntries([...first!.attributes].map((a) => [a.name, a.value])),
    html: first!.innerHTML,
    mounts: mounts.map((mount) => mount!.outerHTML).join(''),
    overlays: banner?.outerHTML ?? '',
    stylesheets: [siteFile, pageFile].map((file) => base + file),
    answers: parts.answers,
    assets: [...assets.values()],
  };
  /* eslint-enable no-restricted-syntax */
}
