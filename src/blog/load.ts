/**
 * How a blog widget loads (elements-content.md §7, §8): one hook for every loader, so each cancels
 * the same way (a newer request, or the element leaving, aborts the older one and drops its answer)
 * and reads a cancelled request the same way (not a failure: nothing is logged). A failed call
 * leaves the widget's empty state and one console error naming the element.
 */
import { useEffect, useRef, useState } from 'react';
import { describeHost } from './ui.js';

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
  console.error(`${describeHost(host)} could not load ${what} from the blog service, so it shows its empty state: ${message}`);
}

export interface Loaded<T> {
  /** loading: the spinner (the last answer is kept meanwhile); ready: the answer; failed: the empty state. */
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
}

/**
 * Loads `load(signal)` whenever `key` (what is asked, as text) changes; `what` names it in the
 * console error of a failure ("its articles").
 */
export function useBlogLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, host: Element, what: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', value: null });
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState((previous) => ({ ...previous, status: 'loading' }));
    latest.current(signal).then(
      (value) => {
        if (!signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        logFailure(host, what, error);
        setState({ status: 'failed', value: null });
      },
    );
    return () => controller.abort();
  }, [key, host, what]);
  return state;
}
