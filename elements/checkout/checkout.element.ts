import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { Checkout } from './checkout.js';
import css from './checkout.css';
import { checkoutDefaults, checkoutKinds } from './config.js';

export default defineElement('weft-checkout', Checkout, {
  defaults: checkoutDefaults,
  kinds: checkoutKinds,
  css: `${embedsCss}\n${css}`,
});
