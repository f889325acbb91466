import { defineElement } from '../../src/define.js';
import { blogPostChoices, blogPostDefaults, blogPostKinds } from './config.js';
import { BlogPostElement } from './blog-post.js';
import css from './blog-post.css';

export default defineElement('weft-blog-post', BlogPostElement, {
  defaults: blogPostDefaults,
  kinds: blogPostKinds,
  choices: blogPostChoices,
  css,
});
