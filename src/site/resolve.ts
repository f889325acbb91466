/**
 * Which page a location shows (runtime.md §2), as one pure function: no DOM, no globals.
 */
import type { PageData } from './data.js';

export type Resolution =
  | { kind: 'page'; page: PageData; slug?: string }
  /** 'blog-login': the members login as a full page. */
  | { kind: 'blog-login' }
  /** Not served over http(s): the 'This site is not available for this version' notice. */
  | { kind: 'unavailable' }
  /** No page data at all: ask the server for the published version. */
  | { kind: 'missing' };

/** The page flagged initial='1', else the first page. */
export function initialPage(pages: readonly PageData[]): PageData | undefined {
  return pages.find((p) => String(p.initial) === '1') ?? pages[0];
}

function byUrl(pages: readonly PageData[], url: string): PageData | undefined {
  const wanted = url.toLowerCase();
  return pages.find((p) => String(p.url ?? '').toLowerCase() === wanted);
}

function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

export function resolvePage(
  pages: readonly PageData[] | undefined,
  location: { protocol: string; pathname: string },
): Resolution {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return { kind: 'unavailable' };
  if (!pages?.length) return { kind: 'missing' };
  const initial = initialPage(pages)!;
  const parts = segments(location.pathname);
  if (parts.length === 0) return { kind: 'page', page: initial };
  if (parts[0]!.toLowerCase() === 'blog-login') return { kind: 'blog-login' };
  // A path containing 'page/' (feed pagination) shows the page whose url is 'page', when there is one.
  if (location.pathname.includes('page/')) {
    const paged = byUrl(pages, 'page');
    if (paged) return { kind: 'page', page: paged };
  }
  if (parts[0]!.toLowerCase() === 'blog' && parts[1]) {
    const post = byUrl(pages, parts[1]);
    if (post) return { kind: 'page', page: post, slug: parts[1] };
  }
  const match = byUrl(pages, parts[0]!);
  if (match) return { kind: 'page', page: match };
  return { kind: 'page', page: byUrl(pages, '404') ?? initial };
}
