import { defineElement } from '../../src/define.js';
import { commentsChoices, commentsDefaults, commentsKinds } from './config.js';
import { Comments } from './comments.js';
import dialogCss from '../../src/ui/dialog.css';
import css from './comments.css';

export default defineElement('weft-comments', Comments, {
  defaults: commentsDefaults,
  choices: commentsChoices,
  kinds: commentsKinds,
  css: `${dialogCss}\n${css}`,
});
