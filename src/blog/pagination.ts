/**
 * The blog's paginators as pure models (spec §2 "Feed", §4 "Pagination", §9): the feed shows
 * First (page > 3), Previous, about five numbers around the current page, Next, Last and the
 * label 'page: N'; the list family shows first, previous, at most three numbers, next, last. Both
 * are hidden with one page or no posts. Elements draw the model; links come from `pagedPath`
 * (src/blog/paths.ts).
 */

/** Page numbers the feed shows around the current page. */
export const FEED_PAGE_NUMBERS = 5;
/** Page numbers the list family shows at most. */
export const LIST_PAGE_NUMBERS = 3;
/** The feed's First link appears once the current page is past this. */
export const FEED_FIRST_AFTER = 3;

/** What a paginator draws; a null link is not shown. */
export interface PaginationModel {
  /** False with one page or no posts: draw nothing. */
  show: boolean;
  /** The current page, clamped to 1..last. */
  current: number;
  /** The last page (at least 1). */
  lastPage: number;
  first: number | null;
  previous: number | null;
  /** The numbered pages, in order; `current` among them. */
  pages: number[];
  next: number | null;
  last: number | null;
}

function clamp(page: number, last: number): number {
  const n = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, n), last);
}

function lastOf(lastPage: number): number {
  return Number.isFinite(lastPage) && lastPage >= 1 ? Math.floor(lastPage) : 1;
}

/** A window of `size` numbers around `current`, kept inside 1..last. */
function windowAround(current: number, last: number, size: number): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), last - size + 1));
  const end = Math.min(last, start + size - 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

/**
 * The feed's paginator: First when the page is greater than 3, Previous when greater than 1, about
 * five numbers around the current page, Next and Last before the last page. `count` is the number
 * of posts on the page (0 hides the paginator).
 */
export function feedPagination(page: number, lastPage: number, count = 1): PaginationModel {
  const last = lastOf(lastPage);
  const current = clamp(page, last);
  const before = current < last;
  return {
    show: last > 1 && count > 0,
    current,
    lastPage: last,
    first: current > FEED_FIRST_AFTER ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    pages: windowAround(current, last, FEED_PAGE_NUMBERS),
    next: before ? current + 1 : null,
    last: before ? last : null,
  };
}

/**
 * The list family's paginator: first and previous unless on page 1, at most three numbers (1–3 on
 * page 1, the current page with its neighbours in the middle, the last three on the last page),
 * next and last unless on the last page.
 */
export function listPagination(page: number, lastPage: number, count = 1): PaginationModel {
  const last = lastOf(lastPage);
  const current = clamp(page, last);
  const notFirst = current > 1;
  const before = current < last;
  return {
    show: last > 1 && count > 0,
    current,
    lastPage: last,
    first: notFirst ? 1 : null,
    previous: notFirst ? current - 1 : null,
    pages: windowAround(current, last, LIST_PAGE_NUMBERS),
    next: before ? current + 1 : null,
    last: before ? last : null,
  };
}
