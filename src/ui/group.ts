/** What every group element (accordion group, menu group) shares: its width and the padding around its children. */
import { cssLength } from '../common.js';
import type { Kinds } from '../config.js';

/** Group elements are at most 500px wide by default (elements-content.md §1). */
export const GROUP_MAX_WIDTH = '500px';

/** The space around a group's child elements, inside its frame (elements-content.md §3 Group elements). */
export interface ContainerPadding {
  /** Top padding. */
  top: number | string;
  /** Right padding. */
  right: number | string;
  /** Bottom padding. */
  bottom: number | string;
  /** Left padding. */
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
