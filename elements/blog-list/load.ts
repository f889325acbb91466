/**
 * What an article list loads (elements-content.md §4 "Article list loading", §7): one selected
 * article (featured), a filtered list (group), or a page of the blog following the address (feed),
 * with the blog view config that decides how posts not yet readable are listed.
 */
import { useMemo } from 'react';
import { fetchFilteredNews, fetchFilteredNewsList, fetchPostById, type ListFilter } from '../../src/blog/news.js';
import { filterValue } from '../../src/blog/request.js';
import type { BlogRoute } from '../../src/blog/paths.js';
import { usePosts, type LoadedPosts } from '../../src/blog/load.js';
import { articleId } from '../../src/blog/ui.js';
import type { BlogListConfig } from './config.js';

/** The posts (src/blog/load.ts usePosts) and whether what was asked was a search (the not-found message instead of the empty state). */
export type Articles = LoadedPosts & { search: boolean };

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
  const loaded = usePosts(
    key,
    async (signal, firstVisit) => {
      if (kind === 'featured') {
        const post = selected === null ? null : await fetchPostById(selected, { signal });
        return post ? [post] : [];
      }
      if (kind === 'group')
        return (await fetchFilteredNewsList({ ...filter, type: 'group' }, { signal })).slice(0, filter.amount);
      const answer = await fetchFilteredNews({ ...filter, utc_time: await firstVisit() }, { signal });
      return { posts: answer.data, page: answer.current_page, lastPage: answer.last_page };
    },
    host,
    kind === 'featured' ? 'its article' : 'its articles',
  );
  return { ...loaded, search };
}
