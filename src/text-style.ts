/**
 * The text style many elements' configs carry (a title, a label, a list's text): its type, its
 * empty default and how its fields are read (src/config.ts), written once.
 */
import type { Kind } from './config.js';

/** Alignments of a text style; '' keeps the element's own. */
export const TEXT_ALIGNS = ['', 'left', 'center', 'right', 'justify'] as const;

/** A text style; empty fields keep the element's look. Sizes are pixels or CSS lengths. */
export interface TextStyle<Align extends string = (typeof TEXT_ALIGNS)[number]> {
  /** A CSS font family. */
  family: string;
  /** Font size. */
  size: number | string;
  /** Used instead of `size` on the mobile device class; empty keeps `size`. */
  sizeMobile: number | string;
  /** Text colour. */
  color: string;
  /** A CSS font weight (700, bold). */
  weight: string;
  /** A CSS font style (italic). */
  style: string;
  /** Text alignment; '' keeps the element's. */
  align: Align;
}

/** A text style with every field empty: the element's own look. */
export const textStyle = (): TextStyle => ({ family: '', size: '', sizeMobile: '', color: '', weight: '', style: '', align: '' });

/** How a text style's fields are read, under its path (a style without alignment has no align). */
export const textStyleKinds = (path: string, withAlign = true): Record<string, Kind> => ({
  [path]: 'object',
  [`${path}.family`]: 'text',
  [`${path}.size`]: 'length',
  [`${path}.sizeMobile`]: 'length',
  [`${path}.color`]: 'colour',
  // A number such as 700 becomes text.
  [`${path}.weight`]: 'text',
  [`${path}.style`]: 'text',
  ...(withAlign ? { [`${path}.align`]: 'choice' as const } : {}),
});

/** The alignments a text style under `path` may take. */
export const textStyleChoices = (path: string, aligns: readonly string[] = TEXT_ALIGNS) => ({ [`${path}.align`]: aligns });
