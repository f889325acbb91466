import { defineElement } from '../../src/define.js';
import { counterTextDefaults, counterTextKinds } from './config.js';
import { CounterText } from './counter-text.js';
import css from './counter-text.css';

export default defineElement('weft-counter-text', CounterText, {
  defaults: counterTextDefaults,
  kinds: counterTextKinds,
  css,
});
