import { defineElement } from '../../src/define.js';
import { rssDefaults, rssKinds } from './config.js';
import { Rss } from './rss.js';
import css from './rss.css';

export default defineElement('weft-rss', Rss, {
  defaults: rssDefaults,
  kinds: rssKinds,
  css,
});
