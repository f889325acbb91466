import { defineElement } from '../../src/define.js';
import { lineChoices, lineDefaults, lineKinds } from './config.js';
import { Line } from './line.js';
import css from './line.css';

export default defineElement('weft-line', Line, {
  defaults: lineDefaults,
  choices: lineChoices,
  kinds: lineKinds,
  css,
});
