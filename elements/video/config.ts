import type { Kinds } from '../../src/config.js';

/** Where the sticky player sits on the screen. */
export const STICKY_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;

/**
 * The video element (elements-content.md §3 Video element, §9 video 300x300): an address of any
 * provider the video address recognition knows (src/embeds/video-address.ts), with sticky mode.
 */
export interface VideoConfig {
  /** A vidello, Vimeo, Wistia or YouTube address, a media file, or any player page. */
  src: string;
  /** Keeps playing in a corner of the screen when scrolled out of view. */
  StickyVideo: boolean;
  /** The corner the sticky player sits in: bottom-right, bottom-left, top-right or top-left. */
  positionSticky: (typeof STICKY_POSITIONS)[number];
  /** Width of the sticky player: pixels or a CSS length (never below 160px). */
  sizeSticky: number | string;
  /** The sticky player has a close button that puts the video back in its place for this visit of the page. */
  btnClick: boolean;
  /** The element's width, pixels or a CSS length (300 by default). */
  width: number | string | null;
  /** The element's height, pixels or a CSS length (300 by default). */
  height: number | string | null;
}

export const videoDefaults: VideoConfig = {
  src: '',
  StickyVideo: false,
  positionSticky: 'bottom-right',
  sizeSticky: 320,
  btnClick: true,
  width: 300,
  height: 300,
};

export const videoChoices = { positionSticky: STICKY_POSITIONS };

/** How each field is read (src/config.ts); width and height come with the common config. */
export const videoKinds: Kinds = {
  src: 'url',
  StickyVideo: 'boolean',
  positionSticky: 'choice',
  sizeSticky: 'length',
  btnClick: 'boolean',
};
