/**
 * The form config every lead-capture form shares (elements-lead-capture.md §3 Form config), with
 * its defaults. Each form adds its own fields on top.
 */

/** How a horizontal form shares its row (separately for desktop and mobile). */
export interface HorizontalConfig {
  /** Use the sizes below; otherwise the fields share the row equally. */
  custom: boolean;
  /** The row's width, in percent of the form. */
  container: { width: number };
  /** The button's cell: width in percent, padding in pixels. */
  btnPlace: { width: number; padding: number };
  /** A field's width in percent of the row, by its tag (or label). */
  fields: Array<{ name: string; size: number }>;
}

export interface InputLook {
  /** Pixels (38 in the spec). */
  height: number;
  fontSize: number;
  color: string;
  backgroundColor: string;
  borderColor: string;
  borderRadius: number;
  labelColor: string;
}

export interface ButtonLook {
  text: string;
  /** A CSS length: '50%' by default; a number is pixels. */
  width: string;
  height: number;
  margin: number;
  align: string;
  color: string;
  backgroundColor: string;
  hoverColor: string;
  hoverBackgroundColor: string;
  borderRadius: number;
  fontSize: number;
  bold: boolean;
  icon: { selected: string; position: string };
}

export interface LeadFormConfig {
  /** The field definitions (§3); read by `readFields`. */
  fields: unknown[];
  showLabel: boolean;
  showPlaceholder: boolean;
  placeholderColor: string;
  /** Fields per row in the 12-grid (12 divided by columns); phones show one per row. */
  columns: number;
  horizontal: boolean;
  horizontal_config: HorizontalConfig;
  horizontal_config_mobile: HorizontalConfig;
  input: InputLook;
  button: ButtonLook;
  /** The site key of a reCAPTCHA v2 checkbox; empty for none. (The secret key stays on the server.) */
  recaptchaSiteKey: string;
  /** Where to go after a successful submit; cleaned and checked by the URL policy. */
  redirect: string;
  /** Shown after a successful submit ('contact added successfully' when empty). */
  successMessage: string;
  /** Social proof: a sign-up is registered in this campaign after a submit. */
  socialproof_campaign_id: string;
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
