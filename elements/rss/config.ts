import type { Kinds } from '../../src/config.js';

/** The rss element's config: every field of the spec's table, with its default. */
export interface RssConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const rssDefaults: RssConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const rssKinds: Kinds = {
  text: 'text',
};
