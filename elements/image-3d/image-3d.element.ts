import { defineElement } from '../../src/define.js';
import { image3dDefaults, image3dKinds } from './config.js';
import { Image3d } from './image-3d.js';
import css from './image-3d.css';

/** `<weft-image-3d>`: an image that tilts towards the pointer and scales on hover and press. */
export default defineElement('weft-image-3d', Image3d, {
  defaults: image3dDefaults,
  kinds: image3dKinds,
  css,
});
