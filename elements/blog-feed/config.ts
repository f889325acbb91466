import type { Choices, Kinds } from '../../src/config.js';
import { textStyle, textStyleChoices, textStyleKinds, type TextStyle } from '../../src/text-style.js';

/**
 * The blog feed (elements-content.md §3 "Feed settings", §4 "Feed post date" and "Pagination", §9):
 * the blog's posts, page by page, following the address (/s?query=, /c/{slug}, /a/{slug}, /page/n).
 */

/**
 * 1 card (picture left); 2 the alternate card, always (picture right); 3 cards that alternate on
 * even items (zig-zag); 4 grid; 5 simple grid; 6 hexagon.
 */
export const FEED_THEMES = ['1', '2', '3', '4', '5', '6'] as const;
/** A theme as config holds it (builder data writes 4 or "4"; both read as "4"). */
export type FeedTheme = (typeof FEED_THEMES)[number];

/** Preview text length by theme (§9): 250 for the card themes, 500 for the grids, 300 for the hexagon. */
export const PREVIEW_CHARS: Record<FeedTheme, number> = { '1': 250, '2': 250, '3': 250, '4': 500, '5': 500, '6': 300 };

/** Its `color` wins over colorTitle / colorSubTitle when set. */
export type FeedTextStyle = TextStyle;

/** A feed of blog posts as cards (thumbnail, title, preview, details), paged. */
export interface BlogFeedConfig {
  /** Card style, '1' to '6': cards (2 alternates sides, 3 alternates on even cards), 4 grid, 5 simple grid, 6 hexagon. */
  theme: FeedTheme;
  /** Date format of normal posts: YYYY, YY, MMMM, MMM, MM, M, DD, D, dddd, ddd, HH, hh, mm, ss, A; [literal]. */
  dateFormat: string;
  /** The read-more link's text; empty shows the translated 'Read More'. */
  textReadMore: string;
  /** Date, author and categories. */
  colorDetails: string;
  /** Colour of the read-more link. */
  colorReadMore: string;
  /** The read-more link under the pointer or focused. */
  colorReadMoreHover: string;
  /** Colour of the post titles when titleStyle sets none. */
  colorTitle: string;
  /** The preview text. */
  colorSubTitle: string;
  /** Font, size and colour of the post titles; its colour wins over colorTitle. */
  titleStyle: FeedTextStyle;
  /** Font, size and colour of the preview text; its colour wins over colorSubTitle. */
  contentStyle: FeedTextStyle;
  /** Card background (card and grid themes). */
  cardBgColor: string;
  /** Posts per page; 0 or unset means 8 (§9). */
  perPage: number;
}

/** Posts per page when perPage is not set (§9). */
export const DEFAULT_PER_PAGE = 8;
/** The most posts one page may ask for. */
export const MAX_PER_PAGE = 50;

export const blogFeedDefaults: BlogFeedConfig = {
  theme: '1',
  dateFormat: 'YYYY-MM-DD',
  textReadMore: '',
  colorDetails: '',
  colorReadMore: '',
  colorReadMoreHover: '',
  colorTitle: '',
  colorSubTitle: '',
  titleStyle: textStyle(),
  contentStyle: textStyle(),
  cardBgColor: '',
  perPage: DEFAULT_PER_PAGE,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogFeedKinds: Kinds = {
  theme: 'choice',
  dateFormat: 'text',
  textReadMore: 'text',
  colorDetails: 'colour',
  colorReadMore: 'colour',
  colorReadMoreHover: 'colour',
  colorTitle: 'colour',
  colorSubTitle: 'colour',
  ...textStyleKinds('titleStyle'),
  ...textStyleKinds('contentStyle'),
  cardBgColor: 'colour',
  perPage: 'integer',
};

export const blogFeedChoices: Choices = {
  theme: FEED_THEMES,
  ...textStyleChoices('titleStyle'),
  ...textStyleChoices('contentStyle'),
};
