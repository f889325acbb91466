import { defineElement } from '../../src/define.js';
import { checkoutDefaults, checkoutKinds } from './config.js';
import { Checkout } from './checkout.js';
import css from './checkout.css';

export default defineElement('weft-checkout', Checkout, {
  defaults: checkoutDefaults,
  kinds: checkoutKinds,
  css,
});
