import { defineElement } from '../../src/define.js';
import { socialBarChoices, socialBarDefaults, socialBarKinds } from './config.js';
import { SocialBar } from './social-bar.js';
import css from './social-bar.css';

/** `<weft-social-bar>`: links to the owner's Facebook, Twitter, Instagram and LinkedIn profiles. */
export default defineElement('weft-social-bar', SocialBar, {
  defaults: socialBarDefaults,
  choices: socialBarChoices,
  kinds: socialBarKinds,
  css,
});
