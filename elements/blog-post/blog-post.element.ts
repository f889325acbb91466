import { defineElement } from '../../src/define.js';
import { blogPostChoices, blogPostDefaults, blogPostKinds } from './config.js';
import { BlogPostElement } from './blog-post.js';
import wallCss from '../../src/blog/wall.css';
import familyCss from '../../src/blog/list-family.css';
import css from './blog-post.css';

export default defineElement('weft-blog-post', BlogPostElement, {
  defaults: blogPostDefaults,
  kinds: blogPostKinds,
  choices: blogPostChoices,
  css: `${wallCss}\n${familyCss}\n${css}`,
});
