import type { Kinds } from '../../src/config.js';

/** The gallery element's config: every field of the spec's table, with its default. */
export interface GalleryConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const galleryDefaults: GalleryConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const galleryKinds: Kinds = {
  text: 'text',
};
