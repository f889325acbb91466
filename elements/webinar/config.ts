/** The webinar embed (elements-lead-capture.md §3); every field with its default. */
export interface WebinarConfig {
  /** The webinar host; empty is the builder's own. */
  src: string;
  webinarId: string;
  webinarSecret: string;
}

export const webinarDefaults: WebinarConfig = { src: '', webinarId: '', webinarSecret: '' };
