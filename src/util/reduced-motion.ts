/** Whether the visitor asked for less motion (prefers-reduced-motion), read where it matters. */

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor prefers reduced motion, at this moment. */
export function prefersReducedMotion(): boolean {
  return matchMedia(REDUCED_MOTION_QUERY).matches;
}
