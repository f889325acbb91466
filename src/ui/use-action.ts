/**
 * One asynchronous action of a component, such as posting, liking or deleting a comment: `pending`
 * while it runs, `failed` once it threw (and one console error saying what could not be done),
 * and nothing more once the component has gone — neither its follow-up nor a state change.
 * The forms' submit (src/forms/submit.ts) is the richer cousin: validation, refusals per field,
 * popups; this is for an action whose failure is one sentence.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action {
  /** The action runs. */
  pending: boolean;
  /** The last run threw. */
  failed: boolean;
  /**
   * Runs `action`; once it resolves, `then` gets its value (only while the component is still
   * there). A throw is logged as `{who} could not {what} ({message})` and sets `failed`.
   */
  run<T>(what: string, action: () => Promise<T>, then?: (value: T) => void): Promise<void>;
  /** Forgets a failure (the visitor starts afresh). */
  clear(): void;
}

/** `who` names the component in the console error, e.g. `<weft-comments>`. */
export function useAction(who: string): Action {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = useRef(false);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const run = useCallback(
    async <T>(what: string, action: () => Promise<T>, then?: (value: T) => void) => {
      setPending(true);
      setFailed(false);
      try {
        const value = await action();
        if (live.current) then?.(value);
      } catch (error) {
        console.error(`${who} could not ${what} (${error instanceof Error ? error.message : String(error)})`);
        if (live.current) setFailed(true);
      } finally {
        if (live.current) setPending(false);
      }
    },
    [who],
  );
  const clear = useCallback(() => setFailed(false), []);
  return { pending, failed, run, clear };
}
