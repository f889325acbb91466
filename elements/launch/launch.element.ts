import { defineElement } from '../../src/define.js';
import { launchChoices, launchDefaults, launchKinds } from './config.js';
import css from './launch.css';
import { Launch } from './launch.js';

export default defineElement('weft-launch', Launch, {
  defaults: launchDefaults,
  choices: launchChoices,
  kinds: launchKinds,
  css,
});
