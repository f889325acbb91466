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
  texts: { login: string; register: string; logout: string; greeting: string };
  /** Icon names of the button's icon set, per action. */
  icons: { login: string; register: string; logout: string; greeting: string };
  /** Each action's link; empty login and register go to the first members page. */
  links: { linkLogin: LinkConfig | null; linkRegister: LinkConfig | null; linkLogout: LinkConfig | null };
  /** More dropdown entries: { text, link }. */
  menuDropdown: Array<{ text: string; link: LinkConfig }>;
  /** Look of the buttons: colours, hover colours, corner radius and font. */
  buttonStyle: {
    color: string;
    background: string;
    borderRadius: number | string;
    hoverBackground: string;
    hoverColor: string;
    fontSize: number | string;
    /** A CSS font family; empty keeps the page's. */
    fontFamily: string;
    /** A CSS font weight (600 by default). */
    fontWeight: string;
  };
  /** Look of the dropdown's entries: colours, hover colours, corner radius and font. */
  dropdownStyle: {
    color: string;
    background: string;
    borderRadius: number | string;
    hoverBackground: string;
    hoverColor: string;
    fontFamily: string;
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
