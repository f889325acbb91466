import { defineElement } from '../../src/define.js';
import { iframeDefaults, iframeKinds } from './config.js';
import css from './iframe.css';
import { Iframe } from './iframe.js';

export default defineElement('weft-iframe', Iframe, { defaults: iframeDefaults, kinds: iframeKinds, css });
