import { defineElement } from '../../src/define.js';
import { userNavChoices, userNavDefaults, userNavKinds } from './config.js';
import { UserNav } from './user-nav.js';
import css from './user-nav.css';
import formsCss from '../../src/styles/forms.css';

export default defineElement('weft-user-nav', UserNav, {
  defaults: userNavDefaults,
  choices: userNavChoices,
  kinds: userNavKinds,
  css: `${formsCss}\n${css}`,
  // A visitor without a session is sent to the login page: only the browser knows which.
  visitorOnly: true,
});
