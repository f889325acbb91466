import type { Kinds } from '../../src/config.js';

/** Floating button constants (elements-content.md §9; its z-index, 9999, is in floating-button.css). */
export const FLOATING_BOTTOM_PX = 20;
export const FLOATING_SIZE_PX = 100;
/** How far from its side of the screen by default. */
export const FLOATING_SIDE_PX = 20;

/** The round image and the label of each type; any other type shows a generic contact image. */
export const FLOATING_TYPES = ['whatsapp', 'email', 'phone', 'telegram', 'messenger', 'instagram', 'facebook', 'custom'] as const;

/** The floating button's config (elements-content.md §3 Floating button). */
export interface FloatingButtonConfig {
  /** One of FLOATING_TYPES; any other shows the custom (contact) image. */
  type: string;
  /** Where it links: an address (email: an e-mail address, mailto: is added; phone: a number; whatsapp: a number or an address). */
  href: string;
  /** A bubble beside the button; it hides while the pointer is on the button. */
  callToAction: {
    /** Show a call-to-action label beside the button. */
    enable: boolean;
    /** The label's text. */
    text: string;
  };
  /** At the bottom right (else bottom left). */
  right: boolean;
  /** 0–1 (or a percentage 1–100). */
  opacity: number;
  /** The button's width, pixels or a CSS length (100 by default). */
  width: number | string;
  /** The button's height, pixels or a CSS length (100 by default). */
  height: number | string;
  /** Distance from the left edge (at the left) or the right edge (at the right). */
  marginLeft: number | string;
  /** Distance from the right edge of the screen when the button is at the right. */
  marginRight: number | string;
  /** Space above the image inside the button; 0 lets the round image fill it. */
  paddingTop: number | string;
  /** Space right of the image inside the button; 0 lets the round image fill it. */
  paddingRight: number | string;
  /** Space below the image inside the button; 0 lets the round image fill it. */
  paddingBottom: number | string;
  /** Space left of the image inside the button; 0 lets the round image fill it. */
  paddingLeft: number | string;
}

export const floatingButtonDefaults: FloatingButtonConfig = {
  type: 'whatsapp',
  href: '',
  callToAction: { enable: false, text: '' },
  right: true,
  opacity: 1,
  width: FLOATING_SIZE_PX,
  height: FLOATING_SIZE_PX,
  marginLeft: FLOATING_SIDE_PX,
  marginRight: FLOATING_SIDE_PX,
  // The round image fills its box.
  paddingTop: 0,
  paddingRight: 0,
  paddingBottom: 0,
  paddingLeft: 0,
};

/** How each field is read (src/config.ts). */
export const floatingButtonKinds: Kinds = {
  type: 'text',
  href: 'text',
  callToAction: 'object',
  'callToAction.enable': 'boolean',
  'callToAction.text': 'text',
  right: 'boolean',
  opacity: 'number',
  width: 'length',
  height: 'length',
  marginLeft: 'length',
  marginRight: 'length',
  paddingTop: 'length',
  paddingRight: 'length',
  paddingBottom: 'length',
  paddingLeft: 'length',
};
