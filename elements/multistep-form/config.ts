/** The multi-step form (elements-lead-capture.md §2 Multi-step form, §3 Form config). */
import type { Kinds } from '../../src/config.js';
import {
  buttonKinds,
  leadFormDefaults,
  leadFormKinds,
  type ButtonLook,
  type LeadFormConfig,
  type Length,
} from '../../src/forms/config.js';

export interface StepGroup {
  /** The step's title; empty for a default group, which is named in the visitor's language. */
  name: string;
  /** The step's text under its title. */
  description: string;
  /** An icon name (see the button's icons) shown in the progress bar when navBar.type is 'icon'. */
  icon: string;
  /** The step's fields: definitions, or tags of `fields`. */
  fields: unknown[];
}

/** Steps are one column with their own buttons: the single button and the horizontal row do not apply. */
export interface MultistepFormConfig extends Omit<
  LeadFormConfig,
  'button' | 'horizontal' | 'horizontal_config' | 'horizontal_config_mobile'
> {
  /** The steps; none configured: personal details, social profiles, account credentials. */
  groups: StepGroup[];
  /** The step shown first (0-based). */
  currentIndex: number;
  /** The progress bar over the steps: none, icons or numbers, step titles, colours and sizes. */
  navBar: {
    /** 'none', 'icon' or 'number'. */
    type: string;
    /** Show each step's title in the bar. */
    showTitle: boolean;
    /** Colour of steps not reached yet, and of reached (active) steps. */
    color: string;
    /** Colour of reached (active) steps. */
    activeColor: string;
    /** The steps' text colour. */
    textColor: string;
    /** Diameter of a step's mark (a number is pixels; at least 16px). */
    size: Length;
    /** At least 8px. */
    fontSize: Length;
  };
  /** The Next button: text (empty: the translated 'Next'), size, colours, font and icon. */
  buttonNext: ButtonLook;
  /** The Previous button: text (empty: the translated 'Previous'), size, colours, font and icon. */
  buttonPrevious: ButtonLook;
  /** The Submit button on the last step: text (empty: the translated 'Submit'), size, colours, font and icon. */
  buttonSubmit: ButtonLook;
  /** The owner's address to post to; empty: the site mails the form (receiver, subject). */
  action: string;
  /** Who the site mails the form to (needed without an action). */
  receiver: string;
  /** The mail's subject (needed without an action). */
  subject: string;
  /** Said of a missing required field instead of '{label} is required.'. */
  isRequiredMessage: string;
  /** Form switches: whether steps after the first show a Previous button. */
  form: {
    /** Offer Previous after the first step. */
    showPreviousButton: boolean;
  };
}

const { button, horizontal: _h, horizontal_config: _d, horizontal_config_mobile: _m, ...shared } = leadFormDefaults;

export const multistepFormDefaults: MultistepFormConfig & { maxWidth: number } = {
  ...shared,
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
  form: { showPreviousButton: true },
};

export const multistepFormChoices = {
  'navBar.type': ['none', 'icon', 'number'],
  'buttonNext.align': ['left', 'center', 'right'],
  'buttonPrevious.align': ['left', 'center', 'right'],
  'buttonSubmit.align': ['left', 'center', 'right'],
  'buttonNext.icon.position': ['left', 'right'],
  'buttonPrevious.icon.position': ['left', 'right'],
  'buttonSubmit.icon.position': ['left', 'right'],
} as const;

/** The shared form fields a multi-step form has: not the single button nor the horizontal row. */
const sharedKinds = Object.fromEntries(
  Object.entries(leadFormKinds).filter(
    ([path]) => !/^(button|horizontal|horizontal_config|horizontal_config_mobile)(\.|$)/.test(path),
  ),
);

export const multistepFormKinds: Kinds = {
  ...sharedKinds,
  groups: 'list',
  currentIndex: 'integer',
  navBar: 'object',
  'navBar.showTitle': 'boolean',
  'navBar.color': 'colour',
  'navBar.activeColor': 'colour',
  'navBar.textColor': 'colour',
  'navBar.size': 'length',
  'navBar.fontSize': 'length',
  ...buttonKinds('buttonNext'),
  ...buttonKinds('buttonPrevious'),
  ...buttonKinds('buttonSubmit'),
  action: 'url',
  receiver: 'text',
  subject: 'text',
  isRequiredMessage: 'text',
  form: 'object',
  'form.showPreviousButton': 'boolean',
};
