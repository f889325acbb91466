import { defineElement } from '../../src/define.js';
import { floatingButtonDefaults, floatingButtonKinds } from './config.js';
import { FloatingButton } from './floating-button.js';
import css from './floating-button.css';

export default defineElement('weft-floating-button', FloatingButton, {
  defaults: floatingButtonDefaults,
  kinds: floatingButtonKinds,
  css,
});
