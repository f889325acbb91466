import type { Kinds } from '../../src/config.js';

/** The frame embed (elements-lead-capture.md §3 Iframe); every field with its default. */
export interface IframeConfig {
  /** An address to show. */
  src: string;
  /** HTML to show (embed code), in a sandboxed frame. */
  content: string;
  /** The HTML lives on the server: GET /get_iframe_content by the element's id. */
  contentLoaded: boolean;
  /** Take the whole width of its container. */
  fullWidth: boolean;
  /** Pixels or a CSS length; 20px less on mobile. */
  minHeight: number | string | null;
}

export const iframeDefaults: IframeConfig & {
  paddingTop: number;
  paddingRight: number;
  paddingBottom: number;
  paddingLeft: number;
} = {
  src: '',
  content: '',
  contentLoaded: false,
  fullWidth: false,
  minHeight: 300,
  paddingTop: 0,
  paddingRight: 0,
  paddingBottom: 0,
  paddingLeft: 0,
};

/** How each field is read (src/config.ts); minHeight and the paddings come with the common config. */
export const iframeKinds: Kinds = {
  src: 'url',
  // Embed code, drawn only inside the sandboxed frame.
  content: 'html',
  contentLoaded: 'boolean',
  fullWidth: 'boolean',
};
