/** The multi-step form (elements-lead-capture.md §2 Multi-step form, §3 Form config). */
import { leadFormChoices, leadFormDefaults, type ButtonLook, type LeadFormConfig } from '../../src/forms/config.js';

export interface StepGroup {
  /** The step's title; empty for a default group, which is named in the visitor's language. */
  name: string;
  description: string;
  /** An icon name (see the button's icons) shown in the progress bar when navBar.type is 'icon'. */
  icon: string;
  /** The step's fields: definitions, or tags of `fields`. */
  fields: unknown[];
}

export interface MultistepFormConfig extends LeadFormConfig {
  /** The steps; none configured: personal details, social profiles, account credentials. */
  groups: StepGroup[];
  /** The step shown first (0-based). */
  currentIndex: number;
  navBar: {
    /** 'none', 'icon' or 'number'. */
    type: string;
    showTitle: boolean;
    /** Colour of steps not reached yet, and of reached (active) steps. */
    color: string;
    activeColor: string;
    textColor: string;
    /** Diameter of a step's mark, in pixels. */
    size: number;
    fontSize: number;
  };
  buttonNext: ButtonLook;
  buttonPrevious: ButtonLook;
  buttonSubmit: ButtonLook;
  /** The owner's address to post to; empty: the site mails the form (receiver, subject). */
  action: string;
  receiver: string;
  subject: string;
  isRequiredMessage: string;
}

const button = leadFormDefaults.button;

export const multistepFormDefaults: MultistepFormConfig & { maxWidth: number } = {
  ...leadFormDefaults,
  maxWidth: 500,
  groups: [],
  currentIndex: 0,
  navBar: { type: 'number', showTitle: true, color: '#cbd2d9', activeColor: '#1a56db', textColor: '', size: 32, fontSize: 13 },
  buttonNext: button,
  buttonPrevious: { ...button, backgroundColor: '#616e7c' },
  buttonSubmit: button,
  action: '',
  receiver: '',
  subject: '',
  isRequiredMessage: '',
};

export const multistepFormChoices = {
  ...leadFormChoices,
  'navBar.type': ['none', 'icon', 'number'],
  'buttonNext.align': ['left', 'center', 'right'],
  'buttonPrevious.align': ['left', 'center', 'right'],
  'buttonSubmit.align': ['left', 'center', 'right'],
} as const;
