import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import { hostedVideoDefaults } from './config.js';
import css from './hosted-video.css';
import { HostedVideo } from './hosted-video.js';

export default defineElement('weft-hosted-video', HostedVideo, { defaults: hostedVideoDefaults, css: `${embedsCss}\n${css}` });
