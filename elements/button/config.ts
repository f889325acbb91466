import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';
import { ICONS } from '../../src/ui/icons.js';

/** The link/button element (elements-lead-capture.md §2 Link / button); every field with its default. */
export interface ButtonConfig {
  /** The button's label. */
  text: string;
  /** A smaller second line under the text. */
  subtext: string;
  /** An icon by name, left or right of the text; an empty name shows none. */
  icon: {
    /** The icon's name; '' shows none. */
    selected: string;
    /** The side of the text the icon is on. */
    position: 'left' | 'right';
  };
  /** What a click does (web address, page, email, hidden panel or another link action); null: nothing. */
  link: LinkConfig | null;
  /** Background colour of the button. */
  background: string;
  /** Colour of the text and icon. */
  color: string;
  /** Background colour under the pointer; empty keeps the background. */
  hoverBackground: string;
  /** Text colour under the pointer; empty keeps the text colour. */
  hoverColor: string;
  /** The CSS cursor over the button. */
  cursorType: string;
  /** Outer margin of the button, on every side. */
  margin: number | string;
  /** Sizes are pixels or CSS lengths; an empty one keeps the button's own. */
  textStyle: {
    /** A CSS font family. */
    family: string;
    /** Font size. */
    size: number | string;
    /** Font size on the mobile device class. */
    sizeMobile: number | string;
    /** A CSS font weight (700, bold). */
    weight: string;
    /** A CSS font style (italic). */
    style: string;
  };
  /** Size (pixels or a CSS length) and colour of the second line; empty keeps the button's. */
  subtextStyle: {
    /** The second line's font size. */
    size: number | string;
    /** The second line's colour. */
    color: string;
  };
}

export const buttonDefaults: ButtonConfig & {
  width: string;
  height: number;
  paddingTop: number;
  paddingRight: number;
  paddingBottom: number;
  paddingLeft: number;
} = {
  text: 'Click here',
  subtext: '',
  icon: { selected: '', position: 'left' },
  link: null,
  background: '#1a56db',
  color: '#ffffff',
  hoverBackground: '',
  hoverColor: '',
  cursorType: 'pointer',
  margin: 15,
  textStyle: { family: '', size: '', sizeMobile: '', weight: '', style: '' },
  subtextStyle: { size: '', color: '' },
  // Common fields with the button's own defaults: width 50%, height 50px, no inner padding.
  width: '50%',
  height: 50,
  paddingTop: 0,
  paddingRight: 0,
  paddingBottom: 0,
  paddingLeft: 0,
};

export const buttonChoices = {
  'icon.position': ['left', 'right'],
  cursorType: ['pointer', 'default', 'text', 'move', 'grab', 'crosshair', 'help', 'not-allowed', 'zoom-in', 'copy'],
  'icon.selected': ['', ...Object.keys(ICONS)],
};

/** How each field is read (src/config.ts); the common fields come with the common config. */
export const buttonKinds: Kinds = {
  text: 'text',
  subtext: 'text',
  icon: 'object',
  'icon.selected': 'choice',
  'icon.position': 'choice',
  link: 'link',
  background: 'colour',
  color: 'colour',
  hoverBackground: 'colour',
  hoverColor: 'colour',
  cursorType: 'choice',
  margin: 'length',
  textStyle: 'object',
  'textStyle.family': 'text',
  'textStyle.size': 'length',
  'textStyle.sizeMobile': 'length',
  // A number such as 700 becomes text.
  'textStyle.weight': 'text',
  'textStyle.style': 'text',
  subtextStyle: 'object',
  'subtextStyle.size': 'length',
  'subtextStyle.color': 'colour',
};
