/**
 * The comments of a post as the element shows them (spec §5, §9): `count` at a time (10, then 10
 * more per "more"), asked again when the member changes (their likes) and after a post or a
 * delete. A failed call logs one error and leaves the list as it was.
 */
import { useEffect, useState } from 'react';
import { COMMENTS_PAGE_SIZE, fetchComments } from '../../src/blog/comments.js';
import type { BlogComment } from '../../src/blog/types.js';

export interface Listing {
  status: 'loading' | 'ready';
  comments: BlogComment[];
  more: boolean;
  /** The blog's prompt theme, once /comments/get has answered. */
  theme: number | null;
}

const EMPTY: Listing = { status: 'loading', comments: [], more: false, theme: null };

/** `url` null: nothing is asked. `tag` names the element in the console error of a failure. */
export function useListing(url: string | null, email: string, tag: string) {
  const [count, setCount] = useState(COMMENTS_PAGE_SIZE);
  const [version, setVersion] = useState(0);
  const [listing, setListing] = useState<Listing>(EMPTY);
  const [shown, setShown] = useState(url);
  if (shown !== url) {
    setShown(url);
    setCount(COMMENTS_PAGE_SIZE);
    setListing(EMPTY);
  }
  useEffect(() => {
    if (!url) return;
    let live = true;
    setListing((previous) => ({ ...previous, status: 'loading' }));
    fetchComments({ url, count, email }).then(
      (answer) => live && setListing({ status: 'ready', ...answer }),
      (error: unknown) => {
        if (!live) return;
        console.error(`<${tag}> could not load the comments (${(error as Error).message})`);
        setListing((previous) => ({ ...previous, status: 'ready', more: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [url, email, count, version, tag]);
  return {
    listing,
    setListing,
    more: () => setCount((n) => n + COMMENTS_PAGE_SIZE),
    reload: () => setVersion((v) => v + 1),
  };
}
