import type { Kinds } from '../../src/config.js';

/** The menu-group element's config: every field of the spec's table, with its default. */
export interface MenuGroupConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const menuGroupDefaults: MenuGroupConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const menuGroupKinds: Kinds = {
  text: 'text',
};
