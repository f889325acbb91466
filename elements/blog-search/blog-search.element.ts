import { defineElement } from '../../src/define.js';
import { blogSearchDefaults, blogSearchKinds } from './config.js';
import { BlogSearch } from './blog-search.js';
import css from './blog-search.css';

export default defineElement('weft-blog-search', BlogSearch, {
  defaults: blogSearchDefaults,
  kinds: blogSearchKinds,
  css,
});
