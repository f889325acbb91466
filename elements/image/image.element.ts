import { defineElement } from '../../src/define.js';
import { imageChoices, imageDefaults, imageKinds } from './config.js';
import { Image } from './image.js';
import css from './image.css';

export default defineElement('weft-image', Image, {
  defaults: imageDefaults,
  choices: imageChoices,
  kinds: imageKinds,
  css,
});
