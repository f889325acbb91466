import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { COMMENTS_PAGE_SIZE, fetchComments, storeComment, updateComment } from '../../src/blog/comments.js';
import { formatDate, parseServiceDate, visitorOffsetMinutes } from '../../src/blog/dates.js';
import { useBlogMember, type BlogMember } from '../../src/blog/member.js';
import { blogLoginPath, useCurrentPost } from '../../src/blog/post.js';
import type { BlogComment, BlogPost } from '../../src/blog/types.js';
import { postAccess } from '../../src/blog/access.js';
import { MembersOnly } from '../../src/blog/wall.js';
import { growWithContent } from '../../src/ui/grow.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { activeLanguage, useT, type Translate } from '../../src/i18n/index.js';
import { bcp47 } from '../../src/i18n/language.js';
import { Dialog } from '../../src/ui/dialog.js';
import { Icon } from '../../src/ui/icons.js';
import { useSignalValue } from '../../src/ui/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import { isEditor } from '../../src/util/editor.js';
import type { CommentsConfig } from './config.js';
import { canDelete, canLike, canReply, deletedBy, toggleLike } from './rules.js';

const TAG = 'weft-comments';
const TRASH = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6';

interface Listing {
  status: 'loading' | 'ready';
  comments: BlogComment[];
  more: boolean;
  /** The blog's prompt theme, once /comments/get has answered. */
  theme: number | null;
}

/**
 * The comments of a post, `count` at a time (10, then 10 more per "more"), asked again when the
 * member changes (their likes) and after a post or a delete. A failed call logs one error and
 * leaves the list as it was.
 */
function useListing(url: string | null, email: string) {
  const [count, setCount] = useState(COMMENTS_PAGE_SIZE);
  const [version, setVersion] = useState(0);
  const [listing, setListing] = useState<Listing>({ status: 'loading', comments: [], more: false, theme: null });
  const [shown, setShown] = useState(url);
  if (shown !== url) {
    setShown(url);
    setCount(COMMENTS_PAGE_SIZE);
    setListing({ status: 'loading', comments: [], more: false, theme: null });
  }
  useEffect(() => {
    if (!url) return;
    let live = true;
    setListing((previous) => ({ ...previous, status: 'loading' }));
    fetchComments({ url, count, email }).then(
      (answer) => live && setListing({ status: 'ready', ...answer }),
      (error: unknown) => {
        if (!live) return;
        console.error(`<${TAG}> could not load the comments (${(error as Error).message})`);
        setListing((previous) => ({ ...previous, status: 'ready', more: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [url, email, count, version]);
  return {
    listing,
    setListing,
    more: () => setCount((n) => n + COMMENTS_PAGE_SIZE),
    reload: () => setVersion((v) => v + 1),
  };
}

function Prompt({ theme, url, t }: { theme: number; url: string; t: Translate }) {
  const editor = isEditor();
  const link = (form: 'login' | 'register') => (editor ? '#' : blogLoginPath(url, form, location.pathname + location.search));
  const title = t('ct-comment-theme-title');
  const signUp = (
    <a part="sign-up" className="prompt-link primary" href={link('register')}>
      {t('ct-sign-up')}
    </a>
  );
  const signIn = (
    <a part="sign-in" className="prompt-link" href={link('login')}>
      {t('ct-sign-in')}
    </a>
  );
  if (theme === 2) {
    return (
      <p part="prompt" className="prompt theme-2">
        <span className="prompt-title">{title}</span> {signUp} <span aria-hidden="true">·</span> {signIn}
      </p>
    );
  }
  return (
    <div part="prompt" className={`prompt theme-${theme === 3 ? 3 : 1}`}>
      <p className="prompt-title">
        {theme === 3 && <Icon name="lock" />}
        {title}
      </p>
      <div className="prompt-actions">
        {signUp}
        {signIn}
      </div>
    </div>
  );
}

interface FormProps {
  draft: string;
  onDraft(text: string): void;
  replyingTo: BlogComment | null;
  onCancel(): void;
  onSubmit(): void;
  busy: boolean;
  failed: boolean;
  t: Translate;
}

function CommentForm({ draft, onDraft, replyingTo, onCancel, onSubmit, busy, failed, t }: FormProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Reply mode moves the visitor to the field they are about to type in.
  useLayoutEffect(() => {
    if (replyingTo) field.current?.focus();
  }, [replyingTo]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() && !busy) onSubmit();
  };
  return (
    <form part="form" className={replyingTo ? 'form reply-form' : 'form'} onSubmit={submit}>
      {replyingTo && (
        <p part="replying" className="replying" id={`${id}-replying`}>
          {t('ct-answering-comment')}: <strong>{replyingTo.name}</strong>
        </p>
      )}
      <label className="label" htmlFor={`${id}-field`}>
        {t('ct-add-comments')}
      </label>
      <textarea
        ref={field}
        id={`${id}-field`}
        part="field"
        className="field"
        name="comment"
        rows={3}
        required
        value={draft}
        aria-describedby={replyingTo ? `${id}-replying` : undefined}
        onChange={(event) => onDraft(event.currentTarget.value)}
      />
      {failed && (
        <p part="error" className="alert danger" role="alert">
          {t('ct-comment-error')}
        </p>
      )}
      <div className="form-actions">
        {replyingTo && (
          <button type="button" part="cancel" className="button" onClick={onCancel}>
            {t('ct-cancel-publication')}
          </button>
        )}
        <button type="submit" part="submit" className="button primary" aria-disabled={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t('ct-comment')}
        </button>
      </div>
    </form>
  );
}

interface ItemProps {
  comment: BlogComment;
  topLevel: boolean;
  member: BlogMember | null;
  dateFormat: string;
  locale: string;
  t: Translate;
  replyingTo: BlogComment | null;
  form: (comment: BlogComment) => ReactNode;
  onReply(comment: BlogComment): void;
  onLike(comment: BlogComment): void;
  onDelete(comment: BlogComment): void;
}

function CommentItem(props: ItemProps) {
  const { comment, topLevel, member, dateFormat, locale, t, replyingTo } = props;
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
            onClick={() => props.onLike(comment)}
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
            onClick={() => props.onReply(comment)}
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
            onClick={() => props.onDelete(comment)}
          >
            <Icon path={TRASH} />
          </button>
        )}
      </div>
      {replying && props.form(comment)}
      {comment.replys.length > 0 && (
        <ol part="replies" className="replies">
          {comment.replys.map((reply) => (
            <CommentItem key={String(reply.id)} {...props} comment={reply} topLevel={false} />
          ))}
        </ol>
      )}
    </li>
  );
}

function Thread({ url, post, config, t }: { url: string; post: BlogPost; config: CommentsConfig; t: Translate }) {
  const member = useBlogMember();
  const locale = bcp47(useSignalValue(activeLanguage));
  // The comments of a restricted post are part of it: the service gives them to its readers only.
  const readable = postAccess(post, member) === 'open';
  const { listing, setListing, more, reload } = useListing(readable ? url : null, member?.email ?? '');
  const [draft, setDraft] = useState('');
  const [replyingTo, setReplyingTo] = useState<BlogComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState('');
  const [actionFailed, setActionFailed] = useState(false);
  const [confirming, setConfirming] = useState<BlogComment | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const firstNew = useRef<{ index: number; from: Listing } | null>(null);
  const replyButton = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // After "more", the first comment that arrived takes the focus (the button may be gone).
  useEffect(() => {
    const pending = firstNew.current;
    // Not the listing "more" was asked from (its effect may run after the click), and loaded.
    if (!pending || pending.from === listing || listing.status !== 'ready') return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[pending.index]?.focus();
    firstNew.current = null;
  }, [listing]);

  const endReply = () => {
    const id = replyButton.current;
    setReplyingTo(null);
    replyButton.current = null;
    // Back to the reply button the visitor came from.
    if (id !== null)
      queueMicrotask(() =>
        root.current?.querySelector<HTMLElement>(`[data-comment-id="${CSS.escape(id)}"] [part="reply"]`)?.focus(),
      );
  };

  const send = async () => {
    if (!member) return;
    setBusy(true);
    setFailed(false);
    setNotice('');
    try {
      const { allowed } = await storeComment({ url, comment: draft.trim(), reply_id: replyingTo?.id });
      setDraft('');
      if (replyingTo) endReply();
      if (!allowed) setNotice(t('ct-approve-comment'));
      reload();
    } catch (error) {
      // What the visitor typed stays in the field.
      console.error(`<${TAG}> could not post the comment (${(error as Error).message})`);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const like = async (comment: BlogComment) => {
    if (!member || !canLike(comment, member)) return;
    setActionFailed(false);
    try {
      await updateComment(comment.id, 'like');
      setListing((previous) => ({ ...previous, comments: toggleLike(previous.comments, comment.id, member) }));
    } catch (error) {
      console.error(`<${TAG}> could not like the comment (${(error as Error).message})`);
      setActionFailed(true);
    }
  };

  const remove = async (comment: BlogComment) => {
    setConfirming(null);
    if (!member || !canDelete(comment, member)) return;
    setActionFailed(false);
    try {
      await updateComment(comment.id, 'delete');
      if (replyingTo && String(replyingTo.id) === String(comment.id)) setReplyingTo(null);
      reload();
    } catch (error) {
      console.error(`<${TAG}> could not delete the comment (${(error as Error).message})`);
      setActionFailed(true);
    }
  };

  const form = (to: BlogComment | null) => (
    <CommentForm
      draft={draft}
      onDraft={setDraft}
      replyingTo={to}
      onCancel={endReply}
      onSubmit={() => void send()}
      busy={busy}
      failed={failed}
      t={t}
    />
  );
  const theme = Number(config.theme) || listing.theme || 1;

  return (
    <div className="thread" ref={root}>
      {member ? !replyingTo && form(null) : <Prompt theme={theme} url={url} t={t} />}
      <p part="notice" className="notice" role="status">
        {notice}
      </p>
      {actionFailed && (
        <p part="error" className="alert danger" role="alert">
          {t('ct-comment-action-error')}
        </p>
      )}
      {/* A visitor in front of a restricted post sees the prompt only: the comments are part of the post. */}
      <MembersOnly post={post} member={member} wall={null}>
        {listing.status === 'ready' && listing.comments.length === 0 && (
          <p part="empty" className="empty">
            {t('ct-no-comments')}
          </p>
        )}
        {listing.comments.length > 0 && (
          <ol part="list" className="list" ref={list} aria-busy={listing.status === 'loading' || undefined}>
            {listing.comments.map((comment) => (
              <CommentItem
                key={String(comment.id)}
                comment={comment}
                topLevel
                member={member}
                dateFormat={config.dateFormat}
                locale={locale}
                t={t}
                replyingTo={replyingTo}
                form={form}
                onReply={(target) => {
                  replyButton.current = String(target.id);
                  setFailed(false);
                  setReplyingTo(target);
                }}
                onLike={(target) => void like(target)}
                onDelete={setConfirming}
              />
            ))}
          </ol>
        )}
        {listing.status === 'loading' && (
          <p className="loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('ct-loading')}</span>
          </p>
        )}
        {listing.more && listing.status === 'ready' && (
          <button
            type="button"
            part="more"
            className="button more"
            onClick={() => {
              firstNew.current = { index: listing.comments.length, from: listing };
              more();
            }}
          >
            {t('ct-more-comments')}
          </button>
        )}
      </MembersOnly>
      {confirming && (
        <Dialog title={t('ct-delete-comments')} closeLabel={t('ct-close')} onClose={() => setConfirming(null)}>
          <p className="confirm-text">{t('ct-delete-comment-confirm')}</p>
          <div className="confirm-actions">
            <button type="button" part="confirm-cancel" className="button" onClick={() => setConfirming(null)} data-autofocus>
              {t('ct-cancel')}
            </button>
            <button type="button" part="confirm-delete" className="button danger" onClick={() => void remove(confirming)}>
              {t('ct-confirm')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/**
 * The comments of a post (elements-content.md §3–§5): a member posts, replies, likes and deletes
 * their own comments; a visitor sees the sign-up / sign-in prompt instead of the comment box.
 */
export function Comments({ config }: ElementProps<CommentsConfig>) {
  const t = useT();
  const host = useHost();
  // Placed by left/top, it grows with its content and its panel with it.
  useEffect(() => growWithContent(host), [host]);
  const headingId = useId();
  const state = useCurrentPost(TAG, config.url);
  const style = {
    '--accent': cssColor(config.accentColor, host),
    '--author-background': cssColor(config.authorColor, host),
  } as CSSProperties;
  // A post whose comments are turned off has none to show.
  if (state.status === 'ready' && !state.post.enabled_comments) return <div part="base" className="comments off" hidden />;
  return (
    <section part="base" className="comments" style={style} aria-labelledby={headingId}>
      <h2 part="heading" className="heading" id={headingId}>
        {t('ct-comments')}
      </h2>
      {state.status === 'ready' ? (
        <Thread
          key={state.post.url}
          url={state.post.url || (state.source.kind === 'url' ? state.source.url : '')}
          post={state.post}
          config={config}
          t={t}
        />
      ) : state.status === 'loading' ? (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('ct-loading')}</span>
        </p>
      ) : (
        <p part="empty" className="empty">
          {t('ct-no-comments')}
        </p>
      )}
    </section>
  );
}
