import { defineElement } from '../../src/define.js';
import { placeMenuChoices, placeMenuDefaults, placeMenuKinds } from './config.js';
import { PlaceMenu } from './place-menu.js';
import css from './place-menu.css';

/** `<weft-place-menu>`: an item that opens a dropdown panel of its child elements (real tags) over a page mask. */
export default defineElement('weft-place-menu', PlaceMenu, {
  defaults: placeMenuDefaults,
  choices: placeMenuChoices,
  kinds: placeMenuKinds,
  css,
});
