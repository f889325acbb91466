import type { Kinds } from '../../src/config.js';

/** The slider-gallery element's config: every field of the spec's table, with its default. */
export interface SliderGalleryConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const sliderGalleryDefaults: SliderGalleryConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const sliderGalleryKinds: Kinds = {
  text: 'text',
};
