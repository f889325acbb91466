import type { Kind, Kinds } from '../../src/config.js';

/** A line is this long by default (elements-content.md §9). */
export const LINE_LENGTH_PX = 150;
export const LINE_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;

/** An arrow head at one end of the line. */
export interface LineArrow {
  /** Draw an arrow at the top end. */
  active: boolean;
  /** Empty: the line's colour. */
  color: string;
  /** Pixels or a CSS length: the head's length and width. */
  size: number | string;
}

/** The line's config (elements-content.md §2–3 Line): vertical or horizontal, arrows at both ends. */
export interface LineConfig {
  /** Horizontal or vertical. */
  orientation: (typeof LINE_ORIENTATIONS)[number];
  /** Pixels or a CSS length ("100%"); never longer than its box. */
  length: number | string;
  /** The stroke's width. */
  thickness: number | string;
  /** Colour of the line (and of arrows that set none). */
  color: string;
  /** How the stroke is drawn: solid, dashed, dotted or double. */
  lineStyle: (typeof LINE_STYLES)[number];
  /** Ends of a vertical line. */
  arrowTop: LineArrow;
  /** The arrow head at the bottom end of a vertical line. */
  arrowBottom: LineArrow;
  /** Ends of a horizontal line. */
  arrowLeft: LineArrow;
  /** The arrow head at the right end of a horizontal line. */
  arrowRight: LineArrow;
}

const arrow = (): LineArrow => ({ active: false, color: '', size: 12 });

export const lineDefaults: LineConfig = {
  orientation: 'horizontal',
  length: LINE_LENGTH_PX,
  thickness: 2,
  color: '#000000',
  lineStyle: 'solid',
  arrowTop: arrow(),
  arrowBottom: arrow(),
  arrowLeft: arrow(),
  arrowRight: arrow(),
};

export const lineChoices = { orientation: LINE_ORIENTATIONS, lineStyle: LINE_STYLES };

const arrowKinds = (path: string): Record<string, Kind> => ({
  [path]: 'object',
  [`${path}.active`]: 'boolean',
  [`${path}.color`]: 'colour',
  [`${path}.size`]: 'length',
});

/** How each field is read (src/config.ts). */
export const lineKinds: Kinds = {
  orientation: 'choice',
  length: 'length',
  thickness: 'length',
  color: 'colour',
  lineStyle: 'choice',
  ...arrowKinds('arrowTop'),
  ...arrowKinds('arrowBottom'),
  ...arrowKinds('arrowLeft'),
  ...arrowKinds('arrowRight'),
};
