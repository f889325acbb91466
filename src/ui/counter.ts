/**
 * What both counters (counter text, counter bar) share: the count, the number's text style, their
 * defaults and how they are read.
 */
import type { Kinds } from '../config.js';
import { textStyleKinds, type TextStyle } from '../text-style.js';

/** Counter defaults (elements-content.md §9): from 0 to 1000 over 2000 ms. */
export const COUNTER_INIT = 0;
export const COUNTER_FINISH = 1000;
export const COUNTER_TIMER_MS = 2000;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

/** The number's text style (elements-content.md §3 Counter textStyle). Sizes are pixels or CSS lengths. */
export interface CounterTextStyle extends TextStyle<(typeof TEXT_ALIGNS)[number]> {
  /** An outline around the digits; width 0 draws none. */
  stroke: {
    /** The outline's width. */
    width: number | string;
    /** The outline's colour. */
    color: string;
  };
}

/** What both counters share: the count and the number's text style. */
export interface CounterConfig {
  /** The number shown first. */
  init: number;
  /** The number the count ends on: what assistive technology reads. */
  finish: number;
  /** How long the count takes, in ms; 0 shows `finish` at once. */
  timer: number;
  /** Font, size, colour, alignment and outline of the number; empty fields keep the element's look. */
  textStyle: CounterTextStyle;
}

export const counterTextStyleDefaults = (): CounterTextStyle => ({
  family: '',
  size: 40,
  sizeMobile: '',
  color: '',
  align: 'center',
  weight: '700',
  style: '',
  stroke: { width: 0, color: '' },
});

export const counterDefaults = (): CounterConfig => ({
  init: COUNTER_INIT,
  finish: COUNTER_FINISH,
  timer: COUNTER_TIMER_MS,
  textStyle: counterTextStyleDefaults(),
});

export const counterChoices = { 'textStyle.align': TEXT_ALIGNS };

/** How the shared counter fields are read (src/config.ts). */
export const counterKinds: Kinds = {
  init: 'number',
  finish: 'number',
  // Milliseconds.
  timer: 'number',
  ...textStyleKinds('textStyle'),
  'textStyle.stroke': 'object',
  'textStyle.stroke.width': 'length',
  'textStyle.stroke.color': 'colour',
};
