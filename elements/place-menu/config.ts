import type { Kinds } from '../../src/config.js';

/** The place-menu element's config: every field of the spec's table, with its default. */
export interface PlaceMenuConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const placeMenuDefaults: PlaceMenuConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const placeMenuKinds: Kinds = {
  text: 'text',
};
