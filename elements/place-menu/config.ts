import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';
import { textStyleKinds, type TextStyle } from '../../src/text-style.js';

/**
 * Where the panel opens: under the start of the menu the item is in (its parent), under the
 * item itself, or across the whole width of the window.
 */
export const POSITIONS = ['start-menu', 'start-menu-item', 'width-full'] as const;
/** How the panel opens: by a click on the item, or while the pointer is over it. */
export const OPEN_TYPES = ['by-click', 'by-hover'] as const;
/** A panel opened by hover closes this long after the pointer left it, so the pointer may cross the gap to it. */
export const HOVER_CLOSE_DELAY_MS = 300;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

/**
 * The place menu (elements-content.md §3, §4 Place menu): an item whose click opens a dropdown
 * panel holding the place menu's child elements (real tags in light DOM), over a page mask.
 */
export interface PlaceMenuConfig {
  /** The item's text; empty shows the translated 'Menu'. */
  text: string;
  /** The item's text style; sizes are pixels or CSS lengths. */
  textStyle: TextStyle<(typeof TEXT_ALIGNS)[number]>;
  /** The panel's size (pixels or CSS lengths); width-full panels span the window. */
  widthContainer: number | string;
  /** The panel's height, pixels or a CSS length (300 by default). */
  heightContainer: number | string;
  /** Moves the panel sideways from where its position puts it, in pixels. */
  leftContainer: number;
  /** Space before the item, in pixels or a CSS length. */
  leftMargin: number | string;
  /** Space between the item and its panel, in pixels. */
  bottomMargin: number;
  /** Where the panel opens: start-menu (under the start of the menu), start-menu-item (under the item) or width-full. */
  positionContainer: (typeof POSITIONS)[number];
  /** How the panel opens: by-click on the item, or by-hover while the pointer is over it. */
  typeOpenContainer: (typeof OPEN_TYPES)[number];
  /** The item is only a link: a click follows `link` and no panel opens. */
  enableOnlyLink: boolean;
  /** The item's text may wrap onto several lines. */
  enableLineBreak: boolean;
  /** Colours under the pointer, and while the panel is open (selected); empty keeps the normal ones. */
  hoverColor: string;
  /** The item's background under the pointer; empty keeps the normal one. */
  hoverBackgroundColor: string;
  /** The item's text colour while its panel is open; empty keeps the normal one. */
  selectedColor: string;
  /** The item's background while its panel is open; empty keeps the normal one. */
  selectedBackgroundColor: string;
  /** The panel's background. */
  containerBackground: string;
  /** Followed by a click on the item when enableOnlyLink is on. */
  link: LinkConfig | null;
  /** As wide as its text unless the owner sets a width. */
  width: number | string | null;
}

export const placeMenuDefaults: PlaceMenuConfig = {
  text: '',
  textStyle: { family: '', size: 16, sizeMobile: '', color: '', align: 'center', weight: '', style: '' },
  widthContainer: 600,
  heightContainer: 300,
  leftContainer: 0,
  leftMargin: 0,
  bottomMargin: 0,
  positionContainer: 'start-menu-item',
  typeOpenContainer: 'by-click',
  enableOnlyLink: false,
  enableLineBreak: false,
  hoverColor: '',
  hoverBackgroundColor: '',
  selectedColor: '',
  selectedBackgroundColor: '',
  containerBackground: '#ffffff',
  link: null,
  width: 'auto',
};

export const placeMenuChoices = {
  positionContainer: POSITIONS,
  typeOpenContainer: OPEN_TYPES,
  'textStyle.align': TEXT_ALIGNS,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const placeMenuKinds: Kinds = {
  text: 'text',
  ...textStyleKinds('textStyle'),
  widthContainer: 'length',
  heightContainer: 'length',
  leftContainer: 'number',
  leftMargin: 'length',
  bottomMargin: 'number',
  positionContainer: 'choice',
  typeOpenContainer: 'choice',
  enableOnlyLink: 'boolean',
  enableLineBreak: 'boolean',
  hoverColor: 'colour',
  hoverBackgroundColor: 'colour',
  selectedColor: 'colour',
  selectedBackgroundColor: 'colour',
  containerBackground: 'colour',
  link: 'link',
  width: 'length',
};

export interface Box {
  left: number;
  right: number;
  bottom: number;
}

/**
 * Where the panel goes on the screen (position: fixed), from the item's box, its menu's box (the
 * parent) and the window's width. Start is the left edge, or the right one right to left. The
 * panel stays inside the window.
 */
export function panelPlace(
  position: PlaceMenuConfig['positionContainer'],
  item: Box,
  menu: Box,
  options: { offset: number; gap: number; width: number; windowWidth: number; rtl: boolean },
): { top: number; left: number; width: number | null } {
  const top = item.bottom + options.gap;
  if (position === 'width-full') return { top, left: 0, width: null };
  const reference = position === 'start-menu' ? menu : item;
  const width = Math.min(options.width, options.windowWidth);
  const wanted = options.rtl ? reference.right - width - options.offset : reference.left + options.offset;
  const left = Math.max(0, Math.min(wanted, options.windowWidth - width));
  return { top, left, width };
}
