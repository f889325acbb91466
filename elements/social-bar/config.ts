import type { Kinds } from '../../src/config.js';

/** The social-bar element's config: every field of the spec's table, with its default. */
export interface SocialBarConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const socialBarDefaults: SocialBarConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const socialBarKinds: Kinds = {
  text: 'text',
};
