import { defineElement } from '../../src/define.js';
import { blogPostDefaults, blogPostKinds } from './config.js';
import { BlogPost } from './blog-post.js';
import css from './blog-post.css';

export default defineElement('weft-blog-post', BlogPost, {
  defaults: blogPostDefaults,
  kinds: blogPostKinds,
  css,
});
