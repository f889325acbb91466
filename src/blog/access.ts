/**
 * Whether a visitor may read a post (spec §4 "Restricted post", §5): the one rule the post page,
 * the blog post and the comments follow. A restricted post (`is_capture`) shows a visitor who is
 * not logged in for the blog the registration wall, a member its content. Whether a post is
 * released yet (dripping, scheduled) is its date's to say (src/blog/dates.ts postDate `readable`).
 */
import type { BlogMember } from './member.js';

/** What a visitor gets of a post: its content or the members wall. */
export type PostAccess = 'open' | 'members-only';

export function postAccess(post: { is_capture: boolean }, member: BlogMember | null): PostAccess {
  return post.is_capture && !member ? 'members-only' : 'open';
}
