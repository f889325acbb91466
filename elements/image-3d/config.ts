import type { Kinds } from '../../src/config.js';

/** The image-3d element's config: every field of the spec's table, with its default. */
export interface Image3dConfig {
  /** Replace with the spec's fields. */
  text: string;
}

export const image3dDefaults: Image3dConfig = {
  text: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const image3dKinds: Kinds = {
  text: 'text',
};
