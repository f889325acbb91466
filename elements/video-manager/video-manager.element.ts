import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { videoManagerDefaults, videoManagerKinds } from './config.js';
import { VideoManager } from './video-manager.js';
import css from './video-manager.css';

export default defineElement('weft-video-manager', VideoManager, {
  defaults: videoManagerDefaults,
  kinds: videoManagerKinds,
  css: `${embedsCss}\n${css}`,
});
