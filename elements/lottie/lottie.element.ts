import { defineElement } from '../../src/define.js';
import { lottieDefaults, lottieKinds } from './config.js';
import { Lottie } from './lottie.js';
import css from './lottie.css';

export default defineElement('weft-lottie', Lottie, {
  defaults: lottieDefaults,
  kinds: lottieKinds,
  css,
});
