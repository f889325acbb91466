import type { Kinds } from '../../src/config.js';

/** The video element's config: every field of the spec's table, with its default. */
export interface VideoConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const videoDefaults: VideoConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const videoKinds: Kinds = {
  text: 'text',
};
