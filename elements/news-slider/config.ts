import type { Kinds } from '../../src/config.js';

/** The news-slider element's config: every field of the spec's table, with its default. */
export interface NewsSliderConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const newsSliderDefaults: NewsSliderConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const newsSliderKinds: Kinds = {
  text: 'text',
};
