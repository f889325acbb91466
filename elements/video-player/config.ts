import type { Kinds } from '../../src/config.js';

/**
 * The single video player (elements-content.md §3 Video player element): a play button that
 * opens the video modal (runtime.md §2) with `videoData.url`.
 */
export interface VideoPlayerConfig {
  /** The video: any address the video address recognition knows. */
  videoData: {
    /** The video's address. */
    url: string;
  };
  /** The button's icon, by name (src/ui/icons.tsx: play, arrow-right, star…); play when unknown. */
  icon: string;
  /** The icon's size: pixels or a CSS length. */
  fontSize: number | string;
  /** The icon's colour, and on hover. */
  color: string;
  /** The icon's colour under the pointer; empty keeps color. */
  colorHover: string;
  /** The button's background on hover (backgroundColor and the other background fields style it at rest). */
  backgroundColorHover: string;
  /** The button's width, pixels or a CSS length (100 by default). */
  width: number | string | null;
  /** The button's height, pixels or a CSS length (100 by default). */
  height: number | string | null;
  /** The button's background colour at rest. */
  backgroundColor: string;
  /** The button's corner radius, pixels or a CSS length ('50%' by default: round). */
  borderRadius: number | string | null;
  /** Space above the icon inside the button. */
  paddingTop: number | string;
  /** Space right of the icon inside the button. */
  paddingRight: number | string;
  /** Space below the icon inside the button. */
  paddingBottom: number | string;
  /** Space left of the icon inside the button. */
  paddingLeft: number | string;
}

export const videoPlayerDefaults: VideoPlayerConfig = {
  videoData: { url: '' },
  icon: 'play',
  fontSize: 48,
  color: '#ffffff',
  colorHover: '',
  backgroundColorHover: '',
  width: 100,
  height: 100,
  backgroundColor: '#1a56db',
  borderRadius: '50%',
  paddingTop: 0,
  paddingRight: 0,
  paddingBottom: 0,
  paddingLeft: 0,
};

/** How each field is read (src/config.ts); sizes, background, border and paddings come with the common config. */
export const videoPlayerKinds: Kinds = {
  videoData: 'object',
  'videoData.url': 'url',
  icon: 'text',
  fontSize: 'length',
  color: 'colour',
  colorHover: 'colour',
  backgroundColorHover: 'colour',
};
