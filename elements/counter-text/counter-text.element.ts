import { defineElement } from '../../src/define.js';
import { counterChoices, counterTextDefaults, counterTextKinds } from './config.js';
import { CounterText } from './counter-text.js';
import countCss from '../../src/ui/count-up.css';
import css from './counter-text.css';

/** `<weft-counter-text>`: a number that counts from init to finish once it comes into view. */
export default defineElement('weft-counter-text', CounterText, {
  defaults: counterTextDefaults,
  choices: counterChoices,
  kinds: counterTextKinds,
  css: `${countCss}\n${css}`,
});
