/**
 * The one way Weft code sends the visitor somewhere. A visitor's own click or `weft.navigate`
 * pushes a history entry; every navigation Weft starts by itself (a redirect home, after login or
 * logout, after a form, when a countdown ends) replaces the current one, so Back always returns
 * to the page the visitor came from.
 *
 * In site mode a same-origin address goes through the router; one asked for before the router
 * exists (an element upgraded before the site runtime's first render) waits for it, and the last
 * one asked for wins.
 */

/** Fired on window after every in-site navigation, so elements that show the current page follow. */
export const NAVIGATED_EVENT = 'weft-navigated';

export interface GoOptions {
  /** Replace the current history entry (every automatic redirect) instead of pushing one. */
  replace?: boolean;
  /** Open in a new tab instead. */
  newTab?: boolean;
}

export type Navigate = (path: string, options?: { replace?: boolean }) => void;

interface WeftNavigation {
  navigate?: Navigate;
  /** A navigation asked for before the router existed; the router takes it over when it starts. */
  pendingNavigation?: { path: string; replace: boolean };
}

function weft(): WeftNavigation {
  return ((window as { weft?: WeftNavigation }).weft ??= {});
}

/** True on a site-mode page (it has the mount) whose router has not started yet. */
function routerComing(): boolean {
  return document.querySelector('weft-site') !== null;
}

/** A site's pages are here to go to: the router runs, or is about to. */
export function inSite(): boolean {
  return Boolean(weft().navigate) || routerComing();
}

export function go(address: string | URL, { replace = false, newTab = false }: GoOptions = {}): void {
  const url = new URL(address, location.href);
  if (newTab) {
    window.open(url.href, '_blank', 'noopener');
    return;
  }
  const path = url.pathname + url.search + url.hash;
  const w = weft();
  if (url.origin === location.origin && w.navigate) return w.navigate(path, { replace });
  if (url.origin === location.origin && routerComing()) {
    w.pendingNavigation = { path, replace };
    return;
  }
  if (replace) location.replace(url.href);
  else location.assign(url.href);
}

/** Shorthand for an automatic redirect: never adds a history entry. */
export function redirect(address: string | URL): void {
  go(address, { replace: true });
}
