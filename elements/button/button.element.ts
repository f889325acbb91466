import { defineElement } from '../../src/define.js';
import { buttonChoices, buttonDefaults, buttonKinds } from './config.js';
import { Button } from './button.js';
import css from './button.css';

export default defineElement('weft-button', Button, {
  defaults: buttonDefaults,
  choices: buttonChoices,
  kinds: buttonKinds,
  css,
});
