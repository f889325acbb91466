import type { Kinds } from '../../src/config.js';

/** The blog-search element's config: every field of the spec's table, with its default. */
export interface BlogSearchConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const blogSearchDefaults: BlogSearchConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogSearchKinds: Kinds = {
  text: 'text',
};
