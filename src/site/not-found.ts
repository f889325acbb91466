/**
 * A post page reached through the single-segment fallback (`/{post url}`, resolve.ts) whose post
 * the site says does not exist tells the site runtime, which then shows the site's '404' page at
 * the same address (runtime.md §2). The path is remembered too: a runtime that starts after the
 * answer came, and a redraw of the same location, show the '404' page straight away.
 */

/** Bubbling, composed event from the post page; detail `{ path }` (the location's pathname). */
export const NOT_FOUND_EVENT = 'weft-not-found';

const missing = new Set<string>();

/** Records that `pathname` names no post and tells the site runtime, from `host`. */
export function reportNotFound(host: EventTarget, pathname: string): void {
  missing.add(pathname);
  host.dispatchEvent(new CustomEvent(NOT_FOUND_EVENT, { bubbles: true, composed: true, detail: { path: pathname } }));
}

/** Whether a post page already found that `pathname` names no post. */
export function knownMissing(pathname: string): boolean {
  return missing.has(pathname);
}

/** Test seam: forget the paths found missing. */
export function resetNotFoundForTests(): void {
  missing.clear();
}
