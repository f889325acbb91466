import type { Kinds } from '../../src/config.js';

/** Default RSS size (elements-content.md §9): 100px by 100px. */
export const RSS_SIZE_PX = 100;
/** Where the RSS element links to, in a new tab (elements-content.md §2). */
export const RSS_PATH = '/rss';
/** The icon's looks: 01 an orange rounded square, 02 an orange circle, 03 an orange outline, 04 dark. */
export const RSS_THEMES = ['01', '02', '03', '04'] as const;

/** The RSS element's config (elements-content.md §3 RSS config). */
export interface RssConfig {
  /** The icon's look: '01' orange rounded square, '02' orange circle, '03' orange outline, '04' dark. */
  theme: (typeof RSS_THEMES)[number];
  /** The icon's width, pixels or a CSS length (100 by default). */
  width: number | string;
  /** The icon's height, pixels or a CSS length (100 by default). */
  height: number | string;
}

export const rssDefaults: RssConfig = {
  theme: '01',
  width: RSS_SIZE_PX,
  height: RSS_SIZE_PX,
};

export const rssChoices = { theme: RSS_THEMES };

/** How each field is read (src/config.ts). */
export const rssKinds: Kinds = {
  theme: 'choice',
  width: 'length',
  height: 'length',
};
