/**
 * Whether a visitor may read a post (spec §4 "Restricted post", §5): the one rule the post page,
 * the blog post and the comments follow. A post not released yet (dripping, scheduled) shows
 * its date only; a restricted post (`is_capture`) shows a visitor who is not logged in for the
 * blog the registration wall, a member its content.
 */
import type { BlogMember } from './member.js';

/** What a visitor gets of a post: its content, the members wall, or the date it opens. */
export type PostAccess = 'open' | 'members-only' | 'not-yet';

/**
 * `released` is the post date's `readable` (src/blog/dates.ts postDate); the comments, which
 * belong to the post whatever its date, leave it out.
 */
export function postAccess(post: { is_capture: boolean }, member: BlogMember | null, released = true): PostAccess {
  if (!released) return 'not-yet';
  return post.is_capture && !member ? 'members-only' : 'open';
}
