import { defineElement } from '../../src/define.js';
import { accordionGroupDefaults, accordionGroupKinds } from './config.js';
import { AccordionGroup } from './accordion-group.js';
import css from './accordion-group.css';

/** `<weft-accordion-group>`: its child elements (accordions, real tags) stacked, moved between by the arrow keys. */
export default defineElement('weft-accordion-group', AccordionGroup, {
  defaults: accordionGroupDefaults,
  kinds: accordionGroupKinds,
  css,
});
