import type { Kinds } from '../../src/config.js';
import { counterDefaults, counterKinds, type CounterConfig } from '../../src/ui/counter.js';

export {
  COUNTER_FINISH,
  COUNTER_INIT,
  COUNTER_TIMER_MS,
  counterChoices,
  type CounterConfig,
  type CounterTextStyle,
} from '../../src/ui/counter.js';

/** The counter-text element (elements-content.md §3 Counter text): the count, its text style and hover colours. */
export interface CounterTextConfig extends CounterConfig {
  /** Colours while the pointer is over the counter; empty keeps the normal ones. */
  hoverColor: string;
  /** Background of the counter's frame under the pointer; empty keeps the normal one. */
  hoverBackgroundColor: string;
  /** Outline colour of the digits under the pointer; empty keeps the normal one. */
  hoverStrokeColor: string;
}

export const counterTextDefaults: CounterTextConfig = {
  ...counterDefaults(),
  hoverColor: '',
  hoverBackgroundColor: '',
  hoverStrokeColor: '',
};

/** How each field is read (src/config.ts): every field of the defaults needs its kind. */
export const counterTextKinds: Kinds = {
  ...counterKinds,
  hoverColor: 'colour',
  hoverBackgroundColor: 'colour',
  hoverStrokeColor: 'colour',
};
