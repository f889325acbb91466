import type { Kinds } from '../../src/config.js';

/** The lottie element's config: every field of the spec's table, with its default. */
export interface LottieConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const lottieDefaults: LottieConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const lottieKinds: Kinds = {
  text: 'text',
};
