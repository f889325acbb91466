import { defineElement } from '../../src/define.js';
import { userNavChoices, userNavDefaults } from './config.js';
import { UserNav } from './user-nav.js';
import css from './user-nav.css';
import formsCss from '../../src/styles/forms.css';

export default defineElement('weft-user-nav', UserNav, {
  defaults: userNavDefaults,
  choices: userNavChoices,
  css: `${formsCss}\n${css}`,
});
