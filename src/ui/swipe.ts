/** Swipes on touch screens, for the carousel (./carousel-input.ts) and the image viewer (src/modals). */

/** A horizontal touch move at least this long (and longer than it is tall) is a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * What a touch move means: 1 the next slide, -1 the previous one, 0 nothing (too short, or more
 * vertical than horizontal: the page scrolls). A finger moving left pulls the next slide in from the
 * right; mirrored right to left.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 !== rtl ? 1 : -1;
}
