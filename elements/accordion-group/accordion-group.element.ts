import { defineElement } from '../../src/define.js';
import { accordionGroupDefaults, accordionGroupKinds } from './config.js';
import { AccordionGroup } from './accordion-group.js';
import css from './accordion-group.css';

export default defineElement('weft-accordion-group', AccordionGroup, {
  defaults: accordionGroupDefaults,
  kinds: accordionGroupKinds,
  css,
});
