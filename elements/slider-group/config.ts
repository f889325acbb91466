import type { Kinds } from '../../src/config.js';

/** Slider group constants (elements-content.md §9). */
export const SLIDER_TIMER_MS = 3000;
export const ARROW_SIZE_PX = 25;
export const ARROW_COLOR = '#d1d1d1';
export const MARGIN_BETWEEN_PX = 80;
export const GAP_BETWEEN_PX = 50;
/** Group elements are at most 500px wide by default (elements-content.md §1). */
export const GROUP_MAX_WIDTH = '500px';
/** The owner's [tag] values are looked up again this often while the site has an owner id (§7, §9). */
export const TAG_REFRESH_MS = 1000;
/** side-padding shows the neighbours beside the current slide; with fewer slides it is a plain slide. */
export const SIDE_PADDING_MIN_SLIDES = 3;

export const SLIDE_EFFECTS = ['slide', 'side-padding', 'fade'] as const;

/**
 * The slider group's config (elements-content.md §3 Group elements). Its slides are its child
 * elements (light DOM tags, each with its own config; on phones in their `order_mobile` order).
 */
export interface SliderGroupConfig {
  /** The group's widest size, pixels or a CSS length (500px by default). */
  maxWidth: number | string;
  /** How slides change: slide, side-padding (neighbours show beside; needs 3 slides, else slide) or fade. */
  effectSlide: (typeof SLIDE_EFFECTS)[number];
  /** side-padding: how much room each side of the current slide leaves for its neighbours, in px. */
  marginBetween: number;
  /** Space between two slides side by side, in px. */
  gapBetween: number;
  /** Milliseconds between automatic moves. */
  timerSlider: number;
  /** Moves by itself (only with more than one slide; never under reduced motion unless the visitor starts it). */
  autoPlaySlider: boolean;
  /** The slide shown first. */
  currentIndex: number;
  /** Shows the previous/next arrows. */
  arrowOptions: boolean;
  /** Size of the previous and next arrows, pixels or a CSS length (25 by default). */
  arrowSize: number | string;
  /** Colour of the previous and next arrows (#d1d1d1 by default). */
  arrowColor: string;
}

export const sliderGroupDefaults: SliderGroupConfig = {
  maxWidth: GROUP_MAX_WIDTH,
  effectSlide: 'slide',
  marginBetween: MARGIN_BETWEEN_PX,
  gapBetween: GAP_BETWEEN_PX,
  timerSlider: SLIDER_TIMER_MS,
  autoPlaySlider: true,
  currentIndex: 0,
  arrowOptions: true,
  arrowSize: ARROW_SIZE_PX,
  arrowColor: ARROW_COLOR,
};

export const sliderGroupChoices = { effectSlide: SLIDE_EFFECTS };

/** How each field is read (src/config.ts). */
export const sliderGroupKinds: Kinds = {
  maxWidth: 'length',
  effectSlide: 'choice',
  marginBetween: 'number',
  gapBetween: 'number',
  timerSlider: 'number',
  autoPlaySlider: 'boolean',
  currentIndex: 'integer',
  arrowOptions: 'boolean',
  arrowSize: 'length',
  arrowColor: 'colour',
};
