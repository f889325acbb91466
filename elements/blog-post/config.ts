import { fiveColourKinds, noColours, type FiveColours } from '../../src/blog/colours.js';
import type { Kinds } from '../../src/config.js';
import { textStyle, textStyleChoices, textStyleKinds, type TextStyle } from '../../src/text-style.js';

/** The single-post widget (elements-content.md §2 "Blog widgets: … single post"): one selected article. */
export interface BlogPostConfig {
  /** The id of the article shown; null shows the empty state. */
  selectedArticle: number | string | null;
  /** What the widget shows. */
  show: {
    /** The article's picture. */
    thumbnail: boolean;
    /** The article's title. */
    title: boolean;
    /** The article's author. */
    author: boolean;
    /** The article's categories. */
    categories: boolean;
    /** The article's date. */
    date: boolean;
    /** The article's text (a restricted article shows its registration wall instead to visitors). */
    content: boolean;
    /** A 'Read More' link to the article's page. */
    button: boolean;
  };
  /** How dates are written: YYYY, MM, DD, HH, mm tokens. */
  dateFormat: string;
  /** The button's text; empty shows the translated 'Read More'. */
  readMoreText: string;
  /** color_1 background, color_2 title, color_3 text, color_4 details (date, author, categories), color_5 button and links. */
  colors: FiveColours;
  /** Font, size and colour of the title, text, author, categories and button. */
  styles: {
    /** The title's text style. */
    title: TextStyle;
    /** The text's style. */
    content: TextStyle;
    /** The author's text style. */
    author: TextStyle;
    /** The categories' text style. */
    categories: TextStyle;
    /** The button's text style. */
    button: TextStyle;
  };
  /** Height of the article's picture. */
  thumbnailHeight: number | string;
}

export const blogPostDefaults: BlogPostConfig = {
  selectedArticle: null,
  show: { thumbnail: true, title: true, author: true, categories: true, date: true, content: true, button: true },
  dateFormat: 'YYYY-MM-DD',
  readMoreText: '',
  colors: noColours(),
  styles: { title: textStyle(), content: textStyle(), author: textStyle(), categories: textStyle(), button: textStyle() },
  thumbnailHeight: 320,
};

const STYLES = ['title', 'content', 'author', 'categories', 'button'] as const;

export const blogPostChoices = Object.assign({}, ...STYLES.map((s) => textStyleChoices(`styles.${s}`))) as Record<
  string,
  readonly string[]
>;

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogPostKinds: Kinds = {
  selectedArticle: 'id',
  show: 'object',
  'show.thumbnail': 'boolean',
  'show.title': 'boolean',
  'show.author': 'boolean',
  'show.categories': 'boolean',
  'show.date': 'boolean',
  'show.content': 'boolean',
  'show.button': 'boolean',
  dateFormat: 'text',
  readMoreText: 'text',
  ...fiveColourKinds('colors'),
  styles: 'object',
  ...Object.assign({}, ...STYLES.map((s) => textStyleKinds(`styles.${s}`))),
  thumbnailHeight: 'length',
};
