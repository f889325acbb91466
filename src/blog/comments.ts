/**
 * The blog service's comment calls (spec elements-content.md §5, §7): a post's comments, a new
 * comment or reply, and a like or delete. Each sends the member's bearer token: the service takes
 * the commenter's e-mail from the session. Each rejects with an `ApiError` on failure.
 */
import { blog } from '../http/index.js';
import { blogMember } from './member.js';
import { authorised, params, websiteId, type Cancellable } from './request.js';
import type { BlogComment, CommentsAnswer } from './types.js';
import { readCommentsAnswer, readStored } from './values.js';

/** Comments per request; "more" asks for this many more (spec §9). */
export const COMMENTS_PAGE_SIZE = 10;

/**
 * GET /comments/get (website_id, url, email, count): the first `count` comments of a post
 * (COMMENTS_PAGE_SIZE, plus 10 per "more"), whether there are more, and the prompt theme.
 * `email` (default: the logged-in member's) marks the comments that member liked.
 */
export async function fetchComments(
  query: { url: string; count?: number; email?: string },
  options: Cancellable = {},
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
  return readCommentsAnswer(body);
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
  return readStored(body);
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
