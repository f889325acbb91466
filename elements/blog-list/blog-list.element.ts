import { defineElement } from '../../src/define.js';
import { blogListChoices, blogListDefaults, blogListKinds } from './config.js';
import { BlogList } from './blog-list.js';
import familyCss from '../../src/blog/list-family.css';
import css from './blog-list.css';

export default defineElement('weft-blog-list', BlogList, {
  defaults: blogListDefaults,
  kinds: blogListKinds,
  choices: blogListChoices,
  css: `${familyCss}\n${css}`,
});
