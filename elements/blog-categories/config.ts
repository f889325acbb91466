import type { Kinds } from '../../src/config.js';
import { textStyle, textStyleChoices, textStyleKinds, type TextStyle } from '../../src/text-style.js';

/** The categories or authors list (elements-content.md §2 "Blog widgets", §3 "Categories/authors list"). */

export const LIST_TYPES = ['categories', 'authors'] as const;
export const ORIENTATIONS = ['vertical', 'horizontal'] as const;

/** The blog's categories as a list of links, each to its category page. */
export interface BlogCategoriesConfig {
  /** categories link to /c/{slug}, authors to /a/{slug}. */
  type: (typeof LIST_TYPES)[number];
  /** A heading above the list. */
  showTitle: boolean;
  /** The heading; empty shows the translated 'Categories' or 'Authors'. */
  title: string;
  /** How the entries are laid out: a vertical list or a horizontal row. */
  orientation: (typeof ORIENTATIONS)[number];
  /** Space between entries. */
  spacing: number | string;
  /** Font, size and colour of the heading; empty fields keep the element's look. */
  titleStyle: TextStyle;
  /** The entries' text style. */
  textStyle: TextStyle;
  /** Entry colour on hover and for the list the visitor is reading now. */
  hoverColor: string;
}

export const blogCategoriesDefaults: BlogCategoriesConfig = {
  type: 'categories',
  showTitle: true,
  title: '',
  orientation: 'vertical',
  spacing: 8,
  titleStyle: textStyle(),
  textStyle: textStyle(),
  hoverColor: '',
};

export const blogCategoriesChoices = {
  type: LIST_TYPES,
  orientation: ORIENTATIONS,
  ...textStyleChoices('titleStyle'),
  ...textStyleChoices('textStyle'),
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogCategoriesKinds: Kinds = {
  type: 'choice',
  showTitle: 'boolean',
  title: 'text',
  orientation: 'choice',
  spacing: 'length',
  ...textStyleKinds('titleStyle'),
  ...textStyleKinds('textStyle'),
  hoverColor: 'colour',
};
