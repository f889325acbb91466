/**
 * The five numbered colours the blog widgets' configs carry (color_1 … color_5): their type, their
 * empty default and how they are read (src/config.ts), written once. Each config's own comment says
 * what each colour paints.
 */
import type { Kind } from '../config.js';

export const COLOUR_KEYS = ['color_1', 'color_2', 'color_3', 'color_4', 'color_5'] as const;

/** color_1 … color_5: CSS colours; '' keeps the element's own. */
export type FiveColours = Record<(typeof COLOUR_KEYS)[number], string>;

/** Five empty colours: the element's own look. */
export const noColours = (): FiveColours => ({ color_1: '', color_2: '', color_3: '', color_4: '', color_5: '' });

/** How the five colours are read, under their path. */
export const fiveColourKinds = (path: string): Record<string, Kind> => ({
  [path]: 'object',
  ...Object.fromEntries(COLOUR_KEYS.map((key) => [`${path}.${key}`, 'colour' as const])),
});
