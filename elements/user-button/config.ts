import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';

/** The user button (elements-content.md §3 User button config); every field with its default. */
export interface UserButtonConfig {
  /** Logged out, which buttons show: login-register (both), login or register. */
  actionsformat: 'login-register' | 'login' | 'register';
  /** Logged in: the greeting opens a dropdown holding logout. */
  withDropdown: boolean;
  /** Logged in: greet the member by name. */
  withRegards: boolean;
  /** Texts of the login, register and logout buttons and of the greeting; empty ones are translated. */
  texts: {
    /** The login button's text. */
    login: string;
    /** The register button's text. */
    register: string;
    /** The logout button's text. */
    logout: string;
    /** The greeting; {name} is the member's name. */
    greeting: string;
  };
  /** Icon names of the button's icon set, per action. */
  icons: {
    /** The login button's icon. */
    login: string;
    /** The register button's icon. */
    register: string;
    /** The logout button's icon. */
    logout: string;
    /** The greeting's icon. */
    greeting: string;
  };
  /** Each action's link; empty login and register go to the first members page. */
  links: {
    /** The login button's link; null opens the members page. */
    linkLogin: LinkConfig | null;
    /** The register button's link; null opens the members page. */
    linkRegister: LinkConfig | null;
    /** Followed after logout; null reloads the page. */
    linkLogout: LinkConfig | null;
  };
  /** More dropdown entries: { text, link }. */
  menuDropdown: Array<{
    /** The entry's text. */
    text: string;
    /** The entry's link. */
    link: LinkConfig;
  }>;
  /** Look of the buttons: colours, hover colours, corner radius and font. */
  buttonStyle: {
    /** Text colour. */
    color: string;
    /** Background colour. */
    background: string;
    /** Corner radius. */
    borderRadius: number | string;
    /** Background under the pointer. */
    hoverBackground: string;
    /** Text colour under the pointer. */
    hoverColor: string;
    /** Font size. */
    fontSize: number | string;
    /** A CSS font family; empty keeps the page's. */
    fontFamily: string;
    /** A CSS font weight (600 by default). */
    fontWeight: string;
  };
  /** Look of the dropdown's entries: colours, hover colours, corner radius and font. */
  dropdownStyle: {
    /** Text colour. */
    color: string;
    /** Background colour. */
    background: string;
    /** Corner radius. */
    borderRadius: number | string;
    /** Background under the pointer. */
    hoverBackground: string;
    /** Text colour under the pointer. */
    hoverColor: string;
    /** A CSS font family; empty keeps the page's. */
    fontFamily: string;
    /** A CSS font weight. */
    fontWeight: string;
  };
}

const style = () => ({
  color: '',
  background: '',
  borderRadius: '',
  hoverBackground: '',
  hoverColor: '',
  fontFamily: '',
  fontWeight: '',
});

export const userButtonDefaults: UserButtonConfig & { paddingTop: number; paddingBottom: number } = {
  actionsformat: 'login-register',
  withDropdown: false,
  withRegards: true,
  texts: { login: '', register: '', logout: '', greeting: '' },
  icons: { login: '', register: '', logout: '', greeting: '' },
  links: { linkLogin: null, linkRegister: null, linkLogout: null },
  menuDropdown: [],
  buttonStyle: { ...style(), fontSize: '' },
  dropdownStyle: style(),
  paddingTop: 5,
  paddingBottom: 5,
};

const styleKinds = (prefix: string): Kinds => ({
  [prefix]: 'object',
  [`${prefix}.color`]: 'colour',
  [`${prefix}.background`]: 'colour',
  [`${prefix}.borderRadius`]: 'length',
  [`${prefix}.hoverBackground`]: 'colour',
  [`${prefix}.hoverColor`]: 'colour',
  [`${prefix}.fontFamily`]: 'text',
  // A number such as 700 becomes text.
  [`${prefix}.fontWeight`]: 'text',
});

export const userButtonKinds: Kinds = {
  withDropdown: 'boolean',
  withRegards: 'boolean',
  texts: 'object',
  'texts.login': 'text',
  'texts.register': 'text',
  'texts.logout': 'text',
  'texts.greeting': 'text',
  icons: 'object',
  'icons.login': 'text',
  'icons.register': 'text',
  'icons.logout': 'text',
  'icons.greeting': 'text',
  links: 'object',
  'links.linkLogin': 'link',
  'links.linkRegister': 'link',
  'links.linkLogout': 'link',
  menuDropdown: 'list',
  ...styleKinds('buttonStyle'),
  'buttonStyle.fontSize': 'length',
  ...styleKinds('dropdownStyle'),
};

export const userButtonChoices = { actionsformat: ['login-register', 'login', 'register'] };
