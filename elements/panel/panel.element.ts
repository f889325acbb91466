import { defineElement } from '../../src/define.js';
import { panelChoices, panelDefaults } from './config.js';
import { Panel } from './panel.js';
import css from './panel.css';

/** `<weft-panel>`: a page block holding its elements as children (light DOM, slotted). */
export default defineElement('weft-panel', Panel, { defaults: panelDefaults, choices: panelChoices, css, ownParallax: true });
