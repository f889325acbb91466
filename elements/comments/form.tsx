/** The comment box of a member: a new comment, or a reply under the comment it answers (spec §4). */
import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import type { BlogComment } from '../../src/blog/types.js';
import type { Translate } from '../../src/i18n/index.js';
import { Spinner } from '../../src/ui/spinner.js';

interface FormProps {
  draft: string;
  onDraft(text: string): void;
  /** The comment answered; null for a new comment. */
  replyingTo: BlogComment | null;
  onCancel(): void;
  onSubmit(): void;
  busy: boolean;
  failed: boolean;
  t: Translate;
}

export function CommentForm({ draft, onDraft, replyingTo, onCancel, onSubmit, busy, failed, t }: FormProps) {
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
          {busy && <Spinner inline />}
          {t('ct-comment')}
        </button>
      </div>
    </form>
  );
}
