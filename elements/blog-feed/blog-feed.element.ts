import { defineElement } from '../../src/define.js';
import { blogFeedChoices, blogFeedDefaults, blogFeedKinds } from './config.js';
import { BlogFeed } from './blog-feed.js';
import css from './blog-feed.css';

export default defineElement('weft-blog-feed', BlogFeed, {
  defaults: blogFeedDefaults,
  kinds: blogFeedKinds,
  choices: blogFeedChoices,
  css,
});
