/**
 * The list of a post's comments (spec §4, §5): "no comments yet", the comments, the spinner while
 * they load and "more"; after "more", the first comment that arrived takes the focus.
 */
import { useEffect, useRef } from 'react';
import { CommentItem, type ItemContext } from './item.js';
import type { Listing } from './listing.js';
import { Spinner } from '../../src/ui/spinner.js';

export function CommentList({ listing, onMore, context }: { listing: Listing; onMore(): void; context: ItemContext }) {
  const { t } = context;
  const list = useRef<HTMLOListElement>(null);
  const firstNew = useRef<{ index: number; from: Listing } | null>(null);

  // After "more", the first comment that arrived takes the focus (the button may be gone).
  useEffect(() => {
    const pending = firstNew.current;
    // Not the listing "more" was asked from (its effect may run after the click), and loaded.
    if (!pending || pending.from === listing || listing.status !== 'ready') return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[pending.index]?.focus();
    firstNew.current = null;
  }, [listing]);

  return (
    <>
      {listing.status === 'ready' && listing.comments.length === 0 && (
        <p part="empty" className="empty">
          {t('ct-no-comments')}
        </p>
      )}
      {listing.comments.length > 0 && (
        <ol part="list" className="list" ref={list} aria-busy={listing.status === 'loading' || undefined}>
          {listing.comments.map((comment) => (
            <CommentItem key={String(comment.id)} comment={comment} topLevel context={context} />
          ))}
        </ol>
      )}
      {listing.status === 'loading' && <Spinner part="loading" />}
      {listing.more && listing.status === 'ready' && (
        <button
          type="button"
          part="more"
          className="button more"
          onClick={() => {
            firstNew.current = { index: listing.comments.length, from: listing };
            onMore();
          }}
        >
          {t('ct-more-comments')}
        </button>
      )}
    </>
  );
}
