import type { Kinds } from '../../src/config.js';
import { textStyle, textStyleChoices, textStyleKinds, type TextStyle } from '../../src/text-style.js';

/**
 * The dates list (elements-content.md §2 "Blog widgets: … dates list"): the blog's latest articles
 * by date, grouped by month, each with its date as §4 "Feed post date" says and a link to it.
 */

/** Articles the list holds by default. */
export const DEFAULT_DATES_AMOUNT = 10;

/** The blog's latest articles by date, grouped under a heading per month or listed flat. */
export interface BlogDatesConfig {
  /** How many of the latest articles are listed. */
  amount: number;
  /** Articles under a heading per month (the latest month open); off lists them flat. */
  groupByMonth: boolean;
  /** How dates are written: YYYY, MM, DD, HH, mm tokens. */
  dateFormat: string;
  /** A heading above the list. */
  showTitle: boolean;
  /** The heading; empty shows the translated 'Archive'. */
  title: string;
  /** Font, size and colour of the heading; empty fields keep the element's look. */
  titleStyle: TextStyle;
  /** The entries' text style. */
  textStyle: TextStyle;
  /** Colour of the dates. */
  dateColor: string;
  /** Colour of a date under the pointer or focused; empty keeps the dates' colour. */
  hoverColor: string;
}

export const blogDatesDefaults: BlogDatesConfig = {
  amount: DEFAULT_DATES_AMOUNT,
  groupByMonth: true,
  dateFormat: 'YYYY-MM-DD',
  showTitle: true,
  title: '',
  titleStyle: textStyle(),
  textStyle: textStyle(),
  dateColor: '',
  hoverColor: '',
};

export const blogDatesChoices = { ...textStyleChoices('titleStyle'), ...textStyleChoices('textStyle') };

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogDatesKinds: Kinds = {
  amount: 'integer',
  groupByMonth: 'boolean',
  dateFormat: 'text',
  showTitle: 'boolean',
  title: 'text',
  ...textStyleKinds('titleStyle'),
  ...textStyleKinds('textStyle'),
  dateColor: 'colour',
  hoverColor: 'colour',
};
