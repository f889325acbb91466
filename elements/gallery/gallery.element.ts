import { defineElement } from '../../src/define.js';
import { galleryChoices, galleryDefaults, galleryKinds } from './config.js';
import { Gallery } from './gallery.js';
import css from './gallery.css';

export default defineElement('weft-gallery', Gallery, {
  defaults: galleryDefaults,
  choices: galleryChoices,
  kinds: galleryKinds,
  css,
});
