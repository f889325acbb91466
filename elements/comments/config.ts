import type { Kinds } from '../../src/config.js';

/** The comments element's config: every field of the spec's table, with its default. */
export interface CommentsConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const commentsDefaults: CommentsConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const commentsKinds: Kinds = {
  text: 'text',
};
