/**
 * The blog's published-site paths (spec §2): what a path asks the blog for, and the paths the
 * widgets link to. Pure functions of the path and query, tested without a page; the links an
 * element draws lead to the site (`onSite`): its own paths on a site page, the same paths on
 * `data-site` when the element is embedded on another page.
 *
 * | Path                      | Route                                   |
 * |---------------------------|-----------------------------------------|
 * | /s?query=term             | search (page 1)                         |
 * | /s/page/3?query=term      | search, page 3                          |
 * | /c/{slug}[/page/n]        | category                                |
 * | /a/{slug}[/page/n]        | author                                  |
 * | /feed, /page/n, /, /{blog page url}[/page/n] | the whole feed        |
 * | /blog/{post url}          | post                                    |
 * | /{post url}               | post (read-more target)                 |
 */

import { onSite } from '../http/hosts.js';

/** What a path asks of the blog. Every route carries the feed page it shows (1 without /page/n). */
export type BlogRoute =
  | { kind: 'feed'; page: number }
  | { kind: 'search'; query: string; page: number }
  | { kind: 'category'; slug: string; page: number }
  | { kind: 'author'; slug: string; page: number }
  | { kind: 'post'; url: string; page: number };

/** First segments of the blog's filter paths. */
export const SEARCH_SEGMENT = 's';
export const CATEGORY_SEGMENT = 'c';
export const AUTHOR_SEGMENT = 'a';
/** The blog area entry of the member areas (spec §2). */
export const FEED_SEGMENT = 'feed';
/** The post page prefix: /blog/{post url}. */
export const POST_SEGMENT = 'blog';
/** The query parameter of a search. */
export const SEARCH_PARAM = 'query';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const PAGE_NUMBER = /^\d{1,6}$/;

/** Path segments, decoded, without the last `page/{n}` pair; and that n (1 without one). */
function split(pathname: string): { parts: string[]; page: number } {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i]!.toLowerCase() === 'page' && PAGE_NUMBER.test(parts[i + 1]!)) {
      const page = Math.max(1, Number(parts[i + 1]));
      parts.splice(i, 2);
      return { parts, page };
    }
  }
  return { parts, page: 1 };
}

/**
 * The blog route of a location. `pageUrls` are the site's page urls: a path that is only a page's
 * url (e.g. /blog, /home) is the feed, not a post.
 */
export function parseBlogPath(pathname: string, search = '', pageUrls: readonly string[] = []): BlogRoute {
  const { parts, page } = split(pathname);
  const first = (parts[0] ?? '').toLowerCase();
  if (first === SEARCH_SEGMENT && parts.length === 1) {
    const query = new URLSearchParams(search).get(SEARCH_PARAM) ?? '';
    return { kind: 'search', query: query.trim(), page };
  }
  if (first === CATEGORY_SEGMENT && parts[1]) return { kind: 'category', slug: parts[1], page };
  if (first === AUTHOR_SEGMENT && parts[1]) return { kind: 'author', slug: parts[1], page };
  if (parts.length === 0 || (first === FEED_SEGMENT && parts.length === 1)) return { kind: 'feed', page };
  if (first === POST_SEGMENT) {
    return parts.length > 1 ? { kind: 'post', url: parts.slice(1).join('/'), page } : { kind: 'feed', page };
  }
  const pages = new Set(pageUrls.map((u) => String(u).toLowerCase()));
  if (parts.length === 1 && pages.has(first)) return { kind: 'feed', page };
  return { kind: 'post', url: parts.join('/'), page };
}

/** The filter a feed sends to /get-news for a route (posts routes are the unfiltered feed). */
export function routeFilter(route: BlogRoute): { page: number; search?: string; category?: string; author?: string } {
  switch (route.kind) {
    case 'search':
      return { page: route.page, search: route.query };
    case 'category':
      return { page: route.page, category: route.slug };
    case 'author':
      return { page: route.page, author: route.slug };
    default:
      return { page: route.page };
  }
}

/**
 * The same location on page `n` of the feed: the path's `page/{n}` is replaced (or dropped for
 * page 1), the query (e.g. ?query=…) kept. `/s?query=x` → `/s/page/2?query=x`.
 */
export function pagedPath(pathname: string, search: string, n: number): string {
  const parts = pathname.split('/').filter(Boolean);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i]!.toLowerCase() === 'page' && PAGE_NUMBER.test(parts[i + 1]!)) {
      parts.splice(i, 2);
      break;
    }
  }
  if (n > 1) parts.push('page', String(Math.floor(n)));
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `/${parts.join('/')}${query}`;
}

const encodePath = (value: string) =>
  value
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((s) => encodeURIComponent(decode(s)))
    .join('/');

/** Search results for a term: `/s?query=term` (where the search box goes). */
export function searchPath(term: string, page = 1): string {
  return onSite(pagedPath(`/${SEARCH_SEGMENT}`, `?${new URLSearchParams({ [SEARCH_PARAM]: term.trim() })}`, page));
}

/** The feed of a category: `/c/{slug}`. */
export function categoryPath(slug: string, page = 1): string {
  return onSite(pagedPath(`/${CATEGORY_SEGMENT}/${encodeURIComponent(slug)}`, '', page));
}

/** The feed of an author: `/a/{slug}`. */
export function authorPath(slug: string, page = 1): string {
  return onSite(pagedPath(`/${AUTHOR_SEGMENT}/${encodeURIComponent(slug)}`, '', page));
}

/** Where a list's category or author entry goes, by list type. */
export function childPath(type: 'categories' | 'authors', slug: string): string {
  return type === 'authors' ? authorPath(slug) : categoryPath(slug);
}

/**
 * The read-more target of a post: `/{post url}` (spec §2). A post url that is a whole http(s)
 * address is kept as it is; '' when the post has no url.
 */
export function postPath(url: string): string {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  const path = encodePath(value);
  return path ? onSite(`/${path}`) : '';
}

/** The post page of a post: `/blog/{post url}` (the link, on the site). */
export function postPagePath(url: string): string {
  const path = postPageRoute(url);
  return path && onSite(path);
}

/** The post page's path itself, `/blog/{post url}` ('' without a url): a return address on the site. */
export function postPageRoute(url: string): string {
  const path = encodePath(url);
  return path ? `/${POST_SEGMENT}/${path}` : '';
}
