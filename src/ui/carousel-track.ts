/**
 * A carousel's slide track (./carousel.tsx): positions that wrap both ways, where each slide sits
 * round the current one, the props that make an element a slide ("2 of 5", inert off screen) and
 * which slides have their pictures (`near`: the current one and its neighbours, and what was so).
 */
import { useCallback, useRef } from 'react';
import { useT } from '../i18n/index.js';

/** `index` wrapped into 0…count-1 (both ways: -1 is the last). 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * Where slide `i` sits relative to the current one, going round: 0 is the current slide, 1 the next,
 * -1 the previous, up to half the slides each way. With an even count the slide opposite the
 * current one is put on the side the carousel last moved towards (`direction` 1: after, -1: before),
 * so it comes in from where the visitor expects.
 */
export function circularOffset(i: number, current: number, count: number, direction: 1 | -1 = 1): number {
  if (count <= 0) return 0;
  let d = wrapIndex(i - current, count);
  if (d > count / 2 || (d === count / 2 && direction < 0)) d -= count;
  return d;
}

/**
 * Props that make an element a slide of the carousel: role group, "n of m", inert when not shown,
 * and the classes `carousel-slide` (stacked in the viewport, hidden), `current` (the current one)
 * and `shown` (another one on screen, e.g. a neighbour or several slides per view).
 */
export interface SlideProps {
  className: string;
  role: 'group';
  'aria-roledescription': string;
  'aria-label': string;
  /** '' (the attribute present) or absent: React 18 passes unknown attributes only as strings. */
  inert: '' | undefined;
  'data-slide': number;
}

/** The props of each slide (`visible`: on screen and reachable though not current). */
export function useSlideProps(index: number, total: number): (i: number, visible?: boolean) => SlideProps {
  const t = useT();
  const slideLabel = t('ct-slide-role');
  return useCallback(
    (i: number, visible = false): SlideProps => ({
      className: i === index ? 'carousel-slide current' : visible ? 'carousel-slide shown' : 'carousel-slide',
      role: 'group',
      'aria-roledescription': slideLabel,
      'aria-label': t('ct-slide-label', { index: i + 1, total }),
      // Slides off screen keep their links and buttons out of the tab order and the reading order.
      inert: i === index || visible ? undefined : '',
      'data-slide': i,
    }),
    [t, slideLabel, index, total],
  );
}

/**
 * Whether slide `i` should have its picture: the current slide and its neighbours (either way,
 * wrapping), and any slide that has been one of them since (a loaded picture stays).
 */
export function useNear(index: number, total: number): (i: number) => boolean {
  const seen = useRef(new Set<number>());
  for (const d of [-1, 0, 1]) if (total > 0) seen.current.add(wrapIndex(index + d, total));
  return (i: number) => seen.current.has(i);
}
