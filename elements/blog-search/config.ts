import type { Kinds } from '../../src/config.js';

/** The blog search box (elements-content.md §3 "Search element", §5: the placeholder shows only with showPlaceholder). */
export interface BlogSearchConfig {
  /** The field's label (read by assistive technology) and, with showPlaceholder, its placeholder; empty: 'Search'. */
  lbltext: string;
  /** Show the label as the field's placeholder too. */
  showPlaceholder: boolean;
  /** The search button's colour (the element's frame stays clear of it). */
  backgroundColor: string;
  /** The button's colour on hover and focus. */
  backgroundColorHover: string;
  /** Corner radius of the field and button. */
  radius: number | string;
}

export const blogSearchDefaults: BlogSearchConfig = {
  lbltext: '',
  showPlaceholder: false,
  backgroundColor: '',
  backgroundColorHover: '',
  radius: 6,
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const blogSearchKinds: Kinds = {
  lbltext: 'text',
  showPlaceholder: 'boolean',
  backgroundColor: 'colour',
  backgroundColorHover: 'colour',
  radius: 'length',
};
