import type { Kinds } from '../../src/config.js';

/** The accordion element's config: every field of the spec's table, with its default. */
export interface AccordionConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const accordionDefaults: AccordionConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const accordionKinds: Kinds = {
  text: 'text',
};
