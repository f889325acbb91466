/**
 * The calendar frame's address (elements-content.md §3, §5), as a pure function: the calendar's
 * own address with the editor's options as query parameters, and the redirect after booking
 * (`force_redir`) as a full address. A redirect to a page of this site is the page's public URL.
 */
import type { PageData } from '../../src/base/data.js';
import { pageById } from '../../src/base/data.js';
import { navigableUrl, normaliseWebAddress, sitePath } from '../../src/util/url.js';
import type { CalendarSettings } from './config.js';

/** The query parameters the booking service reads. */
export const CALENDAR_PARAMS = {
  showInfo: 'show_info',
  showGroup: 'show_group',
  group: 'group',
  forceRedir: 'force_redir',
} as const;

export interface CalendarSite {
  pages: readonly PageData[];
  /** The site's public origin (site mode: the page's own; embed mode: data-site). */
  origin: string;
}

export interface CalendarAddress {
  /** The frame's address; null: nothing to show. */
  address: string | null;
  /** Why part of the config was left out, for the one console error; null when all is well. */
  problem: string | null;
  /** The calendar sends the visitor elsewhere after booking (the frame may navigate the page). */
  redirects: boolean;
}

/** The public URL of the page with this id, or the value itself when it already is a web address. */
export function pageAddress(chosen: string, site: CalendarSite): string | null {
  const page = pageById(site.pages, chosen);
  if (page) {
    // A page path through the one URL policy: a page url spelled as another host stays a path.
    const path = sitePath(
      String(page.url ?? '')
        .trim()
        .replace(/\/+$/, ''),
    );
    if (path === null) return null;
    try {
      return navigableUrl(new URL(path, site.origin).href)?.href ?? null;
    } catch {
      return null;
    }
  }
  return /^https?:\/\//i.test(chosen) ? (navigableUrl(chosen)?.href ?? null) : null;
}

export function calendarAddress(calendar: CalendarSettings, site: CalendarSite): CalendarAddress {
  const src = calendar.src.trim();
  if (!src) return { address: null, problem: null, redirects: false };
  const url = navigableUrl(src);
  if (!url) return { address: null, problem: `src "${src}" is not an http(s) address`, redirects: false };
  url.searchParams.set(CALENDAR_PARAMS.showInfo, calendar.showInfo ? '1' : '0');
  url.searchParams.set(CALENDAR_PARAMS.showGroup, calendar.showGroup ? '1' : '0');
  const group = String(calendar.group ?? '').trim();
  if (group) url.searchParams.set(CALENDAR_PARAMS.group, group);
  // The editor keeps the choice in forceRedir and may also have written it into the address.
  const chosen = String(calendar.forceRedir ?? '').trim() || url.searchParams.get(CALENDAR_PARAMS.forceRedir)?.trim() || '';
  url.searchParams.delete(CALENDAR_PARAMS.forceRedir);
  if (!chosen) return { address: url.href, problem: null, redirects: false };
  const toPage = calendar.typeRedir === 'page';
  const target = toPage ? pageAddress(chosen, site) : (normaliseWebAddress(chosen)?.href ?? null);
  if (!target) {
    const expected = toPage ? 'a page of this site' : 'a web address';
    return { address: url.href, problem: `the redirect after booking "${chosen}" is not ${expected}`, redirects: false };
  }
  url.searchParams.set(CALENDAR_PARAMS.forceRedir, target);
  return { address: url.href, problem: null, redirects: true };
}
