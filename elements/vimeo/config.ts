import type { Kinds } from '../../src/config.js';

/** The Vimeo embed (elements-lead-capture.md §3); every field with its default. */
export interface VimeoConfig {
  src: string;
  checkBoxAutoPlay: boolean;
  checkBoxLoop: boolean;
}

export const vimeoDefaults: VimeoConfig = { src: '', checkBoxAutoPlay: false, checkBoxLoop: false };

/** How each field is read (src/config.ts). */
export const vimeoKinds: Kinds = { src: 'url', checkBoxAutoPlay: 'boolean', checkBoxLoop: 'boolean' };
