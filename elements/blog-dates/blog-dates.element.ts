import { defineElement } from '../../src/define.js';
import { blogDatesChoices, blogDatesDefaults, blogDatesKinds } from './config.js';
import { BlogDates } from './blog-dates.js';
import widgetCss from '../../src/blog/widget.css';
import css from './blog-dates.css';

export default defineElement('weft-blog-dates', BlogDates, {
  defaults: blogDatesDefaults,
  kinds: blogDatesKinds,
  choices: blogDatesChoices,
  css: `${widgetCss}\n${css}`,
});
