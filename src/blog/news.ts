/**
 * The blog service's post calls (spec elements-content.md §7; the service calls posts "news"):
 * the feed, the list family's filtered lists, one post by id or by path, the categories and
 * authors, and a post's views. Post calls send the member's bearer token (request.ts authorised):
 * the service sends a member the summaries and content of restricted posts. Each rejects with an
 * `ApiError` (src/http/errors.ts) on failure; callers show their empty state and log one console
 * error naming their tag (spec §8).
 */
import { blog, site } from '../http/index.js';
import { authorised, filterValue, params, segment, type Cancellable, type Params } from './request.js';
import { firstView, markViewed } from './state.js';
import type { BlogChild, BlogPost, NewsPage } from './types.js';
import { FEED_PER_PAGE, readChilds, readNewsPage, readOnePost, readPosts } from './values.js';

/** What the feed asks /get-news for. */
interface FeedQuery {
  page?: number;
  /** Default FEED_PER_PAGE. */
  perpage?: number;
  search?: string;
  /** Category slug. */
  category?: string;
  /** Author slug. */
  author?: string;
  /** The visitor's first visit (UTC), which Dripping posts count from. */
  utc_time: string;
}

/**
 * GET /get-news (feed): `perpage`, `page`, `website_id`, optional `search`, `category`, `author`,
 * and `utc_time`. Answers the posts (`data`) and `last_page`.
 */
export async function fetchNews(query: FeedQuery, options: Cancellable = {}): Promise<NewsPage> {
  const perpage = query.perpage && query.perpage > 0 ? Math.floor(query.perpage) : FEED_PER_PAGE;
  const searchParams = params({
    perpage,
    page: Math.max(1, Math.floor(query.page ?? 1)),
    search: query.search?.trim(),
    category: query.category,
    author: query.author,
    utc_time: query.utc_time,
  });
  const body = await blog.get('/get-news', authorised({ ...options, searchParams })).json();
  return readNewsPage(body, perpage);
}

/** The list family's filters (spec §3 "Article list config" filters). */
export interface ListFilter {
  /** Category slug or 'all' (default). A value with a slash sends only the part before it. */
  category?: string;
  /** Author slug or 'all' (default). */
  author?: string;
  featured?: boolean;
  mostAccessed?: boolean;
  /** How many posts (default 6). */
  amount?: number;
  page?: number;
  search?: string;
  /** The visitor's first visit (UTC), which Dripping posts count from; sent by /get-news alone. */
  utc_time?: string;
}

/** Default number of posts of a list (spec §9). */
const LIST_AMOUNT = 6;

function filterParams(filter: ListFilter): Params {
  return {
    category: filterValue(filter.category ?? 'all') || 'all',
    author: filterValue(filter.author ?? 'all') || 'all',
    featured: filter.featured ? 1 : 0,
    most_accessed: filter.mostAccessed ? 1 : 0,
    amount: filter.amount && filter.amount > 0 ? Math.floor(filter.amount) : LIST_AMOUNT,
  };
}

/**
 * GET /get-news, filtered variant (list family): category, author, featured, most_accessed,
 * amount, page, optional search, utc_time, website_id. Answers a page of posts.
 */
export async function fetchFilteredNews(filter: ListFilter & { utc_time: string }, options: Cancellable = {}): Promise<NewsPage> {
  const searchParams = params({
    ...filterParams(filter),
    page: Math.max(1, Math.floor(filter.page ?? 1)),
    search: filter.search?.trim(),
    utc_time: filter.utc_time,
  });
  const body = await blog.get('/get-news', authorised({ ...options, searchParams })).json();
  return readNewsPage(body, filter.amount ?? LIST_AMOUNT);
}

/**
 * GET /news/get-filtered-news: category, author, featured, most_accessed, amount, type ('group'
 * for the list's group type and the news slider), website_id. Answers the posts.
 */
export async function fetchFilteredNewsList(
  filter: ListFilter & { type?: string } = {},
  options: Cancellable = {},
): Promise<BlogPost[]> {
  const searchParams = params({ ...filterParams(filter), type: filter.type ?? 'group' });
  const body = await blog.get('/news/get-filtered-news', authorised({ ...options, searchParams })).json();
  return readPosts(body);
}

/** GET /news/get-by-id/{id} (website_id): one post (the list's selected article); null when none. */
export async function fetchPostById(postId: number | string, options: Cancellable = {}): Promise<BlogPost | null> {
  return readOnePost(
    await blog.get(`/news/get-by-id/${segment(postId)}`, authorised({ ...options, searchParams: params({}) })).json(),
  );
}

/** GET /get-new/{id} (no payload): title, content, categories, author of one post; null when none. */
export async function fetchNewsItem(postId: number | string, options: Cancellable = {}): Promise<BlogPost | null> {
  return readOnePost(await blog.get(`/get-new/${segment(postId)}`, authorised(options)).json());
}

/** GET /cheetah/blog/get-new?post={path} on the site itself: the post of a path; null when none. */
export async function fetchSitePost(path: string, options: Cancellable = {}): Promise<BlogPost | null> {
  return readOnePost(await site.get('/cheetah/blog/get-new', authorised({ ...options, searchParams: { post: path } })).json());
}

/** GET /get-childs (website_id, type): the categories (default) or authors list. */
export async function fetchChilds(
  type: 'categories' | 'authors' = 'categories',
  options: Cancellable = {},
): Promise<BlogChild[]> {
  return readChilds(await blog.get('/get-childs', { ...options, searchParams: params({ type }) }).json(), type);
}

/**
 * GET /register-view/{post url} (website_id, first=true on this browser's first view of the post,
 * remembered in localStorage). Fire and forget: resolves false when the call failed.
 */
export async function registerView(postUrl: string): Promise<boolean> {
  try {
    await blog.get(`/register-view/${segment(postUrl)}`, {
      searchParams: params({ first: firstView(postUrl) ? 'true' : undefined }),
    });
    markViewed(postUrl);
    return true;
  } catch {
    return false;
  }
}
