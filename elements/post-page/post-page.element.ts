import { defineElement } from '../../src/define.js';
import { postPageChoices, postPageDefaults, postPageKinds } from './config.js';
import { PostPage } from './post-page.js';
import wallCss from '../../src/blog/wall.css';
import css from './post-page.css';

export default defineElement('weft-post-page', PostPage, {
  defaults: postPageDefaults,
  choices: postPageChoices,
  kinds: postPageKinds,
  css: `${wallCss}\n${css}`,
});
