/**
 * What the feed loads (elements-content.md §4, §7): the view config (once per page view) and a
 * page of /get-news for the route's filter; a newer request drops the older one's answer. A
 * failed call leaves the empty state and one console error naming the element (§8: nothing is
 * shown to the visitor beyond that).
 */
import { useEffect, useState } from 'react';
import { fetchNews, fetchViewConfig, type BlogPost, type BlogViewConfig } from '../../src/blog/api.js';
import { listed } from '../../src/blog/dates.js';
import { describeHost } from '../../src/blog/ui.js';

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

function aborted(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (cause instanceof DOMException && cause.name === 'AbortError')
  );
}

/** Loads the posts of `request`; `now` decides which posts not yet readable are listed (pre_show_*). */
export function useFeed(request: FeedRequest, host: Element): FeedState {
  const key = JSON.stringify(request);
  const [state, setState] = useState<FeedState>(START);
  useEffect(() => {
    const controller = new AbortController();
    const asked = JSON.parse(key) as FeedRequest;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const view = fetchViewConfig().catch(() => null);
    fetchNews(asked, { signal: controller.signal })
      .then(async (answer) => {
        const config = await view;
        if (controller.signal.aborted) return;
        const now = new Date();
        setState({
          status: 'ready',
          posts: answer.data.filter((post) => listed(post, config, now)),
          page: answer.current_page,
          lastPage: answer.last_page,
          view: config,
        });
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted || aborted(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`${describeHost(host)} could not load the blog's posts, so it shows its empty state: ${message}`);
        setState({ status: 'failed', posts: [], page: asked.page, lastPage: 1, view: await view });
      });
    return () => controller.abort();
  }, [key, host]);
  return state;
}
