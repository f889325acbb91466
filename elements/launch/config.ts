import type { Kinds } from '../../src/config.js';

/** The referral launch widget (elements-lead-capture.md §3 Launch widget config); every field with its default. */
export interface LaunchConfig {
  /** The page the share link points to: a page url ("launch"), a path or an address; empty = this page. */
  url: string;
  /** Ranking shown in the editor, where there is no visitor to rank (0 = none); visitors see the server's. */
  rank_position: number;
  /** The number of registered visitors the editor's ranking is out of. */
  rank_total: number;
  /** The share link in a read-only field, with the copy button. */
  show_link: boolean;
  /** The share buttons (email, Facebook, Twitter, LinkedIn, WhatsApp, Telegram). */
  show_share: boolean;
  /** "You are #3 of 120". */
  show_ranking: boolean;
  /** "5 people registered through your link". */
  show_registered: boolean;
  /** default: filled buttons in each network's colour; outline: the colour as a ring; round: filled circles. */
  share_theme: 'default' | 'outline' | 'round';
  /** Left and right are the reading start and end: a right-to-left page mirrors them. */
  align: 'left' | 'center' | 'right';
}

export const launchDefaults: LaunchConfig = {
  url: '',
  rank_position: 1,
  rank_total: 10,
  show_link: true,
  show_share: true,
  show_ranking: true,
  show_registered: true,
  share_theme: 'default',
  align: 'center',
};

export const launchKinds: Kinds = {
  url: 'url',
  rank_position: 'integer',
  rank_total: 'integer',
  show_link: 'boolean',
  show_share: 'boolean',
  show_ranking: 'boolean',
  show_registered: 'boolean',
};

export const launchChoices = {
  share_theme: ['default', 'outline', 'round'],
  align: ['left', 'center', 'right'],
};
