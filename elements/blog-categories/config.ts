import type { Kinds } from '../../src/config.js';

/** The blog-categories element's config: every field of the spec's table, with its default. */
export interface BlogCategoriesConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const blogCategoriesDefaults: BlogCategoriesConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogCategoriesKinds: Kinds = {
  text: 'text',
};
