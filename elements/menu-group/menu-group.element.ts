import { defineElement } from '../../src/define.js';
import { menuGroupDefaults, menuGroupKinds } from './config.js';
import { MenuGroup } from './menu-group.js';
import css from './menu-group.css';

/** `<weft-menu-group>`: its child elements (place menus) in a row; adds a menu when it has none. */
export default defineElement('weft-menu-group', MenuGroup, {
  defaults: menuGroupDefaults,
  kinds: menuGroupKinds,
  css,
});
