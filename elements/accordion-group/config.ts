import { cssLength } from '../../src/common.js';
import type { Kinds } from '../../src/config.js';

/** Group elements are at most 500px wide by default (elements-content.md §1). */
export const GROUP_MAX_WIDTH = '500px';

/** The space around a group's child elements, inside its frame (elements-content.md §3 Group elements). */
export interface ContainerPadding {
  top: number | string;
  right: number | string;
  bottom: number | string;
  left: number | string;
}

export const containerPaddingDefaults = (): ContainerPadding => ({ top: 0, right: 0, bottom: 0, left: 0 });

/** The padding as the group's CSS padding. */
export const containerPaddingStyle = (padding: ContainerPadding) => ({
  paddingTop: cssLength(padding.top),
  paddingRight: cssLength(padding.right),
  paddingBottom: cssLength(padding.bottom),
  paddingLeft: cssLength(padding.left),
});

export const containerPaddingKinds = (path: string): Kinds => ({
  [path]: 'object',
  [`${path}.top`]: 'length',
  [`${path}.right`]: 'length',
  [`${path}.bottom`]: 'length',
  [`${path}.left`]: 'length',
});

/**
 * The accordion group (elements-content.md §3 Group elements): its child elements (accordions,
 * real tags in light DOM, each with its own config; on phones in their `order_mobile` order),
 * stacked one under the other.
 */
export interface AccordionGroupConfig {
  maxWidth: number | string;
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
