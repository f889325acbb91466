import { defineElement } from '../../src/define.js';
import { counterBarDefaults, counterBarKinds } from './config.js';
import { CounterBar } from './counter-bar.js';
import css from './counter-bar.css';

export default defineElement('weft-counter-bar', CounterBar, {
  defaults: counterBarDefaults,
  kinds: counterBarKinds,
  css,
});
