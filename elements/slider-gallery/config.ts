import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';

/** Autoplay moves to the next image this often (elements-content.md §9). */
export const SLIDER_TIMER_MS = 3000;
/** Default arrow size and colour (elements-content.md §9). */
export const ARROW_SIZE_PX = 25;
export const ARROW_COLOR = '#d1d1d1';
/** Default box (elements-content.md §9): 200×200. */
export const SLIDER_GALLERY_SIZE_PX = 200;

/** One image: its address, its text for screen readers and an optional link (the shared link action). */
export interface SliderImage {
  /** The picture's address. */
  src: string;
  /** The picture's alternative text. */
  alt?: string;
  /** Wins over the gallery's own link. */
  link?: LinkConfig | null;
}

/** The slider gallery's config (elements-content.md §3 Slider gallery). */
export interface SliderGalleryConfig {
  /** The slider's width, pixels or a CSS length (200 by default). */
  width: number | string;
  /** The slider's height, pixels or a CSS length (200 by default). */
  height: number | string;
  /** `{ src, alt, link }` each (`url` or `image` are read as `src` too); images without an address are left out. */
  images: SliderImage[];
  /** Milliseconds between automatic moves. */
  timerSlider: number;
  /** The image shown first. */
  currentIndex: number;
  /** Moves by itself (only with more than one image; never under reduced motion unless the visitor starts it). */
  autoPlaySlider: boolean;
  /** Shows the previous/next arrows. */
  arrowOptions: boolean;
  /** Size of the previous and next arrows, pixels or a CSS length (25 by default). */
  arrowSize: number | string;
  /** Colour of the previous and next arrows (#d1d1d1 by default). */
  arrowColor: string;
  /** A link for every image without its own (`targetID` is read as the link's `valueID`). */
  link: LinkConfig | null;
}

export const sliderGalleryDefaults: SliderGalleryConfig = {
  width: SLIDER_GALLERY_SIZE_PX,
  height: SLIDER_GALLERY_SIZE_PX,
  images: [],
  timerSlider: SLIDER_TIMER_MS,
  currentIndex: 0,
  autoPlaySlider: true,
  arrowOptions: true,
  arrowSize: ARROW_SIZE_PX,
  arrowColor: ARROW_COLOR,
  link: null,
};

/** How each field is read (src/config.ts). */
export const sliderGalleryKinds: Kinds = {
  width: 'length',
  height: 'length',
  images: 'list',
  timerSlider: 'number',
  currentIndex: 'integer',
  autoPlaySlider: 'boolean',
  arrowOptions: 'boolean',
  arrowSize: 'length',
  arrowColor: 'colour',
  link: 'link',
};
