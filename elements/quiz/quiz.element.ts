import { defineElement } from '../../src/define.js';
import { quizDefaults, quizKinds } from './config.js';
import { Quiz } from './quiz.js';
import css from './quiz.css';

export default defineElement('weft-quiz', Quiz, {
  defaults: quizDefaults,
  kinds: quizKinds,
  css,
});
