import type { Kinds } from '../../src/config.js';

/** The checkout widget for a sellable item (elements-content.md §3 Checkout); every field with its default. */
export interface CheckoutConfig {
  /** The kind of widget the checkout service draws, passed on as it is. */
  type: string;
  /** The sellable item's hash; empty: the prompt to choose one. */
  sellableHash: string;
  /** The balloon shown over the buy button. */
  baloon_text: string;
  /** The buy button's text, passed on to the checkout widget. */
  buy_button_text: string;
  /** The smaller line on the buy button, passed on to the checkout widget. */
  buy_button_subtext: string;
  /** The pay button's text, passed on to the checkout widget. */
  pay_button_text: string;
  /** The text under the widget. */
  bottom_info: string;
  /** The widget's language; '' follows the visitor's. he and ar are laid out right to left. */
  language: string;
  /** The widget script's version: /widget/app.js?v={version}. */
  version: string;
  /** The widget's steps; with 3 it may be 768px wide, else 450px (§9). */
  steps: number;
}

/** The spec's checkout box (§9): 410×615. */
export const CHECKOUT_SIZE = { width: 410, height: 615 } as const;

export const checkoutDefaults: CheckoutConfig & { width: number; height: number; maxWidth: number | string | null } = {
  type: '',
  sellableHash: '',
  baloon_text: '',
  buy_button_text: '',
  buy_button_subtext: '',
  pay_button_text: '',
  bottom_info: '',
  language: '',
  version: '1',
  steps: 1,
  ...CHECKOUT_SIZE,
  // None of its own: the steps decide (checkout.css).
  maxWidth: null,
};

/** How each field is read (src/config.ts); the sizes come with the common config. */
export const checkoutKinds: Kinds = {
  type: 'text',
  sellableHash: 'text',
  baloon_text: 'text',
  buy_button_text: 'text',
  buy_button_subtext: 'text',
  pay_button_text: 'text',
  bottom_info: 'text',
  language: 'text',
  version: 'text',
  steps: 'integer',
};
