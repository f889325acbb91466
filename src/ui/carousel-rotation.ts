/**
 * A carousel's automatic rotation (./carousel.tsx, WCAG 2.2.2): on only when configured, with more
 * than one position and without reduced motion (unless the visitor starts it); held while the
 * pointer is over the carousel or keyboard focus is in it; a fresh timer after every move.
 */
import { useCallback, useLayoutEffect, useState } from 'react';

/** Automatic moves come at most this often: a shorter interval is read as this one, so slides stay readable. */
export const MIN_INTERVAL_MS = 1000;
export interface Rotation {
  /** Automatic rotation is configured and there is more than one position: the start/stop control shows. */
  canRotate: boolean;
  /** Rotation is on (neither stopped by the visitor nor off under reduced motion). */
  rotating: boolean;
  /** Rotation is on and not held by hover or focus: the timer runs. */
  running: boolean;
  /** The start/stop control. */
  toggleRotation(): void;
  /** Hover or keyboard focus holds rotation while `on`. */
  hold(reason: 'hover' | 'focus', on: boolean): void;
}

/**
 * The rotation of a carousel at `index` of `total` positions; `advance` moves it on. `moves`
 * (increasing with every move) re-arms the timer after a visitor's move too.
 */
export function useRotation({
  autoplay,
  interval,
  total,
  reducedMotion,
  index,
  moves,
  advance,
}: {
  autoplay: boolean;
  interval: number;
  total: number;
  reducedMotion: boolean;
  index: number;
  moves: number;
  advance: () => void;
}): Rotation {
  // The visitor's choice on the start/stop control; null: the config decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [holds, setHolds] = useState({ hover: false, focus: false });
  const canRotate = autoplay && total > 1 && interval > 0;
  // Under reduced motion nothing rotates unless the visitor starts it with the control.
  const rotating = canRotate && (choice ?? !reducedMotion);
  const running = rotating && !holds.hover && !holds.focus;

  // One timer per position: every move (the visitor's or the timer's) arms a fresh one. Armed in
  // the commit that shows the move, so the region's data-rotation never runs ahead of the timer.
  useLayoutEffect(() => {
    if (!running) return;
    const id = setTimeout(advance, Math.max(MIN_INTERVAL_MS, interval));
    return () => clearTimeout(id);
  }, [running, index, moves, interval, advance]);

  const hold = useCallback((reason: 'hover' | 'focus', on: boolean) => {
    setHolds((h) => (h[reason] === on ? h : { ...h, [reason]: on }));
  }, []);

  return {
    canRotate,
    rotating,
    running,
    toggleRotation: () => {
      // A visitor who starts rotation wants it now, though the pointer or focus is still on the control.
      if (!rotating) setHolds({ hover: false, focus: false });
      setChoice(!rotating);
    },
    hold,
  };
}
