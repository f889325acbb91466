import type { Kinds } from '../../src/config.js';

/** The video-gallery element's config: every field of the spec's table, with its default. */
export interface VideoGalleryConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const videoGalleryDefaults: VideoGalleryConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const videoGalleryKinds: Kinds = {
  text: 'text',
};
