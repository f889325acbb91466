/**
 * The timer's decisions as plain functions: when does this countdown end, what is left, how full is
 * each circle. No DOM, no React.
 */
import { SECONDS_PER_MONTH, SECONDS_PER_YEAR } from '../../src/constants.js';
import type { TimerConfig } from './config.js';

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];
export type Remaining = Record<Unit, number>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds left; never below zero. */
export function breakdown(ms: number): Remaining {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "7" → "07": each number shows at least two digits. */
export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * 'YYYY-MM-DD H:mm:ss' (time optional) in the given UTC offset in hours, or in the visitor's
 * own zone when no offset is given. Returns NaN when the text is not of that shape.
 */
export function parseDateTime(text: unknown, utcOffsetHours?: number | null): number {
  if (typeof text !== 'string') return NaN;
  const m = DATE_TIME.exec(text.trim());
  if (!m) return NaN;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  if (typeof utcOffsetHours === 'number' && Number.isFinite(utcOffsetHours)) {
    return Date.UTC(y!, mo! - 1, d, h, mi, s) - utcOffsetHours * HOUR;
  }
  return new Date(y!, mo! - 1, d, h, mi, s).getTime();
}

/** A date from config: the pattern above, else whatever Date understands, else NaN. */
export function parseInstant(value: unknown, utcOffsetHours?: number | null): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const exact = parseDateTime(value, utcOffsetHours);
  if (!Number.isNaN(exact)) return exact;
  return typeof value === 'string' && value.trim() ? Date.parse(value) : NaN;
}

/** The circles' date parser: the pattern, else a generic parse, else now. */
export function parseCirclesDate(value: unknown, now: number): number {
  const t = parseInstant(value);
  return Number.isNaN(t) ? now : t;
}

function offsetOf(config: TimerConfig): number | null {
  const v = config.settings.gmt_save;
  if (v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** The duration of the visitor-started types: days, hours, minutes and seconds. */
export function durationMs(config: TimerConfig): number {
  return Math.max(0, config.days * DAY + config.hours * HOUR + config.minutes * MINUTE + config.seconds * SECOND);
}

/** The sum of decrease_sum_time: days_to_sum … seconds_to_sum. */
export function sumMs(config: TimerConfig): number {
  const s = config.settings;
  return Math.max(0, s.days_to_sum * DAY + s.hours_to_sum * HOUR + s.minutes_to_sum * MINUTE + s.seconds_to_sum * SECOND);
}

/** The start a visitor's first visit stored, with what it was computed from. */
export interface StoredStart {
  start: number;
  duration: number;
  saveTime: string;
}

export interface EndDecision {
  end: number;
  /** For decrease_sum_time_user_start: what to keep in storage (unchanged when reused). */
  store?: StoredStart;
  /** A finish date the owner gave that could not be read; the end is then now. */
  invalidDate?: string;
}

function firstFinite(...values: number[]): number | undefined {
  return values.find((v) => Number.isFinite(v));
}

/**
 * When the countdown reaches zero.
 * - decrease_date_end: `settings.original_date_finish_gmt0` (UTC) if set; else `date_end` (or
 *   `settings.date`) at `hours`:`minutes`, read in the owner's `gmt_save` offset when known.
 * - decrease_sum_time: `settings.finish` (an instant), else `date_finish` or `original_date_finish`
 *   (owner's offset), else `original_date_finish_gmt0`, else `save_time` plus the sum, else now plus the sum.
 * - start_user_every_access: now plus the duration, on every visit.
 * - decrease_sum_time_user_start: the stored first visit plus the duration; a new start when the
 *   owner changed the duration or saved again (`save_time`).
 */
export function resolveEnd(config: TimerConfig, now: number, stored: StoredStart | null): EndDecision {
  const s = config.settings;
  const offset = offsetOf(config);
  switch (config.type) {
    case 'decrease_date_end': {
      const gmt0 = parseInstant(s.original_date_finish_gmt0, 0);
      if (Number.isFinite(gmt0)) return { end: gmt0 };
      const given = (config.date_end || s.date || '').trim();
      const time = config.hours * HOUR + config.minutes * MINUTE;
      if (!given) return { end: defaultDateEnd(now) + time };
      const day = parseDateTime(given.slice(0, 10), offset);
      if (Number.isFinite(day)) return { end: day + time };
      // The timer's date rule: the pattern, else a generic parse, else now.
      const parsed = parseCirclesDate(given, NaN);
      return Number.isFinite(parsed) ? { end: parsed } : { end: now, invalidDate: given };
    }
    case 'decrease_sum_time': {
      const end = firstFinite(
        parseInstant(s.finish),
        parseInstant(s.date_finish, offset),
        parseInstant(s.original_date_finish, offset),
        parseInstant(s.original_date_finish_gmt0, 0),
      );
      if (end !== undefined) return { end };
      const saved = parseInstant(s.save_time, offset);
      return { end: (Number.isFinite(saved) ? saved : now) + sumMs(config) };
    }
    case 'start_user_every_access':
      return { end: now + durationMs(config) };
    case 'decrease_sum_time_user_start': {
      const duration = durationMs(config);
      const saveTime = String(s.save_time ?? '');
      if (stored && stored.duration === duration && stored.saveTime === saveTime && Number.isFinite(stored.start)) {
        return { end: stored.start + duration, store: stored };
      }
      return { end: now + duration, store: { start: now, duration, saveTime } };
    }
  }
}

/** The default finish date: seven days ahead, at midnight of that day. */
export function defaultDateEnd(now: number): number {
  const d = new Date(now + 7 * DAY);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** The names total_duration accepts, besides a number of seconds. */
export const TOTAL_DURATIONS = ['Years', 'Months', 'Days', 'Hours', 'Minutes', 'Auto'] as const;

const UNIT_SECONDS: Record<Unit, number> = { days: 86400, hours: 3600, minutes: 60, seconds: 1 };
// With "Auto", each ring is measured against the next larger unit; days against a year.
const AUTO_MAX: Record<Unit, number> = { days: 365, hours: 24, minutes: 60, seconds: 60 };

/** Seconds for a total_duration value, "Auto" for the per-unit rule, or null when invalid. */
export function totalDurationSeconds(value: unknown): number | 'Auto' | null {
  if (typeof value === 'number') return value > 0 && Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0) return Number(v);
  switch (v) {
    case 'Auto':
      return 'Auto';
    case 'Years':
      return SECONDS_PER_YEAR;
    case 'Months':
      return SECONDS_PER_MONTH;
    case 'Days':
      return 86400;
    case 'Hours':
      return 3600;
    case 'Minutes':
      return 60;
    default:
      return null;
  }
}

/** How full each circle is, 0 to 1. */
export function circleFraction(unit: Unit, remaining: Remaining, total: number | 'Auto'): number {
  const max = total === 'Auto' ? AUTO_MAX[unit] : total / UNIT_SECONDS[unit];
  if (!(max > 0)) return 0;
  return Math.min(1, Math.max(0, remaining[unit] / max));
}
