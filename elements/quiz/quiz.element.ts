import { defineElement } from '../../src/define.js';
import embedsCss from '../../src/styles/embeds.css';
import frameCss from '../../src/styles/service-frame.css';
import { quizDefaults, quizKinds } from './config.js';
import css from './quiz.css';
import { Quiz } from './quiz.js';

export default defineElement('weft-quiz', Quiz, {
  defaults: quizDefaults,
  kinds: quizKinds,
  css: `${embedsCss}\n${frameCss}\n${css}`,
});
