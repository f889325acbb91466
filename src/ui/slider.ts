/**
 * A slider from the builder's slider settings (the news slider, the image slider, the slider
 * group): its carousel, its moves told as `slide` events and animated in its viewport.
 */
import { useRef } from 'react';
import { useEmit } from '../base/host.js';
import { useSlideMotion } from './carousel-motion.js';
import { useCarousel } from './carousel-state.js';

/** The builder's slider settings, under their names. */
export interface SliderSettings {
  autoPlaySlider: boolean;
  /** ms between automatic moves. */
  timerSlider: number;
  /** The slide shown first. */
  currentIndex: number;
}

/**
 * The slider's carousel over `count` slides, and the viewport its slides move in (`effect`, as
 * useSlideMotion). Each move is a `slide` event with the new index, the cause, and `detailOf`'s
 * fields for that slide.
 */
export function useSlider(
  count: number,
  settings: SliderSettings,
  { effect, detailOf }: { effect?: 'slide' | 'fade' | 'none'; detailOf?: (index: number) => Record<string, unknown> } = {},
) {
  const emit = useEmit();
  const carousel = useCarousel({
    count,
    autoplay: settings.autoPlaySlider,
    interval: settings.timerSlider,
    start: settings.currentIndex,
    onMove: (index, cause) => emit('slide', { index, ...detailOf?.(index), cause }),
  });
  const viewport = useRef<HTMLDivElement>(null);
  useSlideMotion(carousel, viewport, effect);
  return { carousel, viewport };
}
