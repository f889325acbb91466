/**
 * How a blog widget loads (elements-content.md §7, §8): one hook for every loader, so each cancels
 * the same way (a newer request, or the element leaving, aborts the older one and drops its answer)
 * and reads a cancelled request the same way (not a failure: nothing is logged). A failed call
 * leaves the widget's empty state and one console error naming the element.
 */
import { useEffect, useRef, useState } from 'react';
import { useFirstAnswer, useServerDrawing } from '../ui/server.js';
import { postRelease } from './dates.js';
import { useBlogMember } from './member.js';
import { currentUtcTime, fetchViewConfig } from './settings.js';
import { returningVisitor, utcStamp } from './state.js';
import type { BlogPost, BlogViewConfig } from './types.js';
import { nameOf } from '../util/name.js';

/** A request that was cancelled: an AbortError, or an error caused by one (ky and ApiError wrap it). */
export function cancelled(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DOMException && e.name === 'AbortError') return true;
  }
  return false;
}

/** A failed blog call: one clear console error naming the element; a cancelled one says nothing. */
export function logFailure(host: Element, what: string, error: unknown): void {
  if (cancelled(error)) return;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${nameOf(host)} could not load ${what} from the blog service, so it shows its empty state: ${message}`);
}

export interface Loaded<T> {
  /** loading: the spinner (the last answer is kept meanwhile); ready: the answer; failed: the empty state. */
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
}

/** Who the answers are for, beyond what is asked (`key`). */
export interface LoadVisitor<T> {
  /** What the answers depend on about the visitor (the member's token): a new one asks again. */
  id?: string;
  /**
   * Whether the answer the server drew with (for an anonymous first-time visitor: it knows no
   * other) is not this visitor's: then it is asked again once the browser takes over.
   */
  stale?: (drawn: T) => boolean;
}

/**
 * Loads `load(signal)` whenever `key` (what is asked, as text) changes; a null key asks nothing
 * (ready, no value). `what` names it in the console error of a failure ("its articles"). Asked
 * again for another visitor (`visitor`), the answer on screen stays, without a spinner, until the
 * new one arrives (a failure then keeps it too).
 */
export function useBlogLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  host: Element,
  what: string,
  visitor: LoadVisitor<T> = {},
): Loaded<T> {
  // The server renderer asks once and draws again with the answer, which the page carries to the
  // browser: the first render there shows it too, and asks nothing unless it is not this visitor's.
  const first = useFirstAnswer(key === null ? null : `${host.localName}#${host.id}|${what}|${key}`, () =>
    load(new AbortController().signal),
  );
  const [state, setState] = useState<Loaded<T>>(() =>
    key === null || first ? { status: 'ready', value: first ? first.value : null } : { status: 'loading', value: null },
  );
  const fromServer = useRef(first);
  // The question whose answer is on screen (or asked for).
  const asked = useRef<string | null | undefined>(first ? key : undefined);
  const latest = useRef({ load, stale: visitor.stale });
  latest.current = { load, stale: visitor.stale };
  const id = visitor.id ?? '';
  useEffect(() => {
    const drawn = fromServer.current;
    fromServer.current = undefined;
    if (drawn && !latest.current.stale?.(drawn.value as T)) return;
    if (key === null) {
      asked.current = key;
      setState({ status: 'ready', value: null });
      return;
    }
    // The same question for another visitor: what is on screen stays until the answer.
    const quiet = asked.current === key;
    asked.current = key;
    const controller = new AbortController();
    const { signal } = controller;
    if (!quiet) setState((previous) => ({ ...previous, status: 'loading' }));
    latest.current.load(signal).then(
      (value) => {
        if (!signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        logFailure(host, what, error);
        if (!quiet) setState({ status: 'failed', value: null });
      },
    );
    return () => controller.abort();
  }, [key, host, what, id]);
  return state;
}

/** Posts as a widget lists them, with the view config that says how those not yet readable are listed. */
export interface Posts {
  posts: BlogPost[];
  /** The page shown (the service clamps it to the last page) and the last page; 1 and 1 for a plain list. */
  page: number;
  lastPage: number;
  /** The view config; null when /get-key failed (every post listed, no block addresses, element formats only). */
  view: BlogViewConfig | null;
}

export type LoadedPosts = Posts & { status: Loaded<Posts>['status'] };

const NO_POSTS: Posts = { posts: [], page: 1, lastPage: 1, view: null };

/**
 * Whether posts drawn by the server (for an anonymous visitor on a first visit) differ for this
 * one: a member reads restricted posts (and the service may list more), and a returning visitor's
 * Dripping posts count from their first visit, not from now.
 */
function drawnForAnother(drawn: Posts, member: boolean): boolean {
  if (member) return true;
  const returning = drawn.view !== null && returningVisitor(drawn.view.key);
  return returning && drawn.posts.some((post) => postRelease(post) === 'dripping');
}

/**
 * Loads the posts `load` asks for (a list, or a page of them) and the view config beside them,
 * through useBlogLoad: a failed call leaves no posts. `load` gets the first-visit UTC time for the
 * calls that send it (`utc_time`): in the browser the visitor's (asked with the view config, once
 * per page view); on the server now, as for a first visit, and nothing kept for the next drawing.
 * Asked again, without a spinner, when the member logs in or out, and after the take-over of a
 * server drawing that was not this visitor's (drawnForAnother).
 */
export function usePosts(
  key: string | null,
  load: (signal: AbortSignal, firstVisit: () => Promise<string>) => Promise<BlogPost[] | Omit<Posts, 'view'>>,
  host: Element,
  what: string,
): LoadedPosts {
  const server = useServerDrawing();
  const member = useBlogMember();
  const loaded = useBlogLoad<Posts>(
    key,
    async (signal) => {
      const view = fetchViewConfig(server ? 'server' : 'browser').catch(() => null);
      const answer = await load(signal, server ? async () => utcStamp() : currentUtcTime);
      return { ...(Array.isArray(answer) ? { ...NO_POSTS, posts: answer } : answer), view: await view };
    },
    host,
    what,
    { id: member?.token ?? '', stale: (drawn) => drawnForAnother(drawn, member !== null) },
  );
  return { ...NO_POSTS, ...loaded.value, status: loaded.status };
}
