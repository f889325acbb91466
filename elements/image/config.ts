import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';

/** The image element's config. */
export interface ImageConfig {
  /** The picture's address. */
  src: string;
  /** Read by screen readers; empty marks the image as decoration. */
  alt: string;
  /** The tooltip shown on hover (the title attribute). */
  title: string;
  /** Where a click on the image goes (web, page, email, telefone). */
  link: LinkConfig | null;
  /** How the picture fills a box whose width and height are both set. */
  fit: 'cover' | 'contain' | 'fill';
}

export const imageDefaults: ImageConfig = {
  src: '',
  alt: '',
  title: '',
  link: null,
  fit: 'cover',
};

export const imageChoices = { fit: ['cover', 'contain', 'fill'] };

/** How each field is read (src/config.ts). */
export const imageKinds: Kinds = {
  src: 'url',
  alt: 'text',
  title: 'text',
  link: 'link',
  fit: 'choice',
};
