import { defineElement } from '../../src/define.js';
import { panelChoices, panelDefaults, panelKinds } from './config.js';
import { Panel } from './panel.js';
import css from './panel.css';

/** `<weft-panel>`: a page block holding its elements as children (light DOM, slotted). */
export default defineElement('weft-panel', Panel, {
  defaults: panelDefaults,
  choices: panelChoices,
  kinds: panelKinds,
  css,
  ownParallax: true,
});
