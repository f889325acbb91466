import type { LinkConfig } from '../../src/links/link.js';
import { ICONS } from '../../src/ui/icons.js';

/** The link/button element (elements-lead-capture.md §2 Link / button); every field with its default. */
export interface ButtonConfig {
  text: string;
  /** A smaller second line under the text. */
  subtext: string;
  icon: { selected: string; position: 'left' | 'right' };
  link: LinkConfig | null;
  background: string;
  color: string;
  hoverBackground: string;
  hoverColor: string;
  /** The CSS cursor over the button. */
  cursorType: string;
  /** Outer margin of the button, on every side. */
  margin: number | string;
  textStyle: { family: string; size: string; sizeMobile: string; weight: string; style: string };
  subtextStyle: { size: string; color: string };
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
