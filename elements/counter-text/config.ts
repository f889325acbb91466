import type { Kinds } from '../../src/config.js';
import { textStyleKinds, type TextStyle } from '../../src/text-style.js';

/** Counter defaults (elements-content.md §9): from 0 to 1000 over 2000 ms. */
export const COUNTER_INIT = 0;
export const COUNTER_FINISH = 1000;
export const COUNTER_TIMER_MS = 2000;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

/** The number's text style (elements-content.md §3 Counter textStyle). Sizes are pixels or CSS lengths. */
export interface CounterTextStyle extends TextStyle<(typeof TEXT_ALIGNS)[number]> {
  /** An outline around the digits; width 0 draws none. */
  stroke: { width: number | string; color: string };
}

/** What both counters share: the count and the number's text style. */
export interface CounterConfig {
  /** The number shown first. */
  init: number;
  /** The number the count ends on: what assistive technology reads. */
  finish: number;
  /** How long the count takes, in ms; 0 shows `finish` at once. */
  timer: number;
  textStyle: CounterTextStyle;
}

/** The counter-text element (elements-content.md §3 Counter text): the count, its text style and hover colours. */
export interface CounterTextConfig extends CounterConfig {
  /** Colours while the pointer is over the counter; empty keeps the normal ones. */
  hoverColor: string;
  hoverBackgroundColor: string;
  hoverStrokeColor: string;
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

export const counterTextDefaults: CounterTextConfig = {
  ...counterDefaults(),
  hoverColor: '',
  hoverBackgroundColor: '',
  hoverStrokeColor: '',
};

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

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const counterTextKinds: Kinds = {
  ...counterKinds,
  hoverColor: 'colour',
  hoverBackgroundColor: 'colour',
  hoverStrokeColor: 'colour',
};
