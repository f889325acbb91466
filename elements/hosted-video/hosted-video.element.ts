import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { hostedVideoDefaults, hostedVideoKinds } from './config.js';
import css from './hosted-video.css';
import { HostedVideo } from './hosted-video.js';

export default defineElement('weft-hosted-video', HostedVideo, {
  defaults: hostedVideoDefaults,
  kinds: hostedVideoKinds,
  css: `${embedsCss}\n${css}`,
});
