import type { Kinds } from '../../src/config.js';

/** The blog-feed element's config: every field of the spec's table, with its default. */
export interface BlogFeedConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const blogFeedDefaults: BlogFeedConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogFeedKinds: Kinds = {
  text: 'text',
};
