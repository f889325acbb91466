import type { Kinds } from '../../src/config.js';

/** The video-player element's config: every field of the spec's table, with its default. */
export interface VideoPlayerConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const videoPlayerDefaults: VideoPlayerConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const videoPlayerKinds: Kinds = {
  text: 'text',
};
