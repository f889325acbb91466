import type { Kinds } from '../../src/config.js';

export const COMMENT_THEMES = ['', '1', '2', '3'] as const;

/** The comments element's config (elements-content.md §3 "Comment", §4, §9); every field with its default. */
export interface CommentsConfig {
  /** The post the comments belong to (its url); empty: the post of the address (/blog/{url} or ?id=). */
  url: string;
  /** The sign-up / sign-in prompt a visitor sees (themes 1–3); empty: the blog's, as /comments/get answers it. */
  theme: (typeof COMMENT_THEMES)[number];
  /** How a comment's date is written (YYYY, MM, DD, HH, mm; MMM and MMMM for month names). */
  dateFormat: string;
  /** Buttons, the like of a liked comment, and the prompts. */
  accentColor: string;
  /** The background of comments written by the post's author. */
  authorColor: string;
}

export const commentsDefaults: CommentsConfig = {
  url: '',
  theme: '',
  dateFormat: 'YYYY-MM-DD HH:mm',
  accentColor: '#1a56db',
  authorColor: '#eef4ff',
};

export const commentsChoices = { theme: COMMENT_THEMES };

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const commentsKinds: Kinds = {
  url: 'text',
  theme: 'choice',
  dateFormat: 'text',
  accentColor: 'colour',
  authorColor: 'colour',
};
