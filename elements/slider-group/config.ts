import type { Kinds } from '../../src/config.js';

/** The slider-group element's config: every field of the spec's table, with its default. */
export interface SliderGroupConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const sliderGroupDefaults: SliderGroupConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const sliderGroupKinds: Kinds = {
  text: 'text',
};
