import type { Kinds } from '../../src/config.js';
import { containerPaddingDefaults, containerPaddingKinds, GROUP_MAX_WIDTH, type ContainerPadding } from '../../src/ui/group.js';

/** A menu group with no menu in it gets one this long after it is drawn (elements-content.md §4 Menu group). */
export const ADD_MENU_AFTER_MS = 3000;
/** The tag of the menu it adds: a place menu, the group's items (their panels start at the group: start-menu). */
export const MENU_TAG = 'weft-place-menu';

/**
 * The menu group (elements-content.md §3 Group elements, Menu group): its child elements (place
 * menus and anything else, real tags in light DOM; on phones in their `order_mobile` order) in a
 * row, horizontalMargin apart.
 */
export interface MenuGroupConfig {
  /** The group's widest size, pixels or a CSS length (500px by default). */
  maxWidth: number | string;
  /** Space between the group's frame and its child elements, per side. */
  containerPadding: ContainerPadding;
  /** Space between two children, in pixels or a CSS length. */
  horizontalMargin: number | string;
  /** The page mask shows under an open place menu's panel; off, the page stays as it is. */
  backDrop: boolean;
}

export const menuGroupDefaults: MenuGroupConfig = {
  maxWidth: GROUP_MAX_WIDTH,
  containerPadding: containerPaddingDefaults(),
  horizontalMargin: 20,
  backDrop: true,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const menuGroupKinds: Kinds = {
  maxWidth: 'length',
  ...containerPaddingKinds('containerPadding'),
  horizontalMargin: 'length',
  backDrop: 'boolean',
};
