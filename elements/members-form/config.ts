import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';
import type { AreaAuth, FormType } from '../../src/members/rules.js';

/** The members-area form (runtime.md §2–4, elements-content.md §3–5); every field with its default. */
export const FORM_THEMES = ['default', 'three-tabs', 'two-tabs', 'two-columns', 'in-block'] as const;

export type ButtonPosition = 'left' | 'right' | 'top' | 'bottom';

export interface DeniedButton {
  /** Show the button. */
  enable: boolean;
  /** The button's text; empty is translated. */
  text: string;
  /** Where the button sits beside the message: left, right, top or bottom. */
  position: ButtonPosition;
}

export interface AccessDeniedConfig {
  /** The text shown to a member without permission; empty is translated. */
  message: string;
  /** The button, as the spec names it (runtime.md §3); each field given here wins over `button`. */
  btn: {
    /** Show the button; null keeps `button.enable`. */
    enable: boolean | null;
    /** The button's text; null keeps `button.text`. */
    text: string | null;
    /** The button's place; null keeps `button.position`. */
    position: ButtonPosition | null;
  };
  /** The button under its older name. */
  button: DeniedButton;
  /** Where the button goes: home (default), a site page, or a web address. */
  link: {
    /** home: the home page; page: a site page; web: a web address. */
    type: 'home' | 'page' | 'web';
    /** The page url or web address. */
    value: string;
    /** The site page by id (type page). */
    page_id: string | number | null;
  };
  /** The form offers no registration. */
  hide_register_btn: boolean;
}

export interface Background {
  /** Background colour. */
  color: string;
  /** Background image address. */
  image: string;
  /** A CSS background-repeat. */
  repeat: string;
  /** A CSS background-size. */
  size: string;
}

/**
 * A page's own members form (runtime.md §3 Page.website_form), passed by the site runtime; what it
 * sets wins over the element's theme, style, background and denied message.
 */
export interface WebsiteForm {
  /** The page's form theme; '' keeps the element's. */
  theme: (typeof FORM_THEMES)[number] | '';
  /** The page form's style, background and denied message. */
  config: {
    /** light or dark; '' keeps the element's. */
    style: 'light' | 'dark' | '';
    /** The page form's background. */
    background: Background;
    /** The page's own text for a member without permission. */
    access_denied: {
      /** The text; empty keeps the element's. */
      message: string;
    };
  };
}

/** The members area's forms: sign in, register, password reminder and token login. */
export interface MembersFormConfig {
  /**
   * Empty: decided by the areas' auth types. 'not-have-permission' is the access-denied view;
   * 'unreachable' says the session check got no answer, with a retry (a restricted page's gate).
   */
  type: FormType | 'unreachable' | '';
  /** The form shown first among those offered (the blog login's ?form=register); '' for the first. */
  start: FormType | '';
  /** How the forms offered are laid out: default, three-tabs, two-tabs, two-columns or in-block. */
  theme: (typeof FORM_THEMES)[number];
  /** Colour scheme: light or dark. */
  style: 'light' | 'dark';
  /** The form's background colour and picture (with its repeat and size). */
  background: Background;
  /** The register layout whose custom fields are asked (an id: a number, or text from builder data). */
  layout_id: number | string;
  /** The members area's areas (members_area.areas): their auth types decide the forms offered. */
  areas: AreaAuth[];
  /** Without areas: the auth types themselves; with neither, the site's members_area. */
  auth_types: string[];
  /** The members areas a registration is for: their ids, sent with the register call. */
  areas_register: Array<number | string>;
  /** The theme asks no password at registration. */
  hidden_password: boolean;
  /** After login: an action, else a page, else an e-learning course, else reload. */
  redirect: {
    /** A link action followed after login. */
    action: LinkConfig | null;
    /** A site page opened after login. */
    page_id: string | number | null;
    /** An e-learning course opened after login. */
    course: {
      /** The course's members area. */
      areaId: string | number;
      /** 'blank' opens it in a new tab. */
      target?: string;
    } | null;
  };
  /** The blog variant (/blog-login): e-mail and password, to log in or to register. */
  blog: boolean;
  /** Shown as a whole page rather than in a popup. */
  page: boolean;
  /** Inside a restricted page: after login the page shows its content instead of redirecting. */
  gate: boolean;
  /** The access-denied view: its message, button and where the button goes, and whether registration is offered. */
  access_denied: AccessDeniedConfig;
  /** The page's own theme, style, background and denied message; each one set wins over the element's. */
  website_form: WebsiteForm;
}

export const membersFormDefaults: MembersFormConfig & { maxWidth: string } = {
  type: '',
  start: '',
  theme: 'default',
  style: 'light',
  background: { color: '', image: '', repeat: '', size: '' },
  layout_id: 1,
  areas: [],
  auth_types: [],
  areas_register: [],
  hidden_password: false,
  redirect: { action: null, page_id: null, course: null },
  blog: false,
  page: false,
  gate: false,
  access_denied: {
    message: '',
    btn: { enable: null, text: null, position: null },
    button: { enable: true, text: '', position: 'bottom' },
    link: { type: 'home', value: '', page_id: null },
    hide_register_btn: false,
  },
  website_form: {
    theme: '',
    config: { style: '', background: { color: '', image: '', repeat: '', size: '' }, access_denied: { message: '' } },
  },
  // Wide enough for two columns and a form in one row; the card themes keep their own narrower width.
  maxWidth: '880px',
};

export const membersFormKinds: Kinds = {
  background: 'object',
  'background.color': 'colour',
  'background.image': 'url',
  'background.repeat': 'text',
  'background.size': 'text',
  layout_id: 'id',
  areas: 'list',
  auth_types: 'list',
  areas_register: 'list',
  hidden_password: 'boolean',
  redirect: 'object',
  'redirect.action': 'link',
  'redirect.page_id': 'id',
  'redirect.course': 'object',
  blog: 'boolean',
  page: 'boolean',
  gate: 'boolean',
  access_denied: 'object',
  'access_denied.message': 'text',
  'access_denied.btn': 'object',
  'access_denied.btn.enable': 'boolean',
  'access_denied.btn.text': 'text',
  'access_denied.button': 'object',
  'access_denied.button.enable': 'boolean',
  'access_denied.button.text': 'text',
  'access_denied.link': 'object',
  'access_denied.link.value': 'url',
  'access_denied.link.page_id': 'id',
  'access_denied.hide_register_btn': 'boolean',
  website_form: 'object',
  'website_form.config': 'object',
  'website_form.config.background': 'object',
  'website_form.config.background.color': 'colour',
  'website_form.config.background.image': 'url',
  'website_form.config.background.repeat': 'text',
  'website_form.config.background.size': 'text',
  'website_form.config.access_denied': 'object',
  'website_form.config.access_denied.message': 'text',
};

export const membersFormChoices = {
  type: ['', 'login', 'register', 'both', 'login-token', 'login-ba', 'not-have-permission', 'unreachable'],
  start: ['', 'login', 'register', 'login-token', 'login-ba'],
  theme: FORM_THEMES,
  style: ['light', 'dark'],
  'access_denied.button.position': ['left', 'right', 'top', 'bottom'],
  'access_denied.btn.position': ['left', 'right', 'top', 'bottom'],
  'access_denied.link.type': ['home', 'page', 'web'],
  'website_form.theme': ['', ...FORM_THEMES],
  'website_form.config.style': ['', 'light', 'dark'],
};
