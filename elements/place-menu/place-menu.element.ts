import { defineElement } from '../../src/define.js';
import { placeMenuDefaults, placeMenuKinds } from './config.js';
import { PlaceMenu } from './place-menu.js';
import css from './place-menu.css';

export default defineElement('weft-place-menu', PlaceMenu, {
  defaults: placeMenuDefaults,
  kinds: placeMenuKinds,
  css,
});
