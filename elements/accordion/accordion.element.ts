import { defineElement } from '../../src/define.js';
import { accordionChoices, accordionDefaults, accordionKinds } from './config.js';
import { Accordion } from './accordion.js';
import css from './accordion.css';

/** `<weft-accordion>`: a header that opens and closes its child elements (real child tags, slotted). */
export default defineElement('weft-accordion', Accordion, {
  defaults: accordionDefaults,
  choices: accordionChoices,
  kinds: accordionKinds,
  css,
});
