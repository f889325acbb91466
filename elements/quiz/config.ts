import type { Kinds } from '../../src/config.js';

/** The quiz element's config: every field of the spec's table, with its default. */
export interface QuizConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const quizDefaults: QuizConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const quizKinds: Kinds = {
  text: 'text',
};
