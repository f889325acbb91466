import { defineElement } from '../../src/define.js';
import { userButtonChoices, userButtonDefaults, userButtonKinds } from './config.js';
import { UserButton } from './user-button.js';
import css from './user-button.css';

export default defineElement('weft-user-button', UserButton, {
  defaults: userButtonDefaults,
  choices: userButtonChoices,
  kinds: userButtonKinds,
  css,
});
