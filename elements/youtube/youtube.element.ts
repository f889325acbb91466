import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { youtubeChoices, youtubeDefaults, youtubeKinds } from './config.js';
import css from './youtube.css';
import { Youtube } from './youtube.js';

export default defineElement('weft-youtube', Youtube, {
  defaults: youtubeDefaults,
  choices: youtubeChoices,
  kinds: youtubeKinds,
  css: `${embedsCss}\n${css}`,
});
