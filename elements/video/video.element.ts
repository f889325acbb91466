import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { videoChoices, videoDefaults, videoKinds } from './config.js';
import css from './video.css';
import { Video } from './video.js';

export default defineElement('weft-video', Video, {
  defaults: videoDefaults,
  choices: videoChoices,
  kinds: videoKinds,
  // `autoplay` (HTML-style): the player loads and starts once in view (the video gallery's players).
  booleans: ['autoplay'],
  css: `${embedsCss}\n${css}`,
});
