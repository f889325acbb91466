import { defineElement } from '../../src/define.js';
import css from '../../src/forms/lead-form.css';
import { multistepFormChoices, multistepFormDefaults, multistepFormKinds } from './config.js';
import { MultistepForm } from './multistep-form.js';
import ownCss from './multistep-form.css';

export default defineElement('weft-multistep-form', MultistepForm, {
  defaults: multistepFormDefaults,
  choices: multistepFormChoices,
  kinds: multistepFormKinds,
  css: `${css}\n${ownCss}`,
});
