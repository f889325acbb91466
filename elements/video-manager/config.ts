import type { Kinds } from '../../src/config.js';

/** The video-manager element's config: every field of the spec's table, with its default. */
export interface VideoManagerConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const videoManagerDefaults: VideoManagerConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const videoManagerKinds: Kinds = {
  text: 'text',
};
