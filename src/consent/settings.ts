/** The GDPR settings of the site data (runtime.md §3 GDPR settings); every field with its default. */
import { parseConfig } from '../config.js';

export const BANNER_POSITIONS = ['bottom-right', 'bottom-left', 'bottom', 'top', 'top-right', 'top-left'] as const;

export interface GdprSettings {
  active: boolean;
  /** Empty texts are the translated defaults. */
  title: string;
  message: string;
  /** Days the choice is kept. */
  expires: number;
  /** The privacy or cookie policy. */
  link: { text: string; url: string };
  labels: { accept: string; necessary: string; preferences: string; save: string; reset: string };
  colors: { background: string; text: string; button: string; buttonText: string; link: string };
  font: { family: string; size: string };
  /** Texts of the cookie types in the preferences view. */
  types: { necessary: string; analytics: string; marketing: string };
  /** The button that reopens the choice once made. */
  resetButton: { active: boolean; position: 'right' | 'left' };
  position: (typeof BANNER_POSITIONS)[number];
}

export const gdprDefaults: GdprSettings = {
  active: false,
  title: '',
  message: '',
  expires: 365,
  link: { text: '', url: '' },
  labels: { accept: '', necessary: '', preferences: '', save: '', reset: '' },
  colors: { background: '#ffffff', text: '#1f2933', button: '#1a56db', buttonText: '#ffffff', link: '#1a56db' },
  font: { family: '', size: '' },
  types: { necessary: '', analytics: '', marketing: '' },
  resetButton: { active: true, position: 'right' },
  position: 'bottom-right',
};

export const gdprChoices = { position: BANNER_POSITIONS, 'resetButton.position': ['right', 'left'] };

/** The site's GDPR settings (site data `gdpr`) read against the defaults, with what was invalid. */
export function readGdpr(raw: unknown): { config: GdprSettings; problems: string[] } {
  return parseConfig(raw ?? {}, gdprDefaults, { choices: gdprChoices });
}
