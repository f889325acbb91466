import type { Kinds } from '../../src/config.js';

/** The blog-list element's config: every field of the spec's table, with its default. */
export interface BlogListConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const blogListDefaults: BlogListConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogListKinds: Kinds = {
  text: 'text',
};
