import { defineElement } from '../../src/define.js';
import { blogCategoriesChoices, blogCategoriesDefaults, blogCategoriesKinds } from './config.js';
import { BlogCategories } from './blog-categories.js';
import widgetCss from '../../src/blog/widget.css';
import css from './blog-categories.css';

export default defineElement('weft-blog-categories', BlogCategories, {
  defaults: blogCategoriesDefaults,
  kinds: blogCategoriesKinds,
  choices: blogCategoriesChoices,
  css: `${widgetCss}\n${css}`,
});
