/**
 * The menu's pure rules (elements-lead-capture.md §3): which item is the current page, when a drip
 * item shows, the next moment one appears, and how an item's link and the first access are read.
 */
import { normalise } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';
import type { PageData } from '../../src/base/data.js';
import { resolvePage } from '../../src/site/resolve.js';
import { local } from '../../src/util/storage.js';
import type { MenuItem } from './config.js';

/** The storage key of a menu's first-access time (elements-lead-capture.md §3, per menu). */
export const firstAccessKey = (hostId: string): string => `weft-menu-first:${hostId || 'menu'}`;

/** The page a path shows, as the site runtime resolves it (resolve.ts); none where no page matches it. */
export function currentPage(pathname: string, pages: readonly PageData[] | undefined): PageData | undefined {
  const shown = resolvePage(pages, { protocol: 'https:', pathname });
  return shown.kind === 'page' && !shown.missing ? shown.page : undefined;
}

/** A page link is active when its target page is the page the path shows. */
export function isActiveLink(
  link: LinkConfig | null | undefined,
  pathname: string,
  pages: readonly PageData[] | undefined,
): boolean {
  if (link?.type !== 'page') return false;
  const page = currentPage(pathname, pages);
  if (!page) return false;
  if (link.valueID !== undefined && link.valueID !== '') return String(page.id) === String(link.valueID);
  return typeof link.value === 'string' && link.value.replace(/^\/+/, '').toLowerCase() === String(page.url).toLowerCase();
}

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** When a drip item becomes available (ms since the epoch), or null when it always shows. */
export function availableFrom(item: MenuItem, firstAccess: number): number | null {
  if (item.typeOfPredefined === 'date') {
    const at = Date.parse(item.datePredefined ?? '');
    return Number.isNaN(at) ? null : at;
  }
  if (item.typeOfPredefined === 'other') {
    const seconds =
      ((count(item.timePredefinedDays) * 24 + count(item.timePredefinedHours)) * 60 + count(item.timePredefinedMinutes)) * 60 +
      count(item.timePredefinedSeconds);
    return firstAccess + seconds * 1000;
  }
  return null;
}

/** Drip: an item shows once its date has passed or its time has elapsed since the first access. */
export function isAvailable(item: MenuItem, now: number, firstAccess: number): boolean {
  const from = availableFrom(item, firstAccess);
  return from === null || now >= from;
}

/** The next moment a hidden item (or dropdown entry) appears, or null when none is waiting. */
export function nextReveal(items: readonly MenuItem[], now: number, firstAccess: number): number | null {
  let next: number | null = null;
  for (const item of items) {
    const from = availableFrom(item, firstAccess);
    if (from !== null && from > now && (next === null || from < next)) next = from;
    const inner = nextReveal(item.children ?? [], now, firstAccess);
    if (inner !== null && (next === null || inner < next)) next = inner;
  }
  return next;
}

/** The visitor's first access to this menu, stored on the first visit. */
export function firstAccessOf(key: string, now: number): number {
  const stored = Number(local.get(key));
  if (Number.isFinite(stored) && stored > 0) return stored;
  local.set(key, String(now));
  return now;
}

/** An item's link, read as the config reads a 'link' field: ids and values become text; anything else is no link. */
export function linkOf(value: unknown): LinkConfig | null {
  return normalise(null, value, 'link', [], { kinds: { link: 'link' } }) as LinkConfig | null;
}
