import type { Kinds } from '../../src/config.js';
import type { LinkConfig } from '../../src/links/link.js';
import { textStyleKinds, type TextStyle as SharedTextStyle } from '../../src/text-style.js';

/** The timer's config (elements-lead-capture.md §3 Timer); every field with its default. */

export const TIMER_THEMES = ['panels', 'circles', 'pill', 'text', 'simple', 'squares'] as const;
export const TIMER_TYPES = [
  'decrease_date_end',
  'decrease_sum_time',
  'start_user_every_access',
  'decrease_sum_time_user_start',
] as const;
export const CIRCLE_DIRECTIONS = ['Clockwise', 'Counter', 'Both'] as const;
export const CIRCLE_ANIMATIONS = ['smooth', 'ticks'] as const;

/** A text style without alignment (the theme places the numbers); empty fields keep its look. */
export type TextStyle = Omit<SharedTextStyle, 'align'>;

const textStyle = (): TextStyle => ({ family: '', size: '', sizeMobile: '', color: '', weight: '', style: '' });

/** A countdown to a date or over a duration, in one of six themes; at zero it can follow a link. */
export interface TimerConfig {
  /** How the numbers are drawn: flip panels, rings, a pill, plain text, a simple row or squares. */
  theme: (typeof TIMER_THEMES)[number];
  /** What it counts to: a date, a sum from when the owner saved, or a duration from the visitor's access. */
  type: (typeof TIMER_TYPES)[number];
  /** The line above the numbers; empty shows the translated 'Promotion ends in ...'. */
  textDescription: string;
  /** Show the line above the numbers. */
  showDescription: boolean;
  /** decrease_date_end: the finish day, 'YYYY-MM-DD'; empty means seven days ahead. */
  date_end: string;
  /** Duration of the visitor-started types; for decrease_date_end, hours and minutes are the time of day. */
  days: number;
  /** Hours of the duration, or the hour of the finish day (decrease_date_end). */
  hours: number;
  /** Minutes of the duration, or the minute of the finish time (decrease_date_end). */
  minutes: number;
  /** Seconds of the duration. */
  seconds: number;
  /** Followed once, in the same window, when the countdown reaches zero (not in the editor). */
  link: LinkConfig | null;
  /** Unit labels; empty ones are translated. */
  labels: {
    /** Label under the days. */
    days: string;
    /** Label under the hours. */
    hours: string;
    /** Label under the minutes. */
    minutes: string;
    /** Label under the seconds. */
    seconds: string;
  };
  /** Font, size and colour of the numbers. */
  numberStyle: TextStyle;
  /** Font, size and colour of the unit labels. */
  labelStyle: TextStyle;
  /** Font, size and colour of the line above the numbers. */
  descriptionStyle: TextStyle;
  /** Colours per theme; empty ones keep the theme's. */
  appearance: {
    /** Card of panels and squares, body of the pill, inside of circles. */
    cardColor: string;
    /** Outline of squares and pill. */
    borderColor: string;
    /** The colon between numbers (simple, pill). */
    separatorColor: string;
  };
  /** The rings of the circles theme. */
  circles: {
    /** Seconds, or Years, Months, Days, Hours, Minutes, Auto (each ring against the next unit). */
    total_duration: string;
    /** Clockwise, Counter or Both: the way the rings run. */
    direction: (typeof CIRCLE_DIRECTIONS)[number];
    /** Ring width as a fraction of the circle's radius. */
    fg_width: number;
    /** Background ring width relative to the ring. */
    bg_width: number;
    /** Label size as a fraction of the timer's width. */
    text_size: number;
    /** smooth: the rings move continuously; ticks: once a second. */
    animation: (typeof CIRCLE_ANIMATIONS)[number];
    /** The rings' background colour. */
    background: string;
    /** Each ring's colour. */
    colors: {
      /** The days ring's colour. */
      days: string;
      /** The hours ring's colour. */
      hours: string;
      /** The minutes ring's colour. */
      minutes: string;
      /** The seconds ring's colour. */
      seconds: string;
    };
  };
  /** What the editor stored when the owner saved (see resolveEnd in countdown.ts). */
  settings: {
    /** The finish date as the owner saved it, in their time zone. */
    date_finish: string;
    /** The finish date first picked in the editor. */
    original_date_finish: string;
    /** That finish date in UTC. */
    original_date_finish_gmt0: string;
    /** The owner's UTC offset in hours when saving. */
    gmt_save: number | string | null;
    /** When the owner saved (a date or a timestamp). */
    save_time: string | number | null;
    /** Days added to the save time (decrease_sum_time). */
    days_to_sum: number;
    /** Hours added to the save time. */
    hours_to_sum: number;
    /** Minutes added to the save time. */
    minutes_to_sum: number;
    /** Seconds added to the save time. */
    seconds_to_sum: number;
    /** The finish day picked in the editor (decrease_date_end, when date_end is empty). */
    date: string;
    /** An explicit finish instant (decrease_sum_time); wins over every other date. */
    finish: string | number | null;
  };
}

export const timerDefaults: TimerConfig = {
  theme: 'panels',
  type: 'decrease_date_end',
  textDescription: '',
  showDescription: true,
  date_end: '',
  days: 0,
  hours: 14,
  minutes: 30,
  seconds: 20,
  link: null,
  labels: { days: '', hours: '', minutes: '', seconds: '' },
  numberStyle: textStyle(),
  labelStyle: textStyle(),
  descriptionStyle: textStyle(),
  appearance: { cardColor: '', borderColor: '', separatorColor: '' },
  circles: {
    total_duration: 'Auto',
    direction: 'Clockwise',
    fg_width: 0.1,
    bg_width: 1.2,
    text_size: 0.07,
    animation: 'smooth',
    background: '',
    colors: { days: '', hours: '', minutes: '', seconds: '' },
  },
  settings: {
    date_finish: '',
    original_date_finish: '',
    original_date_finish_gmt0: '',
    gmt_save: null,
    save_time: null,
    days_to_sum: 5,
    hours_to_sum: 4,
    minutes_to_sum: 30,
    seconds_to_sum: 20,
    date: '',
    finish: null,
  },
};

export const timerChoices = {
  theme: TIMER_THEMES,
  type: TIMER_TYPES,
  'circles.direction': CIRCLE_DIRECTIONS,
  'circles.animation': CIRCLE_ANIMATIONS,
};

/** How each field is read (src/config.ts). */
export const timerKinds: Kinds = {
  theme: 'choice',
  type: 'choice',
  textDescription: 'text',
  showDescription: 'boolean',
  // 'YYYY-MM-DD', read by resolveEnd (countdown.ts).
  date_end: 'text',
  days: 'number',
  hours: 'number',
  minutes: 'number',
  seconds: 'number',
  link: 'link',
  labels: 'object',
  'labels.days': 'text',
  'labels.hours': 'text',
  'labels.minutes': 'text',
  'labels.seconds': 'text',
  ...textStyleKinds('numberStyle', false),
  ...textStyleKinds('labelStyle', false),
  ...textStyleKinds('descriptionStyle', false),
  appearance: 'object',
  'appearance.cardColor': 'colour',
  'appearance.borderColor': 'colour',
  'appearance.separatorColor': 'colour',
  circles: 'object',
  // Seconds (a number becomes text) or one of the names; checked by totalDurationSeconds.
  'circles.total_duration': 'text',
  'circles.direction': 'choice',
  'circles.fg_width': 'number',
  'circles.bg_width': 'number',
  'circles.text_size': 'number',
  'circles.animation': 'choice',
  'circles.background': 'colour',
  'circles.colors': 'object',
  'circles.colors.days': 'colour',
  'circles.colors.hours': 'colour',
  'circles.colors.minutes': 'colour',
  'circles.colors.seconds': 'colour',
  settings: 'object',
  'settings.date_finish': 'text',
  'settings.original_date_finish': 'text',
  'settings.original_date_finish_gmt0': 'text',
  // Hours from UTC.
  'settings.gmt_save': 'number',
  // A date text or a timestamp, read by parseInstant (countdown.ts).
  'settings.save_time': 'any',
  'settings.days_to_sum': 'number',
  'settings.hours_to_sum': 'number',
  'settings.minutes_to_sum': 'number',
  'settings.seconds_to_sum': 'number',
  'settings.date': 'text',
  // An instant: a date text or a timestamp, read by parseInstant.
  'settings.finish': 'any',
};
