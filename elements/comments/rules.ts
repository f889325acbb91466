/**
 * The comment rules (elements-content.md §4 "Comment", §5): who may like, reply and delete, and
 * what a deleted comment shows. Pure: no DOM, no React.
 */
import type { BlogMember } from '../../src/blog/member.js';
import type { BlogComment } from '../../src/blog/types.js';

/** Why a comment's text is gone: the site owner deleted it, or its own author did; null when it is not. */
export function deletedBy(comment: Pick<BlogComment, 'deleted_by_author' | 'deleted_by_owner'>): 'owner' | 'author' | null {
  if (comment.deleted_by_owner) return 'owner';
  if (comment.deleted_by_author) return 'author';
  return null;
}

const sameEmail = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A logged-in member likes a comment that is not deleted (likes on deleted comments are ignored). */
export function canLike(comment: BlogComment, member: BlogMember | null): boolean {
  return member !== null && deletedBy(comment) === null;
}

/**
 * Whether a comment or like is the member's own: the service's `mine` (the reference backend sends
 * no addresses), else the same e-mail.
 */
const isOwn = (item: { email: string; mine?: boolean }, member: BlogMember) =>
  item.mine === true || sameEmail(item.email, member.email);

/** A logged-in member deletes only their own comment, and only once. */
export function canDelete(comment: BlogComment, member: BlogMember | null): boolean {
  return member !== null && deletedBy(comment) === null && isOwn(comment, member);
}

/** A logged-in member replies to a comment of the first level that is not deleted. */
export function canReply(comment: BlogComment, member: BlogMember | null, topLevel: boolean): boolean {
  return member !== null && topLevel && deletedBy(comment) === null;
}

/** The comments with one comment's like toggled for `member` (the server toggles it the same way). */
export function toggleLike(comments: readonly BlogComment[], id: BlogComment['id'], member: BlogMember): BlogComment[] {
  return comments.map((comment) => {
    if (String(comment.id) === String(id)) {
      const liked = !comment.liked;
      const others = comment.likes.filter((like) => !isOwn(like, member));
      return {
        ...comment,
        liked,
        likes: liked ? [...others, { name: member.name, email: member.email }] : others,
      };
    }
    return comment.replys.length ? { ...comment, replys: toggleLike(comment.replys, id, member) } : comment;
  });
}
