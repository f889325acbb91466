/**
 * Which page a location shows (runtime.md §2), as one pure function: no DOM, no globals.
 */
import { flag } from '../config.js';
import type { PageData } from '../base/data.js';
import { sitePath } from '../util/url.js';

export type Resolution =
  /**
   * `fallback`: an unknown single segment sent to the post page as a read-more target `/{post url}`;
   * when the site has no such post, the post page says so (not-found.ts) and the '404' page is shown.
   */
  | {
      kind: 'page';
      page: PageData;
      slug?: string;
      fallback?: true;
      /** No page matched the path: `page` is the '404' page, else the initial page. */
      missing?: true;
    }
  /** 'blog-login': the members login as a full page. */
  | { kind: 'blog-login' }
  /** Not served over http(s): the 'This site is not available for this version' notice. */
  | { kind: 'unavailable' }
  /** No page data at all: ask the server for the published version. */
  | { kind: 'missing' };

/** First path segments of the blog's feed paths (elements-content.md §2): search, category, author, /feed, /page/n. */
const BLOG_FEED_SEGMENTS = new Set(['s', 'c', 'a', 'feed', 'page']);

/** is_blog, read as every yes/no is (readYesNo). */
const isBlog = (page: PageData): boolean => flag(page.is_blog);

/** Whether a layout holds an element of `type`, panels searched through. */
function holds(nodes: unknown, type: string): boolean {
  return (
    Array.isArray(nodes) &&
    nodes.some((n) => (n as { type?: unknown })?.type === type || holds((n as { children?: unknown })?.children, type))
  );
}
const pageHolds = (page: PageData, type: string) => holds(page.layout?.desktop, type) || holds(page.layout?.mobile, type);

/** The page of the blog's feed paths: the first blog page (is_blog) with a weft-blog-feed, else the first blog page. */
export function blogFeedPage(pages: readonly PageData[]): PageData | undefined {
  const blogs = pages.filter(isBlog);
  return blogs.find((p) => pageHolds(p, 'blog-feed')) ?? blogs[0];
}

/** The page that shows a post read from the path: the first blog page holding a weft-post-page. */
export function blogPostPage(pages: readonly PageData[]): PageData | undefined {
  return pages.filter(isBlog).find((p) => pageHolds(p, 'post-page'));
}

/**
 * A page behind the members area: members-only (is_member as builder data writes it: true, 1,
 * "1", "true") or restricted to areas. Its content is drawn only once the server grants access.
 */
export function isRestricted(page: PageData | null | undefined): boolean {
  if (!page) return false;
  if (flag(page.is_member)) return true;
  return Array.isArray(page.restrict_areas) && page.restrict_areas.length > 0;
}

/** The page flagged initial ('1', 1, true, "yes"…: readYesNo), else the first page. */
export function initialPage(pages: readonly PageData[]): PageData | undefined {
  return pages.find((p) => flag(p.initial)) ?? pages[0];
}

/** The path of the site's home page (runtime.md §2: the initial page); '/' without pages (an embed page). */
export function homePath(pages: readonly PageData[] | undefined): string {
  return sitePath((pages ? initialPage(pages) : undefined)?.url ?? '') ?? '/';
}

/** The page a path no page matches shows: the page whose url is '404'. */
export function notFoundPage(pages: readonly PageData[] | undefined): PageData | undefined {
  return pages ? byUrl(pages, '404') : undefined;
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
  // /blog/page/{n} is the blog page's own pagination, not a post named 'page'.
  const blogPaged = parts[1]?.toLowerCase() === 'page' && /^\d+$/.test(parts[2] ?? '');
  if (parts[0]!.toLowerCase() === 'blog' && parts[1] && !blogPaged) {
    // A page whose url is the slug; else the blog page with a post page, which reads the post from the path.
    const post = byUrl(pages, parts[1]) ?? blogPostPage(pages);
    if (post) return { kind: 'page', page: post, slug: parts[1] };
  }
  const match = byUrl(pages, parts[0]!);
  if (match) return { kind: 'page', page: match };
  // The blog's paths: /s, /c/{slug}, /a/{slug}, /feed and /page/{n} show the feed's page; /{post url}
  // (a read-more link) the post page.
  if (BLOG_FEED_SEGMENTS.has(parts[0]!.toLowerCase())) {
    const feed = blogFeedPage(pages);
    if (feed) return { kind: 'page', page: feed };
  } else if (parts.length === 1) {
    const post = blogPostPage(pages);
    if (post) return { kind: 'page', page: post, slug: parts[0], fallback: true };
  }
  return { kind: 'page', page: notFoundPage(pages) ?? initial, missing: true };
}
