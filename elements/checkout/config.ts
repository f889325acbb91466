import type { Kinds } from '../../src/config.js';

/** The checkout element's config: every field of the spec's table, with its default. */
export interface CheckoutConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const checkoutDefaults: CheckoutConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const checkoutKinds: Kinds = {
  text: 'text',
};
