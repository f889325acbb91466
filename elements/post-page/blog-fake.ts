/**
 * Test fixtures of the post page and the comments: the site data they read (a site code and the
 * blog's restricted area), a fake network in place of the blog service, the site origin and the
 * members API (src/http setFetchForTests), and posts and comments as the service sends them.
 */
import { setFetchForTests } from '../../src/http/index.js';

// The site data is read once per page: it is in place before any element asks for it.
export const WEBSITE_ID = 'c2l0ZS0x';
export const BLOG_AREA_ID = 9;
if (!document.getElementById('weft-site')) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'weft-site';
  data.textContent = JSON.stringify({
    website_id: WEBSITE_ID,
    options: { language: 'en_US' },
    pages: [],
    members_area: { areas: [{ id: BLOG_AREA_ID, name: 'Blog', is_blog: true }] },
  });
  document.head.append(data);
}

export interface Call {
  method: string;
  /** The path without the service's base: `/get-new/3`, `/comments/get`, `/cheetah/blog/get-new`, `/api/set-blog-area`. */
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

type Answer = unknown | Response | ((call: Call) => unknown);

export interface FakeBlog {
  calls: Call[];
  /** Answers by path (the longest matching prefix wins); a path without one answers 404. */
  answers: Map<string, Answer>;
  /** The calls to a path (or a path prefix). */
  of(path: string): Call[];
  /** Holds every answer until release(). */
  hold(): void;
  release(): void;
  restore(): void;
}

export function fakeBlog(): FakeBlog {
  const calls: Call[] = [];
  const answers = new Map<string, Answer>();
  let held: Array<() => void> | null = null;
  setFetchForTests(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = url.pathname.replace(/^\/blog-api/, '');
    const call = { method: request.method, path, url, body, headers: request.headers };
    calls.push(call);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    const key = [...answers.keys()]
      .filter((k) => path === k || path.startsWith(k.endsWith('/') ? k : `${k}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) return new Response('Not found', { status: 404 });
    let answer = answers.get(key);
    if (typeof answer === 'function') answer = (answer as (call: Call) => unknown)(call);
    if (answer instanceof Response) return answer.clone();
    return Response.json(answer ?? {});
  });
  return {
    calls,
    answers,
    of: (path) => calls.filter((c) => c.path === path || c.path.startsWith(path.endsWith('/') ? path : `${path}/`)),
    hold: () => (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
    restore: () => setFetchForTests(null),
  };
}

let ids = 0;

/** A post as the service sends it (is_capture as 1 or 0). */
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
