import type { Kinds } from '../../src/config.js';

/** The accordion-group element's config: every field of the spec's table, with its default. */
export interface AccordionGroupConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const accordionGroupDefaults: AccordionGroupConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const accordionGroupKinds: Kinds = {
  text: 'text',
};
