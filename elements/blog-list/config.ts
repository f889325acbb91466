import { fiveColourKinds, noColours, type FiveColours } from '../../src/blog/colours.js';
import type { Kinds } from '../../src/config.js';
import { textStyle, textStyleChoices, textStyleKinds, type TextStyle } from '../../src/text-style.js';

/** The article list (elements-content.md §3 Article list config, §4 Article list loading, §9). */

export const ARTICLE_THEMES = ['simple', 'clean', 'hover', 'list'] as const;
/** featured: one selected article; group: a filtered list; feed: the blog's pages, following the address. */
export const ARTICLE_TYPES = ['featured', 'group', 'feed'] as const;
/** The first 1, 2, 3 or 4 items get wider cells; last-column moves the first item to the last column. */
export const HEADLINES = ['none', '1-100', '2-50', '3-33', '4-25', 'last-column'] as const;
export const BUTTON_POSITIONS = ['left', 'center', 'right'] as const;

/** Default list columns (§9). */
export const DEFAULT_COLUMNS = 3;
/** Default amount of articles of a group list (§9). */
export const DEFAULT_AMOUNT = 6;
/** Articles per feed page of the list family (§9). */
export const LIST_PER_PAGE = 10;
/** The list theme cuts an article's text to this many characters (§9). */
export const LIST_THEME_CONTENT_CHARS = 300;
/** Columns a list may have. */
export const MAX_COLUMNS = 6;

/** The blog's article list: the posts of the page, a category, an author or a search, paged. */
export interface BlogListConfig {
  /** Card look: simple, clean, hover or list (one row per article). */
  theme: (typeof ARTICLE_THEMES)[number];
  /** What is listed: featured (one chosen article), group (articles by the filters) or feed (the blog's posts, paged). */
  type: (typeof ARTICLE_TYPES)[number];
  /** Cards per row on desktop (1 to 6); one per row on mobile. */
  columns: number;
  /** none; 1-100, 2-50, 3-33, 4-25: the first 1–4 articles share a top row; last-column: the first takes the first row's last column. */
  headline: (typeof HEADLINES)[number];
  /** group (and feed, besides the address): which articles. A value with a slash keeps the part before it. */
  filters: {
    /** A category slug, or 'all'. */
    category: string;
    /** An author slug, or 'all'. */
    author: string;
    /** Only featured articles. */
    featured: boolean;
    /** The most read articles first. */
    mostAccessed: boolean;
    /** How many articles a group list shows. */
    amount: number;
    /** Only articles matching this text. */
    search: string;
  };
  /** featured: the id of the article shown; null shows the empty state. */
  selectedArticle: number | string | null;
  /** Each card's sizes, date format and button, colours, which parts show, and text styles. */
  card: {
    /** Sizes of a card's picture, the space between cards and their corners. */
    sizes: {
      /** Height of a card's picture (the row height of the list theme). */
      thumbnail: number | string;
      /** Space between cards. */
      gap: number | string;
      /** Corner radius of cards and pictures. */
      radius: number | string;
    };
    /** The cards' date format, button text and button position. */
    config: {
      /** How dates are written: YYYY, MM, DD, HH, mm tokens. */
      dateFormat: string;
      /** The button's text; empty shows the translated 'Read More'. */
      readMoreText: string;
      /** Where the 'Read More' button sits in the card. */
      buttonPosition: (typeof BUTTON_POSITIONS)[number];
    };
    /** color_1 card background, color_2 title, color_3 text, color_4 details (date, author, categories), color_5 button. */
    colors: FiveColours;
    /** What a card shows. */
    show: {
      /** Show the article's author. */
      author: boolean;
      /** Show the article's categories. */
      categories: boolean;
      /** Show the article's picture. */
      thumbnail: boolean;
      /** Show the article's date. */
      date: boolean;
      /** Show the article's summary. */
      content: boolean;
      /** Show the 'Read More' button. */
      button: boolean;
    };
    /** Font, size and colour of the title, text, button, author and categories. */
    styles: {
      /** The title's text style. */
      title: TextStyle;
      /** The summary's text style. */
      content: TextStyle;
      /** The button's text style. */
      button: TextStyle;
      /** The author's text style. */
      author: TextStyle;
      /** The categories' text style. */
      categories: TextStyle;
    };
  };
  /** feed: the pager under the list (first, previous, at most three numbers, next, last). */
  pagination: {
    /** Show the pager. */
    show: boolean;
    /** Articles per page. */
    per_page: number;
  };
}

export const blogListDefaults: BlogListConfig = {
  theme: 'simple',
  type: 'feed',
  columns: DEFAULT_COLUMNS,
  headline: 'none',
  filters: { category: 'all', author: 'all', featured: false, mostAccessed: false, amount: DEFAULT_AMOUNT, search: '' },
  selectedArticle: null,
  card: {
    sizes: { thumbnail: 200, gap: 24, radius: 8 },
    config: { dateFormat: 'YYYY-MM-DD', readMoreText: '', buttonPosition: 'left' },
    colors: noColours(),
    show: { author: true, categories: true, thumbnail: true, date: true, content: true, button: true },
    styles: { title: textStyle(), content: textStyle(), button: textStyle(), author: textStyle(), categories: textStyle() },
  },
  pagination: { show: true, per_page: LIST_PER_PAGE },
};

const STYLES = ['title', 'content', 'button', 'author', 'categories'] as const;

export const blogListChoices = {
  theme: ARTICLE_THEMES,
  type: ARTICLE_TYPES,
  headline: HEADLINES,
  'card.config.buttonPosition': BUTTON_POSITIONS,
  ...Object.assign({}, ...STYLES.map((s) => textStyleChoices(`card.styles.${s}`))),
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogListKinds: Kinds = {
  theme: 'choice',
  type: 'choice',
  columns: 'integer',
  headline: 'choice',
  filters: 'object',
  'filters.category': 'text',
  'filters.author': 'text',
  'filters.featured': 'boolean',
  'filters.mostAccessed': 'boolean',
  'filters.amount': 'integer',
  'filters.search': 'text',
  selectedArticle: 'id',
  card: 'object',
  'card.sizes': 'object',
  'card.sizes.thumbnail': 'length',
  'card.sizes.gap': 'length',
  'card.sizes.radius': 'length',
  'card.config': 'object',
  'card.config.dateFormat': 'text',
  'card.config.readMoreText': 'text',
  'card.config.buttonPosition': 'choice',
  ...fiveColourKinds('card.colors'),
  'card.show': 'object',
  'card.show.author': 'boolean',
  'card.show.categories': 'boolean',
  'card.show.thumbnail': 'boolean',
  'card.show.date': 'boolean',
  'card.show.content': 'boolean',
  'card.show.button': 'boolean',
  'card.styles': 'object',
  ...Object.assign({}, ...STYLES.map((s) => textStyleKinds(`card.styles.${s}`))),
  pagination: 'object',
  'pagination.show': 'boolean',
  'pagination.per_page': 'integer',
};
