import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { vimeoDefaults, vimeoKinds } from './config.js';
import css from './vimeo.css';
import { Vimeo } from './vimeo.js';

export default defineElement('weft-vimeo', Vimeo, {
  defaults: vimeoDefaults,
  kinds: vimeoKinds,
  css: `${embedsCss}\n${css}`,
});
