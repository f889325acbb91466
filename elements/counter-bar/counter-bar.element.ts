import { defineElement } from '../../src/define.js';
import { counterBarChoices, counterBarDefaults, counterBarKinds } from './config.js';
import { CounterBar } from './counter-bar.js';
import countCss from '../../src/ui/count-up.css';
import css from './counter-bar.css';

/** `<weft-counter-bar>`: a number and a bar that count from init to finish once they come into view. */
export default defineElement('weft-counter-bar', CounterBar, {
  defaults: counterBarDefaults,
  choices: counterBarChoices,
  kinds: counterBarKinds,
  css: `${countCss}\n${css}`,
});
