import type { Kinds } from '../../src/config.js';

/** The counter-text element's config: every field of the spec's table, with its default. */
export interface CounterTextConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const counterTextDefaults: CounterTextConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const counterTextKinds: Kinds = {
  text: 'text',
};
