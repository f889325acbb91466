import type { Kinds } from '../../src/config.js';

/** The counter-bar element's config: every field of the spec's table, with its default. */
export interface CounterBarConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const counterBarDefaults: CounterBarConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const counterBarKinds: Kinds = {
  text: 'text',
};
