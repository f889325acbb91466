import { defineElement } from '../../src/define.js';
import { accordionDefaults, accordionKinds } from './config.js';
import { Accordion } from './accordion.js';
import css from './accordion.css';

export default defineElement('weft-accordion', Accordion, {
  defaults: accordionDefaults,
  kinds: accordionKinds,
  css,
});
