import { useEffect, useId, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { storeComment, updateComment } from '../../src/blog/comments.js';
import { useBlogMember } from '../../src/blog/member.js';
import { useCurrentPost } from '../../src/blog/post.js';
import type { BlogComment, BlogPost } from '../../src/blog/types.js';
import { postAccess } from '../../src/blog/access.js';
import { MembersOnly } from '../../src/blog/wall.js';
import { growWithContent } from '../../src/ui/grow.js';
import { useHost, type ElementProps } from '../../src/define.js';
import { activeLanguage, useT, type Translate } from '../../src/i18n/index.js';
import { bcp47 } from '../../src/i18n/language.js';
import { Dialog } from '../../src/ui/dialog.js';
import { useAction } from '../../src/ui/use-action.js';
import { useSignalValue } from '../../src/base/use-signal.js';
import { cssColor } from '../../src/util/color.js';
import type { CommentsConfig } from './config.js';
import { CommentForm } from './form.js';
import type { ItemContext } from './item.js';
import { CommentList } from './list.js';
import { useCommentTheme, useListing } from './listing.js';
import { Prompt } from './prompt.js';
import { canDelete, canLike, toggleLike } from './rules.js';
import { Spinner } from '../../src/ui/spinner.js';
import { nameOf } from '../../src/util/name.js';

const TAG = 'weft-comments';

/** Reply mode (spec §4): the comment answered; when it ends, the focus goes back to its reply button. */
function useReply(root: RefObject<HTMLElement | null>) {
  const [to, setTo] = useState<BlogComment | null>(null);
  const button = useRef<string | null>(null);
  return {
    to,
    start(target: BlogComment) {
      button.current = String(target.id);
      setTo(target);
    },
    end() {
      const id = button.current;
      setTo(null);
      button.current = null;
      // Back to the reply button the visitor came from.
      if (id !== null)
        queueMicrotask(() =>
          root.current?.querySelector<HTMLElement>(`[data-comment-id="${CSS.escape(id)}"] [part="reply"]`)?.focus(),
        );
    },
    /** Ends reply mode without moving the focus (the comment answered is gone). */
    drop: () => setTo(null),
  };
}

function Thread({ url, post, config, t }: { url: string; post: BlogPost; config: CommentsConfig; t: Translate }) {
  const member = useBlogMember();
  const locale = bcp47(useSignalValue(activeLanguage));
  // The comments of a restricted post are part of it: the service gives them to its readers only.
  const readable = postAccess(post, member) === 'open';
  const { listing, setListing, more, reload } = useListing(readable ? url : null, member?.email ?? '', TAG);
  // A visitor in front of a restricted post still gets the prompt in the blog's theme.
  const blogTheme = useCommentTheme(!readable && !member && !Number(config.theme) ? url : null, TAG);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState<BlogComment | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const reply = useReply(root);
  // Posting shows on the form; a like or a delete that failed, above the list.
  const posting = useAction(nameOf(TAG));
  const acting = useAction(nameOf(TAG));

  const send = () => {
    if (!member) return;
    setNotice('');
    const to = reply.to;
    void posting.run(
      'post the comment',
      () => storeComment({ url, comment: draft.trim(), reply_id: to?.id }),
      ({ allowed }) => {
        setDraft('');
        if (to) reply.end();
        if (!allowed) setNotice(t('ct-approve-comment'));
        reload();
      },
    );
    // A failure keeps what the visitor typed in the field.
  };

  const like = (comment: BlogComment) => {
    if (!member || !canLike(comment, member)) return;
    void acting.run(
      'like the comment',
      () => updateComment(comment.id, 'like'),
      () => setListing((previous) => ({ ...previous, comments: toggleLike(previous.comments, comment.id, member) })),
    );
  };

  const remove = (comment: BlogComment) => {
    setConfirming(null);
    if (!member || !canDelete(comment, member)) return;
    const to = reply.to;
    void acting.run(
      'delete the comment',
      () => updateComment(comment.id, 'delete'),
      () => {
        if (to && String(to.id) === String(comment.id)) reply.drop();
        reload();
      },
    );
  };

  const form = (to: BlogComment | null) => (
    <CommentForm
      draft={draft}
      onDraft={setDraft}
      replyingTo={to}
      onCancel={reply.end}
      onSubmit={send}
      busy={posting.pending}
      failed={posting.failed}
      t={t}
    />
  );
  const context: ItemContext = {
    member,
    dateFormat: config.dateFormat,
    locale,
    t,
    replyingTo: reply.to,
    form,
    onReply: (target) => {
      posting.clear();
      reply.start(target);
    },
    onLike: like,
    onDelete: setConfirming,
  };
  const theme = Number(config.theme) || listing.theme || blogTheme || 1;

  return (
    <div className="thread" ref={root}>
      {member ? !reply.to && form(null) : <Prompt theme={theme} url={url} t={t} />}
      <p part="notice" className="notice" role="status">
        {notice}
      </p>
      {acting.failed && (
        <p part="error" className="alert danger" role="alert">
          {t('ct-comment-action-error')}
        </p>
      )}
      {/* A visitor in front of a restricted post sees the prompt only: the comments are part of the post. */}
      <MembersOnly post={post} member={member} wall={null}>
        <CommentList listing={listing} onMore={more} context={context} />
      </MembersOnly>
      {confirming && (
        <Dialog title={t('ct-delete-comments')} closeLabel={t('ct-close')} onClose={() => setConfirming(null)}>
          <p className="confirm-text">{t('ct-delete-comment-confirm')}</p>
          <div className="confirm-actions">
            <button type="button" part="confirm-cancel" className="button" onClick={() => setConfirming(null)} data-autofocus>
              {t('ct-cancel')}
            </button>
            <button type="button" part="confirm-delete" className="button danger" onClick={() => remove(confirming)}>
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
 * Its parts: listing.ts (what is asked), list.tsx and item.tsx (what is shown), form.tsx (the
 * comment box), prompt.tsx (the visitor's prompt), rules.ts (who may do what).
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
        <Spinner part="loading" />
      ) : (
        <p part="empty" className="empty">
          {t('ct-no-comments')}
        </p>
      )}
    </section>
  );
}
