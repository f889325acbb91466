import type { Kinds } from '../../src/config.js';

/** The quiz embed (elements-content.md §3 Quiz); every field of the spec's table with its default. */
export interface QuizConfig {
  /** The quiz chosen in the editor; no id: the 'Select a quiz' prompt. */
  quiz: {
    /** The quiz's id on the quiz service. */
    id: string | number;
  };
  /** As wide as the page allows (no max width). */
  fullWidth: boolean;
  /** As tall as the screen. */
  fullHeight: boolean;
}

/** The spec's quiz box (§9): 700×500, at most 850px wide, at least 950px tall. */
export const QUIZ_SIZE = { width: 700, height: 500, maxWidth: 850, minHeight: 950 } as const;

export const quizDefaults: QuizConfig & { width: number; height: number; maxWidth: number; minHeight: number } = {
  quiz: { id: '' },
  fullWidth: false,
  fullHeight: false,
  ...QUIZ_SIZE,
};

/** How each field is read (src/config.ts); rotation and the sizes come with the common config. */
export const quizKinds: Kinds = {
  quiz: 'object',
  'quiz.id': 'id',
  fullWidth: 'boolean',
  fullHeight: 'boolean',
};
