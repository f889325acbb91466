import type { Kinds } from '../../src/config.js';

/** The blog-post element's config: every field of the spec's table, with its default. */
export interface BlogPostConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const blogPostDefaults: BlogPostConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogPostKinds: Kinds = {
  text: 'text',
};
