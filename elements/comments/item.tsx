/**
 * One comment with its replies (spec §3 "Comment", §4, §5): name, author badge, date, text (or who
 * deleted it), and the like, reply and delete a member may use on it.
 */
import type { ReactNode } from 'react';
import { formatDate, parseServiceDate, visitorOffsetMinutes } from '../../src/blog/dates.js';
import type { BlogMember } from '../../src/blog/member.js';
import type { BlogComment } from '../../src/blog/types.js';
import type { Translate } from '../../src/i18n/index.js';
import { Icon } from '../../src/ui/icons.js';
import { canDelete, canLike, canReply, deletedBy } from './rules.js';

const TRASH = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6';

/** What every comment of a thread shares: who reads, how dates are written, the reply in progress, the actions. */
export interface ItemContext {
  member: BlogMember | null;
  dateFormat: string;
  locale: string;
  t: Translate;
  replyingTo: BlogComment | null;
  /** The reply box, drawn under the comment answered. */
  form(comment: BlogComment): ReactNode;
  onReply(comment: BlogComment): void;
  onLike(comment: BlogComment): void;
  onDelete(comment: BlogComment): void;
}

export function CommentItem({ comment, topLevel, context }: { comment: BlogComment; topLevel: boolean; context: ItemContext }) {
  const { member, dateFormat, locale, t, replyingTo } = context;
  const deleted = deletedBy(comment);
  const date = parseServiceDate(comment.created_at);
  const dateText = date ? formatDate(date, dateFormat, visitorOffsetMinutes(date), locale) : '';
  const likeCount = comment.likes.length;
  const replying = replyingTo !== null && String(replyingTo.id) === String(comment.id);
  return (
    <li
      part={comment.is_author ? 'comment author-comment' : 'comment'}
      className={comment.is_author ? 'comment is-author' : 'comment'}
      data-comment-id={String(comment.id)}
      tabIndex={-1}
    >
      <div className="comment-head">
        <span part="comment-name" className="name">
          {comment.name}
        </span>
        {comment.is_author && (
          <span part="author-badge" className="badge">
            {t('ct-comment-author')}
          </span>
        )}
        {dateText && (
          <time part="comment-date" className="date" dateTime={date!.toISOString()}>
            {dateText}
          </time>
        )}
      </div>
      {deleted ? (
        <p part="comment-text deleted" className="text deleted">
          {t(deleted === 'owner' ? 'ct-deleted-by-owner' : 'ct-deleted-by-author')}
        </p>
      ) : (
        // Text, never HTML: React writes it as a text node.
        <p part="comment-text" className="text">
          {comment.comment}
        </p>
      )}
      <div className="comment-actions">
        {canLike(comment, member) ? (
          <button
            type="button"
            part="like"
            className={comment.liked ? 'action like liked' : 'action like'}
            aria-pressed={comment.liked}
            onClick={() => context.onLike(comment)}
          >
            <Icon name="heart" />
            {t('ct-like')}
            {likeCount > 0 && (
              <span part="like-count" className="count">
                {likeCount}
              </span>
            )}
          </button>
        ) : (
          !deleted &&
          likeCount > 0 && (
            <span part="like-count" className="likes">
              <Icon name="heart" />
              {t('ct-likes', { count: likeCount })}
            </span>
          )
        )}
        {canReply(comment, member, topLevel) && (
          <button
            type="button"
            part="reply"
            className="action"
            aria-label={t('ct-reply-to', { name: comment.name })}
            aria-expanded={replying}
            onClick={() => context.onReply(comment)}
          >
            {t('ct-reply')}
          </button>
        )}
        {canDelete(comment, member) && (
          <button
            type="button"
            part="delete"
            className="action delete"
            aria-label={t('ct-delete-comments')}
            title={t('ct-delete-comments')}
            onClick={() => context.onDelete(comment)}
          >
            <Icon path={TRASH} />
          </button>
        )}
      </div>
      {replying && context.form(comment)}
      {comment.replys.length > 0 && (
        <ol part="replies" className="replies">
          {comment.replys.map((reply) => (
            <CommentItem key={String(reply.id)} comment={reply} topLevel={false} context={context} />
          ))}
        </ol>
      )}
    </li>
  );
}
