import type { Kinds } from '../../src/config.js';
import { counterChoices, counterDefaults, counterKinds, type CounterConfig } from '../../src/ui/counter.js';

/**
 * The counter-bar element (elements-content.md §3 Counter bar): the count of the counter text
 * (init, finish, timer, textStyle) above a bar that fills as it counts.
 */
export interface CounterBarConfig extends CounterConfig {
  /** The bar's fill and the track behind it. */
  barColor: string;
  /** Colour of the track behind the fill. */
  barBackgroundColor: string;
  /** An image painted over the fill (a stripe pattern, a texture), repeated. */
  barImage: string;
  /** Pixels or a CSS length. */
  barHeight: number | string;
  /** Corner radius of the bar, pixels or a CSS length. */
  barRadius: number | string;
  /**
   * The number a full bar stands for (100 for a percentage): the bar ends at finish / barMax.
   * Empty: the bar fills from init to finish, full when the count ends.
   */
  barMax: number | null;
}

export const counterBarDefaults: CounterBarConfig = {
  ...counterDefaults(),
  textStyle: { ...counterDefaults().textStyle, size: 24 },
  barColor: '#41A9FF',
  barBackgroundColor: '#e5e7eb',
  barImage: '',
  barHeight: 20,
  barRadius: 10,
  barMax: null,
};

export const counterBarChoices = counterChoices;

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const counterBarKinds: Kinds = {
  ...counterKinds,
  barColor: 'colour',
  barBackgroundColor: 'colour',
  barImage: 'url',
  barHeight: 'length',
  barRadius: 'length',
  barMax: 'number',
};

/** How much of the bar is filled (0–1) when the count shows `value`, `progress` of the way from init to finish. */
export function barFill(value: number, progress: number, barMax: number | null): number {
  if (barMax === null || !(barMax > 0)) return progress;
  return Math.min(1, Math.max(0, value / barMax));
}
