import type { Kinds } from '../../src/config.js';

/** The Vimeo embed (elements-lead-capture.md §3); every field with its default. */
export interface VimeoConfig {
  /** The Vimeo video's address; empty or unrecognised shows a prompt to choose one. */
  src: string;
  /** Start playing (muted, as browsers require) as soon as the player loads. */
  checkBoxAutoPlay: boolean;
  /** Play the video again when it ends. */
  checkBoxLoop: boolean;
}

export const vimeoDefaults: VimeoConfig = { src: '', checkBoxAutoPlay: false, checkBoxLoop: false };

/** How each field is read (src/config.ts). */
export const vimeoKinds: Kinds = { src: 'url', checkBoxAutoPlay: 'boolean', checkBoxLoop: 'boolean' };
