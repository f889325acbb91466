import type { Kinds } from '../../src/config.js';
import { textStyleKinds, type TextStyle } from '../../src/text-style.js';

/** The header's icon: it turns (or becomes a minus) while the accordion is open; none draws no icon. */
export const ACCORDION_ICONS = ['chevron', 'plus', 'arrow', 'none'] as const;
export const ICON_POSITIONS = ['left', 'right'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

export { ACCORDION_SET_EVENT, ACCORDION_TOGGLE_EVENT } from '../../src/ui/accordion-events.js';

/**
 * The accordion element (elements-content.md §3 Accordion): a header that opens and closes a
 * container holding the accordion's child elements.
 */
export interface AccordionConfig {
  /** The header's text. */
  text: string;
  /** The open container's height (pixels or a CSS length); taller content makes it taller. */
  heightContainer: number | string;
  /** Border of the open container: width (pixels or a CSS length), CSS style and colour. */
  containerBorder: {
    /** Border width: pixels or a CSS length. */
    width: number | string;
    /** A CSS border style (solid, dashed …). */
    style: string;
    /** Border colour. */
    color: string;
  };
  /** Corner radius of the container, pixels or a CSS length. */
  containerRadius: number | string;
  /** Background colour of the container; empty leaves it transparent. */
  containerBackground: string;
  /** The open/close sign in the header: chevron, plus, arrow or none. */
  icon: (typeof ACCORDION_ICONS)[number];
  /** Which side of the header text the icon sits on: left or right. */
  iconPosition: (typeof ICON_POSITIONS)[number];
  /** The header's text style; sizes are pixels or CSS lengths. */
  textStyle: TextStyle<(typeof TEXT_ALIGNS)[number]>;
  /** Open when the page shows it. */
  expanded: boolean;
}

export const accordionDefaults: AccordionConfig = {
  text: 'Accordion',
  heightContainer: 200,
  containerBorder: { width: 1, style: 'solid', color: '#e5e7eb' },
  containerRadius: 0,
  containerBackground: '',
  icon: 'chevron',
  iconPosition: 'right',
  textStyle: { family: '', size: 18, sizeMobile: '', color: '', align: 'left', weight: '600', style: '' },
  expanded: false,
};

export const accordionChoices = {
  icon: ACCORDION_ICONS,
  iconPosition: ICON_POSITIONS,
  'textStyle.align': TEXT_ALIGNS,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const accordionKinds: Kinds = {
  text: 'text',
  heightContainer: 'length',
  containerBorder: 'object',
  'containerBorder.width': 'length',
  // A CSS border style (solid, dashed, dotted…).
  'containerBorder.style': 'text',
  'containerBorder.color': 'colour',
  containerRadius: 'length',
  containerBackground: 'colour',
  icon: 'choice',
  iconPosition: 'choice',
  ...textStyleKinds('textStyle'),
  expanded: 'boolean',
};
