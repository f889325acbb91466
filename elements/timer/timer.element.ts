import { defineElement } from '../../src/define.js';
import { timerChoices, timerDefaults, timerKinds } from './config.js';
import { Timer } from './timer.js';
import css from './timer.css';

/** `<weft-timer>`; the `editor` attribute forces the editor's behaviour (no redirect, own storage). */
export default defineElement('weft-timer', Timer, {
  defaults: timerDefaults,
  choices: timerChoices,
  kinds: timerKinds,
  css,
  booleans: ['editor'],
});
