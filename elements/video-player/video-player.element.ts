import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { videoPlayerDefaults, videoPlayerKinds } from './config.js';
import { VideoPlayer } from './video-player.js';
import css from './video-player.css';

export default defineElement('weft-video-player', VideoPlayer, {
  defaults: videoPlayerDefaults,
  kinds: videoPlayerKinds,
  css: `${embedsCss}\n${css}`,
});
