import { defineElement } from '../../src/define.js';
import { videoDefaults, videoKinds } from './config.js';
import { Video } from './video.js';
import css from './video.css';

export default defineElement('weft-video', Video, {
  defaults: videoDefaults,
  kinds: videoKinds,
  css,
});
