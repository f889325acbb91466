/**
 * The blog service's answers read into the spec's shapes (types.ts): leniently, so a malformed
 * entry is dropped and a missing field takes its default, never thrown. Pure: no calls, no DOM.
 */
import { flag } from '../config.js';
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

/** Posts per feed page when the element's perPage is not set (spec §9). */
export const FEED_PER_PAGE = 8;

type Raw = Record<string, unknown>;
export const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
export const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
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
export const listOf = (value: unknown): unknown[] => {
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
/** The entries of a list that read as something. */
const readAll = <T>(value: unknown, read: (entry: unknown) => T | null): T[] =>
  listOf(value)
    .map(read)
    .filter((entry): entry is T => entry !== null);

/** An author as the service sends it (or null when there is none). */
function readAuthor(value: unknown): BlogAuthor | null {
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
function readCategory(value: unknown): BlogCategory | null {
  if (!isRecord(value)) return null;
  const slug = str(value['slug']) || str(value['url']);
  return { id: id(value['id']), name: str(value['name']), slug, url: str(value['url']) || slug };
}

/** A post (spec §3); null for anything that is not an object. */
export function readPost(value: unknown): BlogPost | null {
  if (!isRecord(value)) return null;
  const categories = readAll(value['categories'], readCategory);
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

/** One post, bare or inside the envelope's `data`; null when none. */
export function readOnePost(value: unknown): BlogPost | null {
  return readPost(isRecord(value) && isRecord(value['data']) ? value['data'] : value);
}

/** A list of posts: an array, or an object holding one under `data`/`news`/`posts`. */
export function readPosts(value: unknown): BlogPost[] {
  return readAll(isRecord(value) ? (value['data'] ?? value['news'] ?? value['posts']) : value, readPost);
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

/** A `/get-childs` answer: the list bare, or under `data`, the type's name or `list`. */
export function readChilds(value: unknown, type: string): BlogChild[] {
  return readAll(isRecord(value) ? (value['data'] ?? value[type] ?? value['list']) : value, readChild);
}

function readLike(value: unknown): CommentLike | null {
  if (typeof value === 'string') return { name: '', email: value };
  if (!isRecord(value)) return null;
  return { name: str(value['name']), email: str(value['email']), ...(flag(value['mine']) ? { mine: true } : {}) };
}

/** A comment with its replies (`replys`, as the spec spells it). */
function readComment(value: unknown): BlogComment | null {
  if (!isRecord(value)) return null;
  return {
    id: id(value['id']),
    name: str(value['name']),
    email: str(value['email']),
    mine: flag(value['mine']),
    comment: str(value['comment']),
    created_at: str(value['created_at']),
    likes: readAll(value['likes'], readLike),
    liked: flag(value['liked']),
    replys: readAll(value['replys'], readComment),
    is_author: flag(value['is_author']),
    deleted_by_author: flag(value['deleted_by_author']),
    deleted_by_owner: flag(value['deleted_by_owner']),
  };
}

/** The body of a `/comments/get` answer: bare, or inside the envelope's `data`. */
const commentsBody = (value: unknown): Raw => {
  const source = isRecord(value) && isRecord(value['data']) && 'comments' in value['data'] ? value['data'] : value;
  return isRecord(source) ? source : {};
};

/** The login prompt's theme of a `/comments/get` answer (1–3); null when it carries none. */
export function readCommentTheme(value: unknown): number | null {
  const theme = commentsBody(value)['theme'];
  if (theme === undefined || theme === null || theme === '') return null;
  return Math.min(3, Math.max(1, Math.floor(num(theme, 1))));
}

/** A `/comments/get` answer: the comments, whether there are more, and the prompt theme (1 when unsaid). */
export function readCommentsAnswer(value: unknown): CommentsAnswer {
  const raw = commentsBody(value);
  return { comments: readAll(raw['comments'], readComment), more: flag(raw['more']), theme: readCommentTheme(raw) ?? 1 };
}

/** A `/comments/store` answer: `allowed` (true when unsaid) and the comment stored. */
export function readStored(value: unknown): { allowed: boolean; comment: BlogComment | null } {
  const raw = isRecord(value) ? (isRecord(value['data']) && 'allowed' in value['data'] ? value['data'] : value) : {};
  return { allowed: raw['allowed'] === undefined ? true : flag(raw['allowed']), comment: readComment(raw['comment']) };
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
