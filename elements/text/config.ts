import type { Kinds } from '../../src/config.js';

/** The text element's config: rich HTML, sanitised before it reaches the page. */
export interface TextConfig {
  /** The rich text as HTML; sanitised before it is drawn. */
  html: string;
}

export const textDefaults: TextConfig = {
  html: '',
  // Text flows with its content; the common 15px paddings and 768px max width still apply.
};

/** How each field is read (src/config.ts): the HTML is sanitised when drawn. */
export const textKinds: Kinds = { html: 'html' };
