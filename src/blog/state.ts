/**
 * What the blog keeps in the browser's localStorage (spec elements-content.md §7 "Local storage
 * keys used"): the first-visit UTC time per view config key, which Dripping posts count from, and
 * the viewed-post flags that make a view the first.
 */
import { local } from '../util/storage.js';

/** The localStorage name of the UTC time for a view config key (spec §7 "per-key utc time"). */
export function utcTimeKey(key: string): string {
  return `utc-time-${key}`;
}

/**
 * A time as the service reads it: UTC 'YYYY-MM-DD HH:mm:ss'. The server renderer sends its "now"
 * as the first visit of the visitor it draws for (one it cannot know: a first visit), never stored.
 */
export function utcStamp(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The keys whose first-visit time this page view stored: a visit that is the first. */
const storedNow = new Set<string>();

/**
 * The UTC time stored for `key` (the visitor's first visit, which Dripping posts count from);
 * stored now when absent. '' without a key. Browser only: the server stores nothing.
 */
export function utcTime(key: string, now: Date = new Date()): string {
  if (!key) return '';
  const name = utcTimeKey(key);
  const stored = local.get(name);
  if (stored) return stored;
  const stamp = utcStamp(now);
  local.set(name, stamp);
  storedNow.add(key);
  return stamp;
}

/**
 * Whether this browser visited the blog of `key` before this page view (its first-visit time was
 * stored by an earlier one): its Dripping posts count from then, not from now as the server drew
 * them. Asking stores the time of a first visit.
 */
export function returningVisitor(key: string): boolean {
  if (!key) return false;
  const known = local.get(utcTimeKey(key)) !== null;
  utcTime(key);
  return known && !storedNow.has(key);
}

/** localStorage name of the "already viewed" flag of a post (spec §7 "viewed-post flags"). */
export function viewedKey(postUrl: string): string {
  return `viewed-post-${postUrl}`;
}

/** True until this browser's first view of the post was registered. */
export function firstView(postUrl: string): boolean {
  return local.get(viewedKey(postUrl)) === null;
}

/** Remembers that the post's first view was registered. */
export function markViewed(postUrl: string): void {
  local.set(viewedKey(postUrl), '1');
}
