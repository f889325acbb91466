import { defineElement } from '../../src/define.js';
import { menuChoices, menuDefaults, menuKinds } from './config.js';
import { Menu } from './menu.js';
import css from './menu.css';

export default defineElement('weft-menu', Menu, { defaults: menuDefaults, choices: menuChoices, kinds: menuKinds, css });
