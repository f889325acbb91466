/**
 * What an article list loads (elements-content.md §4 "Article list loading", §7): one selected
 * article (featured), a filtered list (group), or a page of the blog following the address (feed),
 * with the blog view config that decides how posts not yet readable are listed.
 */
import { useMemo } from 'react';
import { fetchFilteredNews, fetchFilteredNewsList, fetchPostById, type ListFilter } from '../../src/blog/news.js';
import { filterValue } from '../../src/blog/request.js';
import { fetchViewConfig } from '../../src/blog/settings.js';
import type { BlogPost, BlogViewConfig } from '../../src/blog/types.js';
import type { BlogRoute } from '../../src/blog/paths.js';
import { useBlogLoad } from '../../src/blog/load.js';
import { articleId } from '../../src/blog/ui.js';
import type { BlogListConfig } from './config.js';

export interface Articles {
  /** loading: the spinner; ready: the posts (maybe none); failed: the empty state. */
  status: 'loading' | 'ready' | 'failed';
  posts: BlogPost[];
  /** feed: the page shown and the last page. */
  page: number;
  lastPage: number;
  /** The view config (null when /get-key failed: every post is listed, no block addresses). */
  view: BlogViewConfig | null;
  /** What was asked was a search (the not-found message instead of the empty state). */
  search: boolean;
}

/** 'all' and '' mean no filter; a value with a slash keeps the part before it (§7). */
function filterOf(value: string): string | undefined {
  const v = filterValue(value);
  return v && v.toLowerCase() !== 'all' ? v : undefined;
}

/** What the list asks for: the config's filters, and on the feed the address's search, category or author and page. */
export function requestOf(config: BlogListConfig, route: BlogRoute): ListFilter & { kind: BlogListConfig['type'] } {
  const { filters } = config;
  const base: ListFilter = {
    category: filterOf(filters.category),
    author: filterOf(filters.author),
    featured: filters.featured,
    mostAccessed: filters.mostAccessed,
    amount: Math.max(1, filters.amount),
  };
  // The group call takes no search (§7); the feed's filtered /get-news does.
  if (config.type !== 'feed') return { kind: config.type, ...base };
  return {
    kind: 'feed',
    ...base,
    search: filters.search.trim() || undefined,
    amount: Math.max(1, config.pagination.per_page),
    page: route.page,
    ...(route.kind === 'search' ? { search: route.query || undefined } : {}),
    ...(route.kind === 'category' ? { category: filterOf(route.slug) } : {}),
    ...(route.kind === 'author' ? { author: filterOf(route.slug) } : {}),
  };
}

const EMPTY: Articles = { status: 'loading', posts: [], page: 1, lastPage: 1, view: null, search: false };

/** Loads what the list shows; a newer request (another page, new config) drops the older one's answer. */
export function useArticles(config: BlogListConfig, route: BlogRoute, host: Element): Articles {
  const request = requestOf(config, route);
  // Only the featured type reads the selected article.
  const selected = useMemo(
    () => (config.type === 'featured' ? articleId(config.selectedArticle, host) : null),
    [config.type, config.selectedArticle, host],
  );
  const key = JSON.stringify({ request, selected });
  const { kind, ...filter } = request;
  const search = Boolean(filter.search);
  const loaded = useBlogLoad(
    key,
    async (signal) => {
      const view = fetchViewConfig().catch(() => null);
      let posts: { posts: BlogPost[]; page: number; lastPage: number };
      if (kind === 'featured') {
        const post = selected === null ? null : await fetchPostById(selected, { signal });
        posts = { posts: post ? [post] : [], page: 1, lastPage: 1 };
      } else if (kind === 'group') {
        const list = await fetchFilteredNewsList({ ...filter, type: 'group' }, { signal });
        posts = { posts: list.slice(0, filter.amount), page: 1, lastPage: 1 };
      } else {
        const answer = await fetchFilteredNews(filter, { signal });
        posts = { posts: answer.data, page: answer.current_page, lastPage: answer.last_page };
      }
      return { ...posts, view: await view };
    },
    host,
    kind === 'featured' ? 'its article' : 'its articles',
  );
  if (loaded.status === 'failed') return { ...EMPTY, status: 'failed', search };
  return { ...EMPTY, ...loaded.value, status: loaded.status, search };
}
