/**
 * The form config every lead-capture form shares (elements-lead-capture.md §3 Form config), with
 * its defaults and the kind of each field (src/config.ts). Each form adds its own fields on top.
 */
import type { Kind, Kinds } from '../config.js';

/** A size as builder data sends it: a number of pixels or a CSS length ("44px", "50%", "auto"). */
export type Length = number | string;

/** How a horizontal form shares its row (separately for desktop and mobile). */
export interface HorizontalConfig {
  /** Use the sizes below; otherwise the fields share the row equally. */
  custom: boolean;
  /** The row's width: a number is percent of the form; a CSS length ("480px", "80%") is kept. */
  container: {
    /** The row's width. */
    width: Length;
  };
  /** The button's cell: width (a number is percent, as above) and padding (a number is pixels). */
  btnPlace: {
    /** The button cell's width. */
    width: Length;
    /** The button cell's padding. */
    padding: Length;
  };
  /** A field's width in percent of the row, by its tag (or label). */
  fields: Array<{
    /** The field's tag (or label). */
    name: string;
    /** Its width in percent of the row. */
    size: number;
  }>;
}

/** Sizes are lengths: a number is pixels. */
export interface InputLook {
  /** 38 (pixels) in the spec. */
  height: Length;
  /** Font size of the fields. */
  fontSize: Length;
  /** Text colour of the fields. */
  color: string;
  /** Background of the fields. */
  backgroundColor: string;
  /** Border colour of the fields. */
  borderColor: string;
  /** Corner radius of the fields. */
  borderRadius: Length;
  /** Colour of the labels. */
  labelColor: string;
}

/** Sizes are lengths: a number is pixels. */
export interface ButtonLook {
  /** The button's text; empty is translated. */
  text: string;
  /** '50%' by default. */
  width: Length;
  /** The button's height. */
  height: Length;
  /** Space above the button. */
  margin: Length;
  /** left, center or right. */
  align: string;
  /** The button's text colour. */
  color: string;
  /** The button's background. */
  backgroundColor: string;
  /** Text colour under the pointer. */
  hoverColor: string;
  /** Background under the pointer. */
  hoverBackgroundColor: string;
  /** The button's corner radius. */
  borderRadius: Length;
  /** The button's font size. */
  fontSize: Length;
  /** Bold text. */
  bold: boolean;
  /** An icon beside the text. */
  icon: {
    /** The icon's name; '' shows none. */
    selected: string;
    /** The side of the text the icon is on. */
    position: string;
  };
}

export interface LeadFormConfig {
  /** The field definitions (§3); read by `readFields`. */
  fields: unknown[];
  /** Show each field's label above it; hidden labels are still read by assistive technology. */
  showLabel: boolean;
  /** Show each field's label as its placeholder (and as a select's first option). */
  showPlaceholder: boolean;
  /** Colour of the placeholder text; empty keeps the default grey. */
  placeholderColor: string;
  /** Fields per row in the 12-grid (12 divided by columns); phones show one per row. */
  columns: number;
  /** Lay the fields and the button out in one row instead of the grid. */
  horizontal: boolean;
  /** Widths of the row, fields and button cell in the horizontal layout on desktop. */
  horizontal_config: HorizontalConfig;
  /** Widths of the row, fields and button cell in the horizontal layout on mobile. */
  horizontal_config_mobile: HorizontalConfig;
  /** Look of the fields: height, font size, colours, border and label colour. */
  input: InputLook;
  /** The submit button: text, size, alignment, colours, hover colours, font and icon. */
  button: ButtonLook;
  /** The site key of a reCAPTCHA v2 checkbox; empty for none. (The secret key stays on the server.) */
  recaptchaSiteKey: string;
  /** Where to go after a successful submit; cleaned and checked by the URL policy. */
  redirect: string;
  /** Shown after a successful submit ('contact added successfully' when empty). */
  successMessage: string;
  /** Social proof: a sign-up is registered in this campaign after a submit (builder data sends a number). */
  socialproof_campaign_id: string | number;
  /** The field whose value is the name the social proof shows. */
  socialproof_user_name_tag: string;
}

export const horizontalDefaults: HorizontalConfig = {
  custom: false,
  container: { width: 100 },
  btnPlace: { width: 25, padding: 0 },
  fields: [],
};

export const INPUT_HEIGHT = 38;

export const leadFormDefaults: LeadFormConfig = {
  fields: [],
  showLabel: true,
  showPlaceholder: true,
  placeholderColor: '',
  columns: 1,
  horizontal: false,
  horizontal_config: horizontalDefaults,
  horizontal_config_mobile: horizontalDefaults,
  input: {
    height: INPUT_HEIGHT,
    fontSize: 15,
    color: '',
    backgroundColor: '',
    borderColor: '',
    borderRadius: 4,
    labelColor: '',
  },
  button: {
    text: '',
    width: '50%',
    height: 50,
    margin: 15,
    align: 'center',
    color: '#ffffff',
    backgroundColor: '#1a56db',
    hoverColor: '',
    hoverBackgroundColor: '',
    borderRadius: 4,
    fontSize: 16,
    bold: true,
    icon: { selected: '', position: 'left' },
  },
  recaptchaSiteKey: '',
  redirect: '',
  successMessage: '',
  socialproof_campaign_id: '',
  socialproof_user_name_tag: 'FNAME',
};

export const leadFormChoices = {
  'button.align': ['left', 'center', 'right'],
  'button.icon.position': ['left', 'right'],
} as const;

/** The kinds of a button look's fields, under `prefix` ('button', 'buttonNext'…); align and icon position are choices. */
export function buttonKinds(prefix: string): Kinds {
  const kinds: Record<string, Kind> = {
    '': 'object',
    text: 'text',
    width: 'length',
    height: 'length',
    margin: 'length',
    color: 'colour',
    backgroundColor: 'colour',
    hoverColor: 'colour',
    hoverBackgroundColor: 'colour',
    borderRadius: 'length',
    fontSize: 'length',
    bold: 'boolean',
    icon: 'object',
    'icon.selected': 'text',
  };
  return Object.fromEntries(Object.entries(kinds).map(([path, kind]) => [path ? `${prefix}.${path}` : prefix, kind]));
}

/** The kinds of a horizontal layout's fields, under `prefix`. */
function horizontalKinds(prefix: string): Kinds {
  return {
    [prefix]: 'object',
    [`${prefix}.custom`]: 'boolean',
    [`${prefix}.container`]: 'object',
    [`${prefix}.container.width`]: 'length',
    [`${prefix}.btnPlace`]: 'object',
    [`${prefix}.btnPlace.width`]: 'length',
    [`${prefix}.btnPlace.padding`]: 'length',
    [`${prefix}.fields`]: 'list',
  };
}

/** The kind of every shared form field that is not a choice (leadFormChoices): spread into each form's kinds. */
export const leadFormKinds: Kinds = {
  fields: 'list',
  showLabel: 'boolean',
  showPlaceholder: 'boolean',
  placeholderColor: 'colour',
  columns: 'integer',
  horizontal: 'boolean',
  ...horizontalKinds('horizontal_config'),
  ...horizontalKinds('horizontal_config_mobile'),
  input: 'object',
  'input.height': 'length',
  'input.fontSize': 'length',
  'input.color': 'colour',
  'input.backgroundColor': 'colour',
  'input.borderColor': 'colour',
  'input.borderRadius': 'length',
  'input.labelColor': 'colour',
  ...buttonKinds('button'),
  recaptchaSiteKey: 'text',
  redirect: 'url',
  successMessage: 'text',
  socialproof_campaign_id: 'id',
  socialproof_user_name_tag: 'text',
};
