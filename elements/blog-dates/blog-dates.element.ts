import { defineElement } from '../../src/define.js';
import { blogDatesChoices, blogDatesDefaults, blogDatesKinds } from './config.js';
import { BlogDates } from './blog-dates.js';
import css from './blog-dates.css';

export default defineElement('weft-blog-dates', BlogDates, {
  defaults: blogDatesDefaults,
  kinds: blogDatesKinds,
  choices: blogDatesChoices,
  css,
});
