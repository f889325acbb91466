/**
 * Test fixtures of the blog widgets' tests: posts as the blog service sends them, and a stand-in
 * blog service behind the HTTP test seam that records every call (path and query) and answers
 * each path with what a test sets.
 */
import { resetBlogCacheForTests } from '../../src/blog/api.js';
import { setFetchForTests } from '../../src/http/index.js';

let serial = 0;

/** A post of the list family, as the service sends it; `over` replaces any field. */
export function post(over: Record<string, unknown> = {}): Record<string, unknown> {
  serial++;
  return {
    id: serial,
    url: `post-${serial}`,
    title: `Post ${serial}`,
    content: `<p>Summary of post ${serial}.</p>`,
    thumbnail: '',
    scheduled_date: '2026-03-10 12:00:00',
    created_at: '2026-03-01 09:00:00',
    date_cycle: 'Instantaneous',
    categories: [{ id: 1, name: 'News', slug: 'news' }],
    author: { name: 'Ana Lima', slug: 'ana-lima' },
    ...over,
  };
}

export interface BlogCall {
  path: string;
  query: Record<string, string>;
}

type Answer = unknown | ((call: BlogCall) => unknown);

export interface FakeBlog {
  calls: BlogCall[];
  /** Answers of each path (exact, after /blog-api); a function gets the call. A missing path is a 404. */
  answers: Map<string, Answer>;
  /** Paths that fail with this status. */
  failing: Map<string, number>;
  /** Calls of a path. */
  of(path: string): BlogCall[];
  /** Holds every answer until release() (to see the spinner). */
  hold(): void;
  release(): void;
  restore(): void;
}

export const VIEW_CONFIG = {
  key: 'blog-key',
  pre_show_dripping: true,
  pre_block_dripping_url: '',
  pre_show_scheduled: true,
  pre_block_scheduled_url: '',
  date_format_preview_news: 'DD/MM/YYYY',
};

/** Puts a stand-in blog service in place of the network (restore() in afterEach). */
export function fakeBlog(): FakeBlog {
  resetBlogCacheForTests();
  const calls: BlogCall[] = [];
  const answers = new Map<string, Answer>([
    ['/get-key', VIEW_CONFIG],
    ['/cheetah/blog/get-capture-config', {}],
  ]);
  const failing = new Map<string, number>();
  let held: Array<() => void> | null = null;
  setFetchForTests(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/blog-api/, '');
    const call = { path, query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (request.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    const status = failing.get(path);
    if (status) return Response.json({ success: false, message: 'Server error' }, { status });
    if (!answers.has(path)) return Response.json({ message: 'Not found' }, { status: 404 });
    const answer = answers.get(path);
    return Response.json(typeof answer === 'function' ? (answer as (c: BlogCall) => unknown)(call) : answer);
  });
  return {
    calls,
    answers,
    failing,
    of: (path) => calls.filter((c) => c.path === path),
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
    restore: () => {
      setFetchForTests(null);
      resetBlogCacheForTests();
    },
  };
}

/** A /get-news answer: one page of a paginator. */
export function newsPage(data: unknown[], { current_page = 1, last_page = 1 } = {}): Record<string, unknown> {
  return { data, current_page, last_page, per_page: 10, total: data.length };
}
