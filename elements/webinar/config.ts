import type { Kinds } from '../../src/config.js';

/** The webinar embed (elements-lead-capture.md §3); every field with its default. */
export interface WebinarConfig {
  /** The webinar host; empty is the builder's own. */
  src: string;
  /** The builder may send the id as a number. */
  webinarId: string | number;
  /** The webinar's key, sent with its id to the webinar host. */
  webinarSecret: string;
}

export const webinarDefaults: WebinarConfig = { src: '', webinarId: '', webinarSecret: '' };

/** How each field is read (src/config.ts). */
export const webinarKinds: Kinds = {
  src: 'url',
  webinarId: 'id',
  // A numeric secret becomes text.
  webinarSecret: 'text',
};
