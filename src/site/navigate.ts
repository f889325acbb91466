/**
 * In-site navigation with the History API: links (also inside shadow roots) to site paths open
 * without a reload, Back and Forward work, and a hash scrolls to its anchor.
 */
import { findAnchor } from '../links/actions.js';
import { NAVIGATED_EVENT, type Navigate } from '../base/go.js';
import { layOutWholePage } from '../base/later.js';
import { prefersReducedMotion } from '../util/reduced-motion.js';

/** Hash scrolling (runtime.md §9): after 200 ms (800 ms on pages with over 40 images), over 1000 ms. */
export const ANCHOR_DELAY_MS = 200;
export const ANCHOR_DELAY_MANY_IMAGES_MS = 800;
export const MANY_IMAGES = 40;
export const ANCHOR_SCROLL_MS = 1000;

/** Paths that are files or services, never site pages. */
export function isSitePath(pathname: string): boolean {
  if (/^\/(weft|api|cheetah|demo-assets)(\/|$)/.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last);
}

/**
 * The link a click landed on, looking through shadow roots; null when the click is not ours to take.
 * A link marked `data-weft-replace` (the way out of an access-denied box) replaces the entry.
 */
export function siteLinkOf(event: MouseEvent): { url: URL; replace: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const a = event.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin || !isSitePath(url.pathname)) return null;
  return { url, replace: a.hasAttribute('data-weft-replace') };
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** The hash last reported as malformed: a hash is read more than once per arrival, reported once. */
let reportedHash = '';

/**
 * The anchor name a hash spells; '' for none. Any address a visitor can type or follow must boot the
 * site: a hash that is not valid percent-encoding (`#%`, `#%E0%A4%A`) is ignored with one message.
 */
export function anchorName(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    if (reportedHash !== hash) console.error(`Weft: the address's hash "${hash}" is not valid percent-encoding; it is ignored`);
    reportedHash = hash;
    return '';
  }
}

/** Scrolls to the anchor of a hash with the spec's delay and duration; instant with reduced motion. */
export function scrollToHash(hash: string): boolean {
  const name = anchorName(hash);
  if (!name) return false;
  const images = document.images.length + document.querySelectorAll('weft-image').length;
  const delay = images > MANY_IMAGES ? ANCHOR_DELAY_MANY_IMAGES_MS : ANCHOR_DELAY_MS;
  setTimeout(() => {
    const target = findAnchor(name);
    if (!target) return console.error(`Weft: there is no anchor named "${name}" on this page`);
    layOutWholePage();
    const to = target.getBoundingClientRect().top + window.scrollY;
    if (prefersReducedMotion()) return window.scrollTo(0, to);
    const from = window.scrollY;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ANCHOR_SCROLL_MS);
      window.scrollTo(0, from + (to - from) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }, delay);
  return true;
}

/** One navigation: the location it shows, and whether it is still the current one. */
export interface Visit {
  readonly url: URL;
  /** Aborted the moment a newer navigation starts: late work checks it before it draws. */
  readonly signal: AbortSignal;
  /** True while no newer navigation has started. */
  readonly current: boolean;
  /** A redraw of the same location (session or device changed), not a new arrival. */
  readonly redraw: boolean;
}

export interface Router {
  /** A visitor's navigation pushes a history entry; `replace` (every automatic redirect) does not. */
  navigate: Navigate;
  /** Shows the current location again as a new visit (login, logout, a new device class). */
  refresh(): void;
  /** Shows the location the page was loaded at, or a navigation asked for before this. */
  start(): void;
}

/**
 * The one owner of "the current page" (STYLE §11). Every navigation is a Visit; a newer one aborts
 * the older, so a render that belongs to an earlier location is dropped. A navigation asked for while
 * a page is being drawn, or before the router started, runs right after (the last one asked wins).
 */
export function createRouter(show: (visit: Visit) => void): Router {
  let controller: AbortController | null = null;
  let started = false;
  let showing = false;
  /** What runs once the current draw (or the boot) is over: a navigation, or a redraw (path null). */
  let pending: { path: string | null; replace: boolean } | null = null;

  /** The page shown (path and query): a history move that stays on it is no new visit. */
  let shownPage: string | null = null;

  const visit = (url: URL, redraw = false) => {
    shownPage = url.pathname + url.search;
    controller?.abort();
    const own = (controller = new AbortController());
    showing = true;
    try {
      show({
        url,
        signal: own.signal,
        redraw,
        get current() {
          return !own.signal.aborted;
        },
      });
    } finally {
      showing = false;
    }
    drain();
  };

  const go = (path: string, replace: boolean) => {
    const url = new URL(path, location.href);
    if (url.origin !== location.origin) return replace ? location.replace(url.href) : location.assign(url.href);
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (replace) history.replaceState(null, '', url);
    else if (url.href !== location.href) history.pushState(null, '', url);
    if (!samePage) {
      visit(url);
      if (!url.hash) window.scrollTo(0, 0);
      dispatchEvent(new Event(NAVIGATED_EVENT));
    }
    if (url.hash) scrollToHash(url.hash);
  };

  function drain(): void {
    if (!pending || showing || !started) return;
    const next = pending;
    pending = null;
    if (next.path === null) visit(new URL(location.href), true);
    else go(next.path, next.replace);
  }

  const navigate: Navigate = (path, { replace = false } = {}) => {
    if (showing || !started) {
      // A replace asked for during boot or a draw keeps the visitor's own entry as the one replaced.
      pending = { path, replace: replace || (pending?.replace ?? false) || !started };
      return;
    }
    go(path, replace);
  };

  addEventListener('popstate', () => {
    if (!started) return;
    const url = new URL(location.href);
    // Back or Forward between entries of the page shown (an anchor, the image viewer's own entry)
    // draws nothing again: at most it scrolls to the anchor.
    if (url.pathname + url.search !== shownPage) visit(url);
    if (location.hash) scrollToHash(location.hash);
  });
  document.addEventListener('click', (event) => {
    const link = siteLinkOf(event);
    if (!link) return;
    event.preventDefault();
    navigate(link.url.pathname + link.url.search + link.url.hash, { replace: link.replace });
  });
  return {
    navigate,
    refresh() {
      if (!started) return;
      if (showing) pending ??= { path: null, replace: true };
      else visit(new URL(location.href), true);
    },
    start() {
      if (started) return;
      started = true;
      // A redirect asked for by an element upgraded before the router existed (src/base/go.ts).
      const holder = (window as { weft?: { pendingNavigation?: { path: string } } }).weft;
      const early = holder?.pendingNavigation;
      if (holder) delete holder.pendingNavigation;
      const first = pending?.path ?? early?.path;
      pending = null;
      // Whatever asked before the first draw was automatic: it takes the place of the loaded address.
      const firstUrl = first ? new URL(first, location.href) : null;
      if (firstUrl && firstUrl.origin !== location.origin) return location.replace(firstUrl.href);
      if (firstUrl) history.replaceState(null, '', firstUrl);
      visit(new URL(location.href));
      if (location.hash) scrollToHash(location.hash);
    },
  };
}
