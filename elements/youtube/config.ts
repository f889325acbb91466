import type { Kinds } from '../../src/config.js';

/** The YouTube embed (elements-lead-capture.md §3 Video and frame embeds); every field with its default. */
export interface YoutubeConfig {
  /** The YouTube video's address (a link with its 11-character id); empty or unrecognised shows a prompt to choose one. */
  src: string;
  /** Start playing (muted, as browsers require) as soon as the player loads. */
  checkBoxAutoPlay: boolean;
  /** Play the video again when it ends. */
  checkBoxLoop: boolean;
  /** Hides the player's controls. */
  checkBoxControl: boolean;
  /** Seconds. */
  startYoutube: number;
  /** Where the video stops, in seconds; 0 plays to the end. */
  endYoutube: number;
  /** Keeps playing in a corner when scrolled out of view. */
  StickyVideo: boolean;
  /** The corner the sticky player sits in: bottom-right, bottom-left, top-right or top-left. */
  positionSticky: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
  /** Width of the sticky player: pixels or a CSS length (never below 160px). */
  sizeSticky: number | string;
}

export const youtubeDefaults: YoutubeConfig = {
  src: '',
  checkBoxAutoPlay: false,
  checkBoxLoop: false,
  checkBoxControl: false,
  startYoutube: 0,
  endYoutube: 0,
  StickyVideo: false,
  positionSticky: 'bottom-right',
  sizeSticky: 320,
};

export const youtubeChoices = { positionSticky: ['bottom-right', 'bottom-left', 'top-right', 'top-left'] };

/** How each field is read (src/config.ts). */
export const youtubeKinds: Kinds = {
  src: 'url',
  checkBoxAutoPlay: 'boolean',
  checkBoxLoop: 'boolean',
  checkBoxControl: 'boolean',
  // Seconds into the video.
  startYoutube: 'number',
  endYoutube: 'number',
  StickyVideo: 'boolean',
  positionSticky: 'choice',
  sizeSticky: 'length',
};
