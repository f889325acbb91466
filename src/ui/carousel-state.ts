/**
 * The state of one carousel (./carousel.tsx): its position, the direction of the last move, the
 * rotation, what the live region says after a visitor's move, and whether it is laid out right to left.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.js';
import { language } from '../i18n/language.js';
import { transitionMs } from './carousel-motion.js';
import { useRotation, type Rotation } from './carousel-rotation.js';
import { useNear, useSlideProps, wrapIndex, type SlideProps } from './carousel-track.js';
import { useReducedMotion } from './reduced-motion.js';
import { useSignalValue } from '../base/use-signal.js';

export interface CarouselOptions {
  /** How many positions there are (slides, or pages of several slides each). */
  count: number;
  /** Rotate automatically (only ever with more than one position, and never under reduced motion). */
  autoplay: boolean;
  /** Milliseconds between automatic moves (at least MIN_INTERVAL_MS; 0 or less: none); re-armed after every move. */
  interval: number;
  /** Where it starts (wrapped into range); a later change shows that position. */
  start?: number;
  /** Called after every move with the new index and what moved it. */
  onMove?: (index: number, cause: 'visitor' | 'auto') => void;
}

export interface CarouselState extends Rotation {
  /** The current position, 0…count-1. */
  index: number;
  count: number;
  /** 1 after a move forwards, -1 after a move backwards. */
  direction: 1 | -1;
  /** Increases with every move (a key for effects that must run after each one). */
  moves: number;
  /** The carousel is laid out right to left. */
  rtl: boolean;
  reducedMotion: boolean;
  /** How long a move takes, for the element's CSS (0 under reduced motion, 1000 ms on iOS). */
  transitionMs: number;
  /** A visitor's moves: announced, and the timer starts over. */
  next(): void;
  previous(): void;
  go(index: number): void;
  /** Spread on each slide. `visible`: on screen and reachable though not current (a neighbour, several per view). */
  slideProps(i: number, visible?: boolean): SlideProps;
  /**
   * Whether slide `i` should have its picture: the current slide and its neighbours (either way,
   * wrapping), and any slide that has been one of them since (a loaded picture stays).
   */
  near(i: number): boolean;
  /** Internal: what the live region says. */
  announcement: string;
  /** Internal: the region measures its direction here. */
  regionRef: (el: HTMLElement | null) => void;
}

/** The state of one carousel: position, rotation, announcements. Render it with <Carousel>. */
export function useCarousel({ count, autoplay, interval, start = 0, onMove }: CarouselOptions): CarouselState {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const total = Math.max(0, Math.floor(count) || 0);
  const [position, setPosition] = useState(() => wrapIndex(start, total));
  const [direction, setDirection] = useState<1 | -1>(1);
  const [moves, setMoves] = useState(0);
  const [announced, setAnnounced] = useState<number | null>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [rtl, setRtl] = useState(false);
  const lang = useSignalValue(language);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  // A new start (the owner changed currentIndex) shows that slide; the first render already does.
  const firstStart = useRef(start);
  useEffect(() => {
    if (start === firstStart.current) return;
    firstStart.current = start;
    setPosition(wrapIndex(start, total));
  }, [start, total]);

  const index = wrapIndex(position, total);

  useLayoutEffect(() => {
    if (region) setRtl(getComputedStyle(region).direction === 'rtl');
  }, [region, lang]);

  const move = useCallback(
    (to: number, step: 1 | -1, cause: 'visitor' | 'auto') => {
      if (total < 1) return;
      const target = wrapIndex(to, total);
      setPosition(target);
      setDirection(step);
      setMoves((m) => m + 1);
      if (cause === 'visitor') setAnnounced(target);
      onMoveRef.current?.(target, cause);
    },
    [total],
  );

  const advance = useCallback(() => move(index + 1, 1, 'auto'), [move, index]);
  const rotation = useRotation({ autoplay, interval, total, reducedMotion, index, moves, advance });
  const near = useNear(index, total);
  const slideProps = useSlideProps(index, total);

  return {
    index,
    count: total,
    direction,
    moves,
    ...rotation,
    rtl,
    reducedMotion,
    transitionMs: transitionMs(reducedMotion),
    next: () => move(index + 1, 1, 'visitor'),
    previous: () => move(index - 1, -1, 'visitor'),
    go: (i: number) => {
      const target = wrapIndex(i, total);
      move(target, target < index ? -1 : 1, 'visitor');
    },
    slideProps,
    near,
    announcement: announced === null ? '' : t('ct-slide-of', { index: wrapIndex(announced, total) + 1, total }),
    regionRef: setRegion,
  };
}
