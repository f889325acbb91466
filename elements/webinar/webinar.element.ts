import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { webinarDefaults, webinarKinds } from './config.js';
import css from './webinar.css';
import { Webinar } from './webinar.js';

export default defineElement('weft-webinar', Webinar, {
  defaults: webinarDefaults,
  kinds: webinarKinds,
  css: `${embedsCss}\n${css}`,
});
