/**
 * The one fake blog service of the tests (STYLE 14): it stands in for the network behind the HTTP
 * test seam (src/http setFetchForTests), records every call and answers each path as the
 * contract's wire format has it (JSON bodies; errors as `{ success: false, message }` with their
 * status). Nothing happens on import: `fakeBlog()` installs it, `restore()` takes it away;
 * `installSiteData()` puts the site data the blog reads in place.
 */
import { resetBlogCacheForTests } from '../../src/blog/settings.js';
import { setFetchForTests } from '../../src/http/index.js';
import { provideSiteData, type SiteData } from '../../src/base/data.js';

/* ------------------------------------------------------------------ site data */

/** The site code the tests' site data carries. */
export const WEBSITE_ID = 'c2l0ZS0x';
/** The id of the blog's restricted area in the tests' site data. */
export const BLOG_AREA_ID = 9;

/**
 * Puts site data in place of the page's #weft-site (by default a site with a blog page and the
 * blog's restricted area); returns the function that takes it away again.
 */
export function installSiteData(data: Partial<SiteData> & Record<string, unknown> = {}): () => void {
  provideSiteData({
    website_id: WEBSITE_ID,
    options: { language: 'en_US' },
    pages: [{ id: 14, url: 'blog', is_blog: true }],
    members_area: { areas: [{ id: BLOG_AREA_ID, name: 'Blog', is_blog: true }] },
    ...data,
  } as SiteData);
  return () => provideSiteData(undefined);
}

/* ------------------------------------------------------------------ the service */

export interface BlogCall {
  method: string;
  /** The path without the blog service's base: `/get-new/3`, `/comments/get`, `/cheetah/blog/get-new`. */
  path: string;
  url: URL;
  /** The query string as an object. */
  query: Record<string, string>;
  /** A JSON body read back (text when it is not JSON); undefined for GET. */
  body: unknown;
  headers: Headers;
}

type Answer = unknown | Response | ((call: BlogCall) => unknown);

export interface FakeBlog {
  calls: BlogCall[];
  /**
   * Answers by path; the longest path that is the call's path or a folder of it wins. A function
   * gets the call; a Response goes out as it is. A path without one answers 404.
   */
  answers: Map<string, Answer>;
  /** Paths that fail with this status. */
  failing: Map<string, number>;
  /** The calls of a path (or of a folder path). */
  of(path: string): BlogCall[];
  /** Holds every answer until release() (to see a spinner, or an answer arrive late). */
  hold(): void;
  release(): void;
  restore(): void;
}

/** The blog's view config as /get-key sends it (posts not yet readable listed, no pre_block address). */
export const VIEW_CONFIG = {
  key: 'blog-key',
  pre_show_dripping: true,
  pre_block_dripping_url: '',
  pre_show_scheduled: true,
  pre_block_scheduled_url: '',
  date_format_preview_news: 'DD/MM/YYYY',
};

const covers = (key: string, path: string) => path === key || path.startsWith(key.endsWith('/') ? key : `${key}/`);
const failure = (status: number, message: string) => Response.json({ success: false, message }, { status });

/**
 * Puts the fake blog service in place of the network (restore() in afterEach). It answers
 * /get-key with VIEW_CONFIG and the capture settings with {} until a test says otherwise.
 */
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
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = url.pathname.replace(/^\/blog-api/, '');
    const call = {
      method: request.method,
      path,
      url,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: request.headers,
    };
    calls.push(call);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (request.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    const status = failing.get(path);
    if (status) return failure(status, 'Server error');
    const key = [...answers.keys()].filter((k) => covers(k, path)).sort((a, b) => b.length - a.length)[0];
    if (key === undefined) return failure(404, 'Not found');
    let answer = answers.get(key);
    if (typeof answer === 'function') answer = (answer as (call: BlogCall) => unknown)(call);
    if (answer instanceof Response) return answer.clone();
    return Response.json(answer ?? {});
  });
  return {
    calls,
    answers,
    failing,
    of: (path) => calls.filter((c) => covers(path, c.path)),
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

/* ------------------------------------------------------------------ what the service sends */

let ids = 0;

/** A post as the service sends it for a single post (is_capture as 1 or 0); `fields` replace any. */
export function post(fields: Record<string, unknown> = {}): Record<string, unknown> {
  ids++;
  return {
    id: ids,
    title: `Post ${ids}`,
    url: `post-${ids}`,
    content: `<p>The text of post ${ids}.</p>`,
    thumbnail: 'https://picsum.photos/id/20/600/400',
    scheduled_date: '2026-03-14 09:30:00',
    created_at: '2026-03-14 09:30:00',
    date_cycle: 'Instantaneous',
    dripping_total_seconds: 0,
    is_capture: 0,
    message_capture: '',
    enabled_comments: 1,
    categories: [
      { id: 1, name: 'Travel', slug: 'travel' },
      { id: 2, name: 'Food', slug: 'food' },
    ],
    author: {
      name: 'Ana Lima',
      slug: 'ana-lima',
      thumbnail: 'https://picsum.photos/id/64/120/120',
      email: 'ana@example.com',
      facebook_url: 'https://facebook.com/ana',
      instagram_url: 'instagram.com/ana',
      twitter_url: '',
      linkedin_url: 'https://linkedin.com/in/ana',
      youtube_url: 'javascript:alert(1)',
      medium_url: '',
    },
    ...fields,
  };
}

/** A post of the list family (/get-new/{id}, /get-news), as the service sends it; `fields` replace any. */
export function listPost(fields: Record<string, unknown> = {}): Record<string, unknown> {
  ids++;
  return {
    id: ids,
    url: `post-${ids}`,
    title: `Post ${ids}`,
    content: `<p>Summary of post ${ids}.</p>`,
    thumbnail: '',
    scheduled_date: '2026-03-10 12:00:00',
    created_at: '2026-03-01 09:00:00',
    date_cycle: 'Instantaneous',
    categories: [{ id: 1, name: 'News', slug: 'news' }],
    author: { name: 'Ana Lima', slug: 'ana-lima' },
    ...fields,
  };
}

/** A /get-news answer: one page of a paginator. */
export function newsPage(data: unknown[], { current_page = 1, last_page = 1 } = {}): Record<string, unknown> {
  return { data, current_page, last_page, per_page: 10, total: data.length };
}

/** A comment as the service sends it. */
export function comment(fields: Record<string, unknown> = {}): Record<string, unknown> {
  ids++;
  return {
    id: ids,
    name: `Reader ${ids}`,
    email: `reader${ids}@example.com`,
    comment: `Comment number ${ids}`,
    created_at: '2026-03-15 10:00:00',
    likes: [],
    liked: false,
    replys: [],
    is_author: false,
    deleted_by_author: false,
    deleted_by_owner: false,
    ...fields,
  };
}

/** The member the tests log in (both login-user and login-user-token stored). */
export const MEMBER = { name: 'Mia Member', email: 'mia@example.com' };
