import type { Kinds } from '../../src/config.js';

/** The line element's config: every field of the spec's table, with its default. */
export interface LineConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const lineDefaults: LineConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const lineKinds: Kinds = {
  text: 'text',
};
