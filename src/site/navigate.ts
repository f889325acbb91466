/**
 * In-site navigation with the History API: links (also inside shadow roots) to site paths open
 * without a reload, Back and Forward work, and a hash scrolls to its anchor.
 */
import { findAnchor } from '../links/actions.js';

/** Hash scrolling (runtime.md §9): after 200 ms (800 ms on pages with over 40 images), over 1000 ms. */
export const ANCHOR_DELAY_MS = 200;
export const ANCHOR_DELAY_MANY_IMAGES_MS = 800;
export const MANY_IMAGES = 40;
export const ANCHOR_SCROLL_MS = 1000;

/** Fired on window after every in-site navigation, so elements that show the current page follow. */
export const NAVIGATED_EVENT = 'weft-navigated';

/** Paths that are files or services, never site pages. */
export function isSitePath(pathname: string): boolean {
  if (/^\/(weft|api|cheetah|demo-assets)(\/|$)/.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last);
}

/** The link a click landed on, looking through shadow roots; null when the click is not ours to take. */
export function siteLinkOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const a = event.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href);
  if (url.origin !== location.origin || !isSitePath(url.pathname)) return null;
  return url;
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Scrolls to the anchor of a hash with the spec's delay and duration; instant with reduced motion. */
export function scrollToHash(hash: string): boolean {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  if (!name) return false;
  const images = document.images.length + document.querySelectorAll('weft-image').length;
  const delay = images > MANY_IMAGES ? ANCHOR_DELAY_MANY_IMAGES_MS : ANCHOR_DELAY_MS;
  setTimeout(() => {
    const target = findAnchor(name);
    if (!target) return console.error(`Weft: there is no anchor named "${name}" on this page`);
    const to = target.getBoundingClientRect().top + window.scrollY;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return window.scrollTo(0, to);
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

export interface Router {
  navigate(path: string): void;
}

/**
 * Wires navigation: `show(url)` draws the page for a location. Returns `navigate` for
 * `window.weft.navigate`.
 */
export function createRouter(show: (url: URL) => void): Router {
  const navigate = (path: string, replace = false) => {
    const url = new URL(path, location.href);
    if (url.origin !== location.origin) return location.assign(url.href);
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (replace) history.replaceState(null, '', url);
    else if (url.href !== location.href) history.pushState(null, '', url);
    if (!samePage) {
      show(url);
      if (!url.hash) window.scrollTo(0, 0);
      dispatchEvent(new Event(NAVIGATED_EVENT));
    }
    if (url.hash) scrollToHash(url.hash);
  };
  addEventListener('popstate', () => {
    show(new URL(location.href));
    if (location.hash) scrollToHash(location.hash);
  });
  document.addEventListener('click', (event) => {
    const url = siteLinkOf(event);
    if (!url) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });
  return { navigate: (path: string) => navigate(path) };
}
