/**
 * The blog service client (spec elements-content.md §7): one typed function per call. Built on
 * the project's HTTP layer (src/http/): the base is `options.endpoints.blog`, else `<origin>/blog-api`
 * on a local host (the reference backend), else the production blog (src/http/hosts.ts). Every
 * blog call carries `website_id` from the site data. The two site-origin calls
 * (`/cheetah/blog/…`) go to the site client.
 *
 * Every function rejects with an `ApiError` (src/http/errors.ts) on failure; answers are read
 * leniently into the shapes of `types.ts` (a malformed entry is dropped, never thrown).
 * The spec says failed blog calls show nothing to the visitor: callers show their empty state
 * and log one console error naming their tag.
 */
import { flag } from '../config.js';
import { websiteCode } from '../http/hosts.js';
import { blog, members, site, type CallOptions } from '../http/index.js';
import { siteData } from '../site/data.js';
import { local } from '../util/storage.js';
import { blogMember } from './member.js';
import type {
  BlogAuthor,
  BlogCategory,
  BlogChild,
  BlogComment,
  BlogPost,
  BlogViewConfig,
  CaptureButtonSettings,
  CaptureConfig,
  CommentLike,
  CommentsAnswer,
  NewsPage,
} from './types.js';

export type * from './types.js';

/** Posts per feed page when the element's perPage is not set (spec §9). */
export const FEED_PER_PAGE = 8;
/** Posts per page of the list family (spec §9). */
export const LIST_PER_PAGE = 10;
/** Comments per request; "more" asks for this many more (spec §9). */
export const COMMENTS_PAGE_SIZE = 10;

/* ------------------------------------------------------------------ readers */

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const id = (value: unknown): number | string => (typeof value === 'number' || typeof value === 'string' ? value : 0);
/** A JSON text unpacked, an object kept; anything else as {}. */
const objectOf = (value: unknown): Raw => {
  if (isRecord(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isRecord(parsed)) return parsed;
    } catch {
      // Not JSON after all: the defaults apply.
    }
  }
  return {};
};
/** A list: an array, an object of entries (PHP arrays with gaps arrive that way), or JSON text of one. */
const listOf = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      return [];
    }
  }
  return isRecord(value) ? Object.values(value) : [];
};

/** An author as the service sends it (or null when there is none). */
export function readAuthor(value: unknown): BlogAuthor | null {
  if (!isRecord(value)) return null;
  return {
    name: str(value['name']),
    slug: str(value['slug']),
    thumbnail: str(value['thumbnail']),
    email: str(value['email']),
    facebook_url: str(value['facebook_url']),
    instagram_url: str(value['instagram_url']),
    twitter_url: str(value['twitter_url']),
    linkedin_url: str(value['linkedin_url']),
    youtube_url: str(value['youtube_url']),
    medium_url: str(value['medium_url']),
  };
}

/** A category; its slug falls back to `url` (the older family's name) and the other way round. */
export function readCategory(value: unknown): BlogCategory | null {
  if (!isRecord(value)) return null;
  const slug = str(value['slug']) || str(value['url']);
  return { id: id(value['id']), name: str(value['name']), slug, url: str(value['url']) || slug };
}

/** A post (spec §3); null for anything that is not an object. */
export function readPost(value: unknown): BlogPost | null {
  if (!isRecord(value)) return null;
  const categories = listOf(value['categories'])
    .map(readCategory)
    .filter((c): c is BlogCategory => c !== null);
  return {
    id: id(value['id']),
    title: str(value['title']),
    content: str(value['content']),
    thumbnail: str(value['thumbnail']),
    url: str(value['url']),
    author: readAuthor(value['author']),
    categories,
    categories_list: str(value['categories_list']) || categories.map((c) => c.name).join(', '),
    scheduled_date: str(value['scheduled_date']),
    created_at: str(value['created_at']),
    date_cycle: str(value['date_cycle']),
    dripping_total_seconds: num(value['dripping_total_seconds']),
    is_capture: flag(value['is_capture']),
    message_capture: str(value['message_capture']),
    enabled_comments: value['enabled_comments'] === undefined ? true : flag(value['enabled_comments']),
  };
}

/** A list of posts: an array, or an object holding one under `data`/`news`/`posts`. */
export function readPosts(value: unknown): BlogPost[] {
  const source = isRecord(value) ? (value['data'] ?? value['news'] ?? value['posts']) : value;
  return listOf(source)
    .map(readPost)
    .filter((p): p is BlogPost => p !== null);
}

/** A `/get-news` answer: `{ data, last_page, current_page }` (a paginator, possibly inside `data`). */
export function readNewsPage(value: unknown, perPage = FEED_PER_PAGE): NewsPage {
  let body: unknown = value;
  // { success, data: { data: [...], last_page } }: the paginator is inside the envelope.
  if (isRecord(body) && isRecord(body['data']) && 'last_page' in body['data']) body = body['data'];
  const data = readPosts(body);
  const page = isRecord(body) ? body : {};
  const last = Math.max(1, Math.floor(num(page['last_page'], 1)));
  return {
    data,
    current_page: Math.min(last, Math.max(1, Math.floor(num(page['current_page'], 1)))),
    last_page: last,
    per_page: num(page['per_page'], perPage),
    total: num(page['total'], data.length),
  };
}

/** The view config of `/get-key` (fields at the top level or under `data`). */
export function readViewConfig(value: unknown): BlogViewConfig {
  const body = isRecord(value) && isRecord(value['data']) ? value['data'] : isRecord(value) ? value : {};
  return {
    key: str(body['key']),
    // Not readable posts show in lists unless the owner turned that off.
    pre_show_dripping: body['pre_show_dripping'] === undefined ? true : flag(body['pre_show_dripping']),
    pre_block_dripping_url: str(body['pre_block_dripping_url']),
    pre_show_scheduled: body['pre_show_scheduled'] === undefined ? true : flag(body['pre_show_scheduled']),
    pre_block_scheduled_url: str(body['pre_block_scheduled_url']),
    date_format_preview_news: str(body['date_format_preview_news']),
  };
}

/** A categories or authors list entry. */
function readChild(value: unknown): BlogChild | null {
  if (!isRecord(value)) return null;
  return { id: id(value['id']), name: str(value['name']), slug: str(value['slug']) || str(value['url']) };
}

function readLike(value: unknown): CommentLike | null {
  if (typeof value === 'string') return { name: '', email: value };
  if (!isRecord(value)) return null;
  return { name: str(value['name']), email: str(value['email']), ...(flag(value['mine']) ? { mine: true } : {}) };
}

/** A comment with its replies (`replys`, as the spec spells it). */
export function readComment(value: unknown): BlogComment | null {
  if (!isRecord(value)) return null;
  return {
    id: id(value['id']),
    name: str(value['name']),
    email: str(value['email']),
    mine: flag(value['mine']),
    comment: str(value['comment']),
    created_at: str(value['created_at']),
    likes: listOf(value['likes'])
      .map(readLike)
      .filter((l): l is CommentLike => l !== null),
    liked: flag(value['liked']),
    replys: listOf(value['replys'])
      .map(readComment)
      .filter((c): c is BlogComment => c !== null),
    is_author: flag(value['is_author']),
    deleted_by_author: flag(value['deleted_by_author']),
    deleted_by_owner: flag(value['deleted_by_owner']),
  };
}

function readButton(value: unknown): CaptureButtonSettings {
  const b = objectOf(value);
  return {
    text: str(b['text']),
    font: str(b['font']),
    size: str(b['size']),
    background: str(b['background']),
    color: str(b['color']),
    radius: str(b['radius']),
    padding: str(b['padding']),
    margin: str(b['margin']),
  };
}

/** The capture settings; the two button settings arrive as JSON strings (spec §3). */
export function readCaptureConfig(value: unknown): CaptureConfig {
  const body = isRecord(value) && isRecord(value['data']) ? value['data'] : objectOf(value);
  return {
    theme: str(body['theme']),
    login_button_settings: readButton(body['login_button_settings']),
    register_button_settings: readButton(body['register_button_settings']),
  };
}

/* ------------------------------------------------------------------ common inputs */

/**
 * The site code every blog call carries (CONTRACT §3 `website_id`): the site data's, or in embed
 * mode the script tag's `data-website`; '' without either.
 */
export function websiteId(): string {
  return websiteCode(siteData()?.website_id);
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** Query parameters without empty values, plus website_id. */
function params(values: Params, { withSite = true } = {}): URLSearchParams {
  const out = new URLSearchParams();
  if (withSite) out.set('website_id', websiteId());
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    out.set(name, String(value));
  }
  return out;
}

/** A filter value as the filtered variant sends it: the part before a slash (spec §7). */
export function filterValue(value: unknown): string {
  return str(value).split('/')[0]!.trim();
}

/** The member's bearer token on comment calls, so the service knows who writes (CONTRACT §6). */
function authorised(options: CallOptions = {}): CallOptions {
  const member = blogMember();
  return member ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${member.token}` } } : options;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/* ------------------------------------------------------------------ view config and UTC time */

/** Prefix of the localStorage name of the first-visit UTC time, followed by the view config's key. */
export const UTC_TIME_PREFIX = 'utc-time-';

/** The localStorage name of the UTC time for a view config key (spec §7 "per-key utc time"). */
export function utcTimeKey(key: string): string {
  return `${UTC_TIME_PREFIX}${key}`;
}

/** A time as the service reads it: UTC 'YYYY-MM-DD HH:mm:ss'. */
export function utcStamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The UTC time stored for `key` (the visitor's first visit, which Dripping posts count from);
 * stored now when absent. '' without a key.
 */
export function utcTime(key: string, now: Date = new Date()): string {
  if (!key) return '';
  const name = utcTimeKey(key);
  const stored = local.get(name);
  if (stored) return stored;
  const stamp = utcStamp(now);
  local.set(name, stamp);
  return stamp;
}

let viewConfigCall: Promise<BlogViewConfig> | null = null;

/**
 * GET /get-key: the blog view config (key, pre_show_*, pre_block_*_url, date_format_preview_news).
 * Asked once per page view (later callers share the answer; a failure is asked again next time);
 * stores the UTC time under a name built from the key when absent.
 */
export function fetchViewConfig(): Promise<BlogViewConfig> {
  viewConfigCall ??= blog
    .get('/get-key', { searchParams: params({}) })
    .json()
    .then((body) => {
      const config = readViewConfig(body);
      utcTime(config.key);
      return config;
    });
  viewConfigCall.catch(() => (viewConfigCall = null));
  return viewConfigCall;
}

/** Test seam: forget the view config asked for earlier. */
export function resetBlogCacheForTests(): void {
  viewConfigCall = null;
}

/** The stored UTC time of the view config's key, asking /get-key first; '' when that fails. */
async function currentUtcTime(): Promise<string> {
  try {
    return utcTime((await fetchViewConfig()).key);
  } catch {
    return '';
  }
}

/* ------------------------------------------------------------------ posts */

/** What the feed asks /get-news for. */
export interface FeedQuery {
  page?: number;
  /** Default FEED_PER_PAGE. */
  perpage?: number;
  search?: string;
  /** Category slug. */
  category?: string;
  /** Author slug. */
  author?: string;
  /** Default: the stored UTC time of the view config's key (asks /get-key first). */
  utc_time?: string;
}

/**
 * GET /get-news (feed): `perpage`, `page`, `website_id`, optional `search`, `category`, `author`,
 * and `utc_time`. Answers the posts (`data`) and `last_page`.
 */
export async function fetchNews(query: FeedQuery = {}, options: Pick<CallOptions, 'signal'> = {}): Promise<NewsPage> {
  const perpage = query.perpage && query.perpage > 0 ? Math.floor(query.perpage) : FEED_PER_PAGE;
  const utc = query.utc_time ?? (await currentUtcTime());
  const body = await blog
    .get('/get-news', {
      ...options,
      searchParams: params({
        perpage,
        page: Math.max(1, Math.floor(query.page ?? 1)),
        search: query.search?.trim(),
        category: query.category,
        author: query.author,
        utc_time: utc,
      }),
    })
    .json();
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
  /** Default: the stored UTC time (asks /get-key first). */
  utc_time?: string;
}

/** Default number of posts of a list (spec §9). */
export const LIST_AMOUNT = 6;

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
export async function fetchFilteredNews(filter: ListFilter = {}, options: Pick<CallOptions, 'signal'> = {}): Promise<NewsPage> {
  const utc = filter.utc_time ?? (await currentUtcTime());
  const body = await blog
    .get('/get-news', {
      ...options,
      searchParams: params({
        ...filterParams(filter),
        page: Math.max(1, Math.floor(filter.page ?? 1)),
        search: filter.search?.trim(),
        utc_time: utc,
      }),
    })
    .json();
  return readNewsPage(body, filter.amount ?? LIST_AMOUNT);
}

/**
 * GET /news/get-filtered-news: category, author, featured, most_accessed, amount, type ('group'
 * for the list's group type and the news slider), website_id. Answers the posts.
 */
export async function fetchFilteredNewsList(
  filter: ListFilter & { type?: string } = {},
  options: Pick<CallOptions, 'signal'> = {},
): Promise<BlogPost[]> {
  const body = await blog
    .get('/news/get-filtered-news', {
      ...options,
      searchParams: params({ ...filterParams(filter), type: filter.type ?? 'group' }),
    })
    .json();
  return readPosts(body);
}

/**
 * GET /news/get-by-id/{id} (website_id): one post (the list's selected article); null when none.
 * Single-post calls send the member's bearer token: a restricted post's content comes only to members.
 */
export async function fetchPostById(
  postId: number | string,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<BlogPost | null> {
  const body = await blog.get(`/news/get-by-id/${segment(postId)}`, authorised({ ...options, searchParams: params({}) })).json();
  return readPost(isRecord(body) && isRecord(body['data']) ? body['data'] : body);
}

/** GET /get-new/{id} (no payload): title, content, categories, author of one post; null when none. */
export async function fetchNewsItem(
  postId: number | string,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<BlogPost | null> {
  const body = await blog.get(`/get-new/${segment(postId)}`, authorised(options)).json();
  return readPost(isRecord(body) && isRecord(body['data']) ? body['data'] : body);
}

/** GET /cheetah/blog/get-new?post={path} on the site itself: the post of a path; null when none. */
export async function fetchSitePost(path: string, options: Pick<CallOptions, 'signal'> = {}): Promise<BlogPost | null> {
  const body = await site.get('/cheetah/blog/get-new', authorised({ ...options, searchParams: { post: path } })).json();
  return readPost(isRecord(body) && isRecord(body['data']) ? body['data'] : body);
}

/** GET /get-childs (website_id, type): the categories (default) or authors list. */
export async function fetchChilds(
  type: 'categories' | 'authors' = 'categories',
  options: Pick<CallOptions, 'signal'> = {},
): Promise<BlogChild[]> {
  const body = await blog.get('/get-childs', { ...options, searchParams: params({ type }) }).json();
  const list = isRecord(body) ? (body['data'] ?? body[type] ?? body['list']) : body;
  return listOf(list)
    .map(readChild)
    .filter((c): c is BlogChild => c !== null);
}

/** localStorage name of the "already viewed" flag of a post (spec §7 "viewed-post flags"). */
export function viewedKey(postUrl: string): string {
  return `viewed-post-${postUrl}`;
}

/**
 * GET /register-view/{post url} (website_id, first=true on this browser's first view of the post,
 * remembered in localStorage). Fire and forget: resolves false when the call failed.
 */
export async function registerView(postUrl: string): Promise<boolean> {
  const first = local.get(viewedKey(postUrl)) === null;
  try {
    await blog.get(`/register-view/${segment(postUrl)}`, { searchParams: params({ first: first ? 'true' : undefined }) });
    local.set(viewedKey(postUrl), '1');
    return true;
  } catch {
    return false;
  }
}

/** GET /cheetah/blog/get-capture-config on the site itself: theme and the two buttons' settings. */
export async function fetchCaptureConfig(options: Pick<CallOptions, 'signal'> = {}): Promise<CaptureConfig> {
  return readCaptureConfig(await site.get('/cheetah/blog/get-capture-config', options).json());
}

/* ------------------------------------------------------------------ comments */

/**
 * GET /comments/get (website_id, url, email, count): the first `count` comments of a post
 * (COMMENTS_PAGE_SIZE, plus 10 per "more"), whether there are more, and the prompt theme.
 * `email` (default: the logged-in member's) marks the comments that member liked.
 */
export async function fetchComments(
  query: { url: string; count?: number; email?: string },
  options: Pick<CallOptions, 'signal'> = {},
): Promise<CommentsAnswer> {
  const email = query.email ?? blogMember()?.email ?? '';
  const body = await blog
    .get(
      '/comments/get',
      authorised({
        ...options,
        searchParams: params({ url: query.url, email, count: query.count ?? COMMENTS_PAGE_SIZE }),
      }),
    )
    .json();
  const source = isRecord(body) && isRecord(body['data']) && 'comments' in body['data'] ? body['data'] : body;
  const raw = isRecord(source) ? source : {};
  return {
    comments: listOf(raw['comments'])
      .map(readComment)
      .filter((c): c is BlogComment => c !== null),
    more: flag(raw['more']),
    theme: Math.min(3, Math.max(1, Math.floor(num(raw['theme'], 1)))),
  };
}

/** What a new comment or reply sends (POST /comments/store). */
export interface NewComment {
  /** The post's url. */
  url: string;
  comment: string;
  /** The comment answered; absent for a top-level comment. */
  reply_id?: number | string;
}

/**
 * POST /comments/store: user {email, name}, comment, like, replys, url, website_id, optional
 * reply_id; sent with the member's bearer token. Answers `allowed` (false: awaiting approval,
 * show ct-approve-comment). Rejects without a call when the visitor is not logged in (spec §5).
 */
export async function storeComment(input: NewComment): Promise<{ allowed: boolean; comment: BlogComment | null }> {
  const member = blogMember();
  if (!member) throw new Error('Only a logged-in member can comment');
  const body = await blog
    .post(
      '/comments/store',
      authorised({
        json: {
          user: { email: member.email, name: member.name },
          comment: input.comment,
          like: [],
          replys: [],
          url: input.url,
          website_id: websiteId(),
          ...(input.reply_id !== undefined && input.reply_id !== '' ? { reply_id: input.reply_id } : {}),
        },
      }),
    )
    .json();
  const raw = isRecord(body) ? (isRecord(body['data']) && 'allowed' in body['data'] ? body['data'] : body) : {};
  return { allowed: raw['allowed'] === undefined ? true : flag(raw['allowed']), comment: readComment(raw['comment']) };
}

/**
 * POST /comments/update: id, type ('delete' or 'like'), email (and name for a like), with the
 * member's bearer token. A like toggles the member's like. Rejects without a call when the
 * visitor is not logged in (spec §5).
 */
export async function updateComment(commentId: number | string, type: 'delete' | 'like'): Promise<void> {
  const member = blogMember();
  if (!member) throw new Error('Only a logged-in member can like or delete a comment');
  await blog.post(
    '/comments/update',
    authorised({
      json: {
        id: commentId,
        type,
        email: member.email,
        ...(type === 'like' ? { name: member.name } : {}),
        website_id: websiteId(),
      },
    }),
  );
}

/* ------------------------------------------------------------------ the blog's restricted area */

/**
 * The id of the blog's restricted area: the members area (site data `members_area.areas`) or a
 * page's restricted area flagged `is_blog`. Null when the site has none.
 */
export function blogAreaId(): number | string | null {
  const data = siteData() as { members_area?: { areas?: unknown } } | null;
  const pages = (siteData()?.pages ?? []).flatMap((p) => (Array.isArray(p?.restrict_areas) ? p.restrict_areas : []));
  const areas = [...listOf(data?.members_area?.areas), ...pages].filter(isRecord);
  const area = areas.find((a) => flag(a['is_blog']));
  if (!area) return null;
  const value = area['restrict_area_id'] ?? area['id'];
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
}

/**
 * GET set-blog-area on the members API (user_email, restrict_id): links the logged-in member to
 * the blog's restricted area when they read a restricted post (spec §6, §7). Resolves false when
 * there is no member or no blog area (nothing sent); rejects with an ApiError when the call fails.
 */
export async function setBlogArea(restrictId: number | string | null = blogAreaId()): Promise<boolean> {
  const member = blogMember();
  if (!member || restrictId === null || restrictId === '') return false;
  await members.get('/set-blog-area', { searchParams: { user_email: member.email, restrict_id: String(restrictId) } });
  return true;
}
