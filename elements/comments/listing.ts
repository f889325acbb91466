/**
 * The comments of a post as the element shows them (spec §5, §9): `count` at a time (10, then 10
 * more per "more"), asked again when the member changes (their likes) and after a post or a
 * delete. A failed call logs one error and leaves the list as it was. A visitor in front of a
 * restricted post gets only the blog's prompt theme (useCommentTheme).
 */
import { useEffect, useState } from 'react';
import { COMMENTS_PAGE_SIZE, fetchComments, fetchCommentTheme } from '../../src/blog/comments.js';
import type { BlogComment } from '../../src/blog/types.js';
import { nameOf } from '../../src/util/name.js';

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
        console.error(`${nameOf(tag)} could not load the comments (${(error as Error).message})`);
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

/**
 * The blog's prompt theme for a visitor who may not read the post (`url` null: nothing is asked):
 * the service refuses them its comments, and the refusal says the theme. Null until it has
 * answered, and after a failure (logged once).
 */
export function useCommentTheme(url: string | null, tag: string): number | null {
  const [theme, setTheme] = useState<number | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetchCommentTheme(url, { signal: controller.signal }).then(
      (answer) => !controller.signal.aborted && setTheme(answer),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`${nameOf(tag)} could not load the comment prompt's theme (${(error as Error).message})`);
      },
    );
    return () => controller.abort();
  }, [url, tag]);
  return theme;
}
