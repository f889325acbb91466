import { defineElement } from '../../src/define.js';
import { menuGroupDefaults, menuGroupKinds } from './config.js';
import { MenuGroup } from './menu-group.js';
import css from './menu-group.css';

export default defineElement('weft-menu-group', MenuGroup, {
  defaults: menuGroupDefaults,
  kinds: menuGroupKinds,
  css,
});
