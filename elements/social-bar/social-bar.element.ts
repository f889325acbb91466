import { defineElement } from '../../src/define.js';
import { socialBarDefaults, socialBarKinds } from './config.js';
import { SocialBar } from './social-bar.js';
import css from './social-bar.css';

export default defineElement('weft-social-bar', SocialBar, {
  defaults: socialBarDefaults,
  kinds: socialBarKinds,
  css,
});
