import type { Kinds } from '../../src/config.js';

/** The floating-button element's config: every field of the spec's table, with its default. */
export interface FloatingButtonConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const floatingButtonDefaults: FloatingButtonConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const floatingButtonKinds: Kinds = {
  text: 'text',
};
