import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';

/** One menu entry (elements-lead-capture.md §3 Menu itemList); items are read defensively by the component. */
export interface MenuItem {
  /** The item's text. */
  name: string;
  /** A built-in icon name (as the button's) and its side. */
  icon?: {
    /** The icon's name; '' shows none. */
    selected?: string;
    /** The side of the text the icon is on. */
    position?: 'left' | 'right';
  };
  /** What a click on the item does. */
  link?: LinkConfig | null;
  /** Dropdown entries; an item with children opens them instead of following its own link. */
  children?: MenuItem[];
  /** Drip availability: none, a date, or a time after the visitor's first access ("other"). */
  typeOfPredefined?: 'none' | 'date' | 'other';
  /** The date (ISO or anything Date.parse reads) after which a 'date' item shows. */
  datePredefined?: string;
  /** Days after the first access before an 'other' item shows. */
  timePredefinedDays?: number | string;
  /** Hours added to that wait. */
  timePredefinedHours?: number | string;
  /** Minutes added to that wait. */
  timePredefinedMinutes?: number | string;
  /** Seconds added to that wait. */
  timePredefinedSeconds?: number | string;
}

/** Colours of items for normal, hover and active (the current page); '' keeps the menu's own. */
export interface MenuColours {
  /** Text colour. */
  color: string;
  /** Background colour. */
  background: string;
  /** Text colour under the pointer. */
  hoverColor: string;
  /** Background under the pointer. */
  hoverBackground: string;
  /** Text colour of the current page's item. */
  activeColor: string;
  /** Background of the current page's item. */
  activeBackground: string;
}

/** The menu element (elements-lead-capture.md §2, §3, §4 Menu); every field with its default. */
export interface MenuConfig {
  /** The menu's items, each with its name, icon, link, dropdown entries and drip availability. */
  itemList: MenuItem[];
  /** Where the items sit in the bar: left, center or right. */
  align: 'left' | 'center' | 'right';
  /** Items stacked in a column instead of a row. */
  vertical: boolean;
  /** Gap between items: pixels or a CSS length. */
  spacing: number | string;
  /** A logo image beside the items: its address, side (left or right), width and alternative text. */
  brand: {
    /** The logo's address. */
    image: string;
    /** The side of the bar the logo is on. */
    position: 'left' | 'right';
    /** The logo's width (its height is at most 50px). */
    width: number | string;
    /** The logo's alternative text. */
    alt: string;
  };
  /** The burger button shown on the mobile device class. */
  burguerMenu: {
    /** The side of the bar the burger button is on. */
    position: 'left' | 'right';
    /** A built-in icon name; '' draws three bars. */
    icon: string;
    /** The burger shows a close icon while the menu is open. */
    showCloseIcon: boolean;
    /** The open menu also carries its own close button. */
    displayCloseIcon: boolean;
    /** The open mobile menu's background. */
    backgroundColor: string;
    /** The burger button's and the open menu's text colour. */
    color: string;
  };
  /** Colours of the top-level items: normal, under the pointer and active (the current page). */
  btnStyle: MenuColours;
  /** Colours of dropdown entries. */
  subStyle: MenuColours;
  /** Items with a typeOfPredefined show only once available. */
  isDrip: boolean;
  /** How the mobile menu opens. */
  menuMobileEffect: 'slide' | 'fade';
  /** Item height: pixels or a CSS length. */
  itemHeight: number | string;
  /** Item minimum width, on desktop and on mobile: pixels or a CSS length. */
  itemWidth: number | string;
  /** Item minimum width on mobile: pixels or a CSS length. */
  itemWidthMobile: number | string;
}

const noColours: MenuColours = {
  color: '',
  background: '',
  hoverColor: '',
  hoverBackground: '',
  activeColor: '',
  activeBackground: '',
};

export const menuDefaults: MenuConfig = {
  itemList: [],
  align: 'left',
  vertical: false,
  spacing: 0,
  brand: { image: '', position: 'left', width: '', alt: '' },
  burguerMenu: {
    position: 'right',
    icon: '',
    showCloseIcon: true,
    displayCloseIcon: false,
    backgroundColor: '',
    color: '',
  },
  btnStyle: noColours,
  subStyle: noColours,
  isDrip: false,
  menuMobileEffect: 'slide',
  itemHeight: 40,
  itemWidth: 100,
  itemWidthMobile: 80,
};

export const menuChoices = {
  align: ['left', 'center', 'right'],
  'brand.position': ['left', 'right'],
  'burguerMenu.position': ['left', 'right'],
  menuMobileEffect: ['slide', 'fade'],
};

const colourKinds = (path: string): Kinds => ({
  [path]: 'object',
  [`${path}.color`]: 'colour',
  [`${path}.background`]: 'colour',
  [`${path}.hoverColor`]: 'colour',
  [`${path}.hoverBackground`]: 'colour',
  [`${path}.activeColor`]: 'colour',
  [`${path}.activeBackground`]: 'colour',
});

/** How each field is read (src/config.ts). */
export const menuKinds: Kinds = {
  // Items (names, icons, links, children, drip fields) are read by the component.
  itemList: 'list',
  align: 'choice',
  vertical: 'boolean',
  spacing: 'length',
  brand: 'object',
  'brand.image': 'url',
  'brand.position': 'choice',
  'brand.width': 'length',
  'brand.alt': 'text',
  burguerMenu: 'object',
  'burguerMenu.position': 'choice',
  // A built-in icon name; an unknown one draws the three bars.
  'burguerMenu.icon': 'text',
  'burguerMenu.showCloseIcon': 'boolean',
  'burguerMenu.displayCloseIcon': 'boolean',
  'burguerMenu.backgroundColor': 'colour',
  'burguerMenu.color': 'colour',
  ...colourKinds('btnStyle'),
  ...colourKinds('subStyle'),
  isDrip: 'boolean',
  menuMobileEffect: 'choice',
  itemHeight: 'length',
  itemWidth: 'length',
  itemWidthMobile: 'length',
};
