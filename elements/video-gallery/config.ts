import type { Choices, Kinds } from '../../src/config.js';
import { textStyleKinds, type TextStyle } from '../../src/text-style.js';

/** Visible items per category carousel by default (elements-content.md §9 amountOfNews). */
export const AMOUNT_OF_NEWS = 5;
/**
 * A carousel whose items exceed the visible amount moves on this often (§9: 9000 ms is declared,
 * 10000 ms is what runs, and what visitors know).
 */
export const VIDEO_GALLERY_ROTATE_MS = 10_000;
/** A child whose element is still missing this long after the gallery appeared is reported (§9 build delay). */
export const VIDEO_GALLERY_BUILD_DELAY_MS = 3000;
/** On a phone a carousel shows at most this many items, whatever amountOfNews says. */
export const VIDEO_GALLERY_MOBILE_ITEMS = 2;

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const BACKGROUND_ORIGINS = ['', 'border-box', 'padding-box', 'content-box'] as const;

/** A category title's text style. Sizes are pixels or CSS lengths. */
export type CategoryTextStyle = TextStyle<(typeof TEXT_ALIGNS)[number]>;

/**
 * The video gallery (elements-content.md §3 Video gallery tree): numbered categories, each with a
 * name and numbered childs `{ url, thumbnail, id, label }`, shown as one carousel per category;
 * a thumbnail opens its player panel at the top. A child's `id` names its player element among the
 * gallery's own children (the site data node's children); a child without one gets a video element
 * made for it. Width, height, borders, shadow, radius and backgrounds come with the common config.
 */
export interface VideoGalleryConfig {
  /** `{ "1": { name, childs: { "1": { url, thumbnail, id, label } } } }`, or lists of the same. */
  categories: unknown;
  /** Height of the player panel at the top while a video is open. */
  heightTop: number | string;
  /** Items visible at once in each category's carousel. */
  amountOfNews: number;
  /** Size of the carousels' previous and next arrows, pixels or a CSS length (25 by default). */
  arrowSize: number | string;
  /** Colour of the carousels' previous and next arrows (#d1d1d1 by default). */
  arrowColor: string;
  /** The category titles. */
  textStyle: CategoryTextStyle;
  /** Where the background image is placed from: border-box, padding-box or content-box. */
  backgroundOrigin: (typeof BACKGROUND_ORIGINS)[number];
}

export const videoGalleryDefaults: VideoGalleryConfig = {
  categories: {},
  heightTop: 360,
  amountOfNews: AMOUNT_OF_NEWS,
  arrowSize: 25,
  arrowColor: '#d1d1d1',
  textStyle: {
    family: '',
    size: 20,
    sizeMobile: '',
    color: '',
    align: 'left',
    weight: '700',
    style: 'normal',
  },
  backgroundOrigin: '',
};

export const videoGalleryChoices: Choices = {
  'textStyle.align': TEXT_ALIGNS,
  backgroundOrigin: BACKGROUND_ORIGINS,
};

/** How each field is read (src/config.ts). */
export const videoGalleryKinds: Kinds = {
  // Read by readTree (./tree.ts): builder data keys categories and childs by number.
  categories: 'any',
  heightTop: 'length',
  amountOfNews: 'integer',
  arrowSize: 'length',
  arrowColor: 'colour',
  ...textStyleKinds('textStyle'),
  backgroundOrigin: 'choice',
};
