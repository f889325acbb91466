import type { Kinds } from '../../src/config.js';
import { containerPaddingDefaults, containerPaddingKinds, GROUP_MAX_WIDTH, type ContainerPadding } from '../../src/ui/group.js';

/**
 * The accordion group (elements-content.md §3 Group elements): its child elements (accordions,
 * real tags in light DOM, each with its own config; on phones in their `order_mobile` order),
 * stacked one under the other.
 */
export interface AccordionGroupConfig {
  /** The group's widest size, pixels or a CSS length (500px by default). */
  maxWidth: number | string;
  /** Space between the group's frame and its child elements, per side. */
  containerPadding: ContainerPadding;
  /** Space between two children, in pixels or a CSS length. */
  verticalMargin: number | string;
  /** Opening one accordion closes the others. */
  onlyOneOpen: boolean;
}

export const accordionGroupDefaults: AccordionGroupConfig = {
  maxWidth: GROUP_MAX_WIDTH,
  containerPadding: containerPaddingDefaults(),
  verticalMargin: 10,
  onlyOneOpen: false,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const accordionGroupKinds: Kinds = {
  maxWidth: 'length',
  ...containerPaddingKinds('containerPadding'),
  verticalMargin: 'length',
  onlyOneOpen: 'boolean',
};
