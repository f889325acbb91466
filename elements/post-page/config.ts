import type { Kinds } from '../../src/config.js';

/** The post-page element's config: every field of the spec's table, with its default. */
export interface PostPageConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const postPageDefaults: PostPageConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const postPageKinds: Kinds = {
  text: 'text',
};
