/**
 * What the feed loads (elements-content.md §4, §7): the view config (once per page view) and a
 * page of /get-news for the route's filter; a newer request drops the older one's answer. A
 * failed call leaves the empty state and one console error naming the element (§8: nothing is
 * shown to the visitor beyond that).
 */
import { fetchNews, fetchViewConfig, type BlogPost, type BlogViewConfig } from '../../src/blog/api.js';
import { listed } from '../../src/blog/dates.js';
import { useBlogLoad } from '../../src/blog/load.js';

/** What the feed asks for: the route's page and filter, and the page size. */
export interface FeedRequest {
  page: number;
  perpage: number;
  search?: string;
  category?: string;
  author?: string;
}

export interface FeedState {
  /** loading: the spinner; ready: the posts (maybe none); failed: the empty state. */
  status: 'loading' | 'ready' | 'failed';
  posts: BlogPost[];
  /** The page shown (the service clamps it to the last page) and the last page. */
  page: number;
  lastPage: number;
  /** The view config; null when /get-key failed (every post listed, element formats only). */
  view: BlogViewConfig | null;
}

const START: FeedState = { status: 'loading', posts: [], page: 1, lastPage: 1, view: null };

/** Loads the posts of `request`; `now` decides which posts not yet readable are listed (pre_show_*). */
export function useFeed(request: FeedRequest, host: Element): FeedState {
  const key = JSON.stringify(request);
  const loaded = useBlogLoad(
    key,
    async (signal) => {
      const view = fetchViewConfig().catch(() => null);
      const answer = await fetchNews(request, { signal });
      const config = await view;
      const now = new Date();
      return {
        posts: answer.data.filter((post) => listed(post, config, now)),
        page: answer.current_page,
        lastPage: answer.last_page,
        view: config,
      };
    },
    host,
    "the blog's posts",
  );
  if (loaded.status === 'failed') return { ...START, status: 'failed', page: request.page };
  return { ...START, ...loaded.value, status: loaded.status };
}
