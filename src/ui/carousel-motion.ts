/**
 * How a carousel's slides move (./carousel.tsx): how long a move takes (none under reduced motion,
 * longer on iOS) and, for stacked slides, the animation of the one going out and the one coming in.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Slides move over this long (an element's CSS reads it as --carousel-transition). */
export const SLIDE_TRANSITION_MS = 500;
/** Slide transitions run 1000 ms on iOS (elements-content.md §9). */
export const SLIDE_TRANSITION_IOS_MS = 1000;

/** iPhone, iPad (an iPad also says "Macintosh", with a touch screen) or iPod. */
export function isIos(
  userAgent: string = navigator.userAgent,
  platform: string = navigator.platform,
  touchPoints: number = navigator.maxTouchPoints,
): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && touchPoints > 1);
}

/** How long a move takes: 0 under reduced motion, 1000 ms on iOS, else SLIDE_TRANSITION_MS. */
export function transitionMs(reducedMotion: boolean, ios: boolean = isIos()): number {
  if (reducedMotion) return 0;
  return ios ? SLIDE_TRANSITION_IOS_MS : SLIDE_TRANSITION_MS;
}

/**
 * Moves the slides of a carousel whose slides are stacked (`carousel-slide`): after each move the
 * slide left behind goes out and the new one comes in, sliding from the side the carousel moved
 * towards (mirrored right to left) or fading. Nothing moves under reduced motion. Works the same
 * for two slides as for twenty, and when wrapping from the last to the first.
 */
export function useSlideMotion(
  /** The carousel (useCarousel): what moved, which way, and how long a move takes. */
  carousel: { index: number; moves: number; direction: 1 | -1; rtl: boolean; transitionMs: number },
  viewport: RefObject<HTMLElement | null>,
  /** none: the element moves its slides itself. */
  effect: 'slide' | 'fade' | 'none' = 'slide',
) {
  const previous = useRef(carousel.index);
  const { index, moves, direction, rtl, transitionMs: duration } = carousel;
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = index;
    const root = viewport.current;
    if (from === index || duration === 0 || effect === 'none' || !root || typeof root.animate !== 'function') return;
    const slide = (i: number) => root.querySelector<HTMLElement>(`[data-slide="${i}"]`);
    const outgoing = slide(from);
    const incoming = slide(index);
    const options: KeyframeAnimationOptions = { duration, easing: 'ease-in-out' };
    const sign = direction * (rtl ? -1 : 1);
    const shown = { visibility: 'visible' };
    const animations =
      effect === 'fade'
        ? [
            outgoing?.animate(
              [
                { ...shown, opacity: 1 },
                { ...shown, opacity: 0 },
              ],
              options,
            ),
            incoming?.animate([{ opacity: 0 }, { opacity: 1 }], options),
          ]
        : [
            outgoing?.animate(
              [
                { ...shown, transform: 'translateX(0)' },
                { ...shown, transform: `translateX(${-sign * 100}%)` },
              ],
              options,
            ),
            incoming?.animate([{ transform: `translateX(${sign * 100}%)` }, { transform: 'translateX(0)' }], options),
          ];
    return () => animations.forEach((a) => a?.cancel());
  }, [moves]); // eslint-disable-line react-hooks/exhaustive-deps -- once per move
}
