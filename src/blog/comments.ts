/**
 * The blog service's comment calls (spec elements-content.md §5, §7): a post's comments, a new
 * comment or reply, and a like or delete. Each sends the member's bearer token: the service takes
 * the commenter's e-mail from the session. Each rejects with an `ApiError` on failure.
 */
import { ApiError, blog } from '../http/index.js';
import { blogMember } from './member.js';
import { authorised, params, websiteId, type Cancellable } from './request.js';
import type { BlogComment, CommentsAnswer } from './types.js';
import { readCommentTheme, readCommentsAnswer, readStored } from './values.js';

/** Comments per request; "more" asks for this many more (spec §9). */
export const COMMENTS_PAGE_SIZE = 10;

/** GET /comments/get (website_id, url, email, count) with the member's bearer token: the answer's body. */
async function askComments(query: { url: string; count?: number; email?: string }, options: Cancellable): Promise<unknown> {
  const email = query.email ?? blogMember()?.email ?? '';
  return blog
    .get(
      '/comments/get',
      authorised({
        ...options,
        searchParams: params({ url: query.url, email, count: query.count ?? COMMENTS_PAGE_SIZE }),
      }),
    )
    .json();
}

/**
 * GET /comments/get: the first `count` comments of a post (COMMENTS_PAGE_SIZE, plus 10 per
 * "more"), whether there are more, and the prompt theme. `email` (default: the logged-in
 * member's) marks the comments that member liked.
 */
export async function fetchComments(
  query: { url: string; count?: number; email?: string },
  options: Cancellable = {},
): Promise<CommentsAnswer> {
  return readCommentsAnswer(await askComments(query, options));
}

/**
 * The blog's comment prompt theme (1–3) for a visitor who may not read the post, from
 * GET /comments/get: the service refuses them a restricted post's comments (403), and its refusal
 * carries the theme, which is the blog's, not the post's. Comments a service sends anyway are not
 * read. Null when the answer carries no theme; rejects with the ApiError of any other failure.
 */
export async function fetchCommentTheme(url: string, options: Cancellable = {}): Promise<number | null> {
  try {
    return readCommentTheme(await askComments({ url, count: 1 }, options));
  } catch (error) {
    const theme = error instanceof ApiError ? readCommentTheme(error.body) : null;
    if (theme === null) throw error;
    return theme;
  }
}

/** What a new comment or reply sends (POST /comments/store). */
interface NewComment {
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
