import type { Kinds } from '../../src/config.js';

/** The blog-dates element's config: every field of the spec's table, with its default. */
export interface BlogDatesConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const blogDatesDefaults: BlogDatesConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogDatesKinds: Kinds = {
  text: 'text',
};
