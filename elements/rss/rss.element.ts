import { defineElement } from '../../src/define.js';
import { rssChoices, rssDefaults, rssKinds } from './config.js';
import { Rss } from './rss.js';
import css from './rss.css';

export default defineElement('weft-rss', Rss, {
  defaults: rssDefaults,
  choices: rssChoices,
  kinds: rssKinds,
  css,
});
