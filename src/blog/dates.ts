/**
 * Post dates (spec §4 "Feed post date"): a normal post shows its scheduled date; a Dripping post
 * shows a projected date (now + dripping_total_seconds) and a Scheduled post its scheduled date,
 * both in the preview format and not readable (no read-more link, greyed thumbnail). Pure
 * functions: "now" and the offset are parameters.
 *
 * Which zone a post's date is written in: the service's, UTC, as it writes the date. The spec
 * converts it by the visitor's offset, but the server renderer draws lists before any script runs
 * and cannot know the visitor's zone, and the runtime must take a drawn page over without a
 * visible change (CONTRACT §2): a post at 23:30 UTC was drawn on the 14th by a server in UTC and
 * redrawn on the 15th in Tokyo. So post dates are written in UTC wherever they are drawn (lists,
 * the post page), never in the server's or the browser's own zone, and the same post shows the
 * same day everywhere. Comments, which the browser alone draws, keep the visitor's offset.
 */
import { keptAnswers } from '../util/kept.js';
import type { BlogPost, BlogViewConfig } from './types.js';

/** The feed's default date format (spec §9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * A service date as an instant. The service writes UTC as 'YYYY-MM-DD HH:mm:ss' (or
 * 'YYYY-MM-DD'); ISO strings with their own offset are read as they say. Null when unreadable.
 */
export function parseServiceDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  const plain = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text);
  if (plain) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = plain;
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The visitor's offset from UTC in minutes (east positive), as the browser knows it for `at` (comments' times). */
export function visitorOffsetMinutes(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}

const TOKENS = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|a/g;
/** A pattern with the day of the month in it: month names then take the form used with a day. */
const WITH_DAY = /(?:^|[^D[])D/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formatters made so far, by locale and options: making one costs far more than using it, and a
 * feed formats every post's date. Bounded: the server renderer draws sites in every language.
 */
const formatters = keptAnswers<Intl.DateTimeFormat>(64);

/** An Intl formatter of `locale` in UTC (English when the browser does not know the locale). */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatters(locale + JSON.stringify(options), () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    } catch {
      return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
  });
}

const AMERICAN = /^en(-US)?$/i;
const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/**
 * One part (month, weekday, dayPeriod) of `date` as `locale` writes it with `options`. American
 * English is written out: Intl's first formatter of a kind loads the language's data, which took
 * a blog feed's first render 30 ms (unthrottled) on a page taken over.
 */
export function part(
  date: Date,
  locale: string,
  type: Intl.DateTimeFormatPartTypes,
  options: Intl.DateTimeFormatOptions,
): string {
  if (AMERICAN.test(locale)) {
    const name = type === 'month' ? MONTHS[date.getUTCMonth()] : type === 'weekday' ? WEEKDAYS[date.getUTCDay()] : undefined;
    if (name) return options.month === 'short' || options.weekday === 'short' ? name.slice(0, 3) : name;
    if (type === 'dayPeriod') return date.getUTCHours() < 12 ? 'AM' : 'PM';
  }
  return (
    formatter(locale, options)
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? ''
  );
}

/** A month with its year, as `locale` writes it alone ("January 2025"). */
export function monthAndYear(date: Date, locale: string): string {
  if (AMERICAN.test(locale)) return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return formatter(locale, { month: 'long', year: 'numeric' }).format(date);
}

/** The day with its ordinal: English 1st 2nd 3rd 4th, 11th 12th 13th, 21st; other languages write the number. */
function ordinal(day: number, locale: string): string {
  if (!/^en\b/i.test(locale)) return String(day);
  const last = day % 10;
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen || last > 3 || last === 0 ? 'th' : ['st', 'nd', 'rd'][last - 1]}`;
}

/**
 * Formats an instant with a moment-style pattern in a given offset: YYYY YY MMMM MMM MM M Do DD D
 * dddd ddd HH H hh h mm m ss s A a; text in [brackets] is kept as it is. Month and day names and
 * the day periods are `locale`'s (BCP 47, default English), through Intl.DateTimeFormat: a month
 * beside a day takes the form the language uses there (Russian `5 января`, Polish `5 stycznia`),
 * alone its standalone form (`январь 2025`).
 */
export function formatDate(date: Date, format: string = DEFAULT_DATE_FORMAT, offsetMinutes = 0, locale = 'en'): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  const pattern = format || DEFAULT_DATE_FORMAT;
  const withDay = WITH_DAY.test(pattern.replace(/\[[^\]]*]/g, ''));
  const month = (width: 'long' | 'short') =>
    part(shifted, locale, 'month', withDay ? { day: 'numeric', month: width } : { month: width });
  const period = () => part(shifted, locale, 'dayPeriod', { hour: 'numeric', hour12: true });
  const y = shifted.getUTCFullYear();
  const mo = shifted.getUTCMonth() + 1;
  const d = shifted.getUTCDate();
  const h = shifted.getUTCHours();
  const mi = shifted.getUTCMinutes();
  const s = shifted.getUTCSeconds();
  const h12 = h % 12 || 12;
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(y);
      case 'YY':
        return String(y).slice(-2);
      case 'MMMM':
        return month('long');
      case 'MMM':
        return month('short');
      case 'MM':
        return pad(mo);
      case 'M':
        return String(mo);
      case 'Do':
        return ordinal(d, locale);
      case 'DD':
        return pad(d);
      case 'D':
        return String(d);
      case 'dddd':
        return part(shifted, locale, 'weekday', { weekday: 'long' });
      case 'ddd':
        return part(shifted, locale, 'weekday', { weekday: 'short' });
      case 'HH':
        return pad(h);
      case 'H':
        return String(h);
      case 'hh':
        return pad(h12);
      case 'h':
        return String(h12);
      case 'mm':
        return pad(mi);
      case 'm':
        return String(mi);
      case 'ss':
        return pad(s);
      case 's':
        return String(s);
      case 'A':
        return period();
      default:
        return period().toLocaleLowerCase(locale);
    }
  });
}

/** How a post is released right now. */
export type PostRelease = 'normal' | 'dripping' | 'scheduled';

/**
 * A post's release: 'dripping' while its dripping seconds have not run out, 'scheduled' while its
 * scheduled date is in the future. A Dripping post whose seconds are spent, or a Scheduled one
 * whose date has passed, is a normal post (the service may keep the cycle name after release).
 */
export function postRelease(
  post: Pick<BlogPost, 'date_cycle' | 'dripping_total_seconds' | 'scheduled_date'>,
  now: Date = new Date(),
): PostRelease {
  const cycle = String(post.date_cycle ?? '').toLowerCase();
  if (cycle === 'dripping') return post.dripping_total_seconds > 0 ? 'dripping' : 'normal';
  if (cycle === 'scheduled') {
    const at = parseServiceDate(post.scheduled_date);
    return at === null || at.getTime() > now.getTime() ? 'scheduled' : 'normal';
  }
  return 'normal';
}

/** What a list shows as a post's date. */
export interface PostDate {
  release: PostRelease;
  /** False for Dripping and Scheduled posts: no read-more link, greyed thumbnail, link to '#'. */
  readable: boolean;
  /** The instant shown (null when the post has no usable date). */
  date: Date | null;
  /** The formatted date; '' when there is none. */
  text: string;
  /** `date` as ISO 8601 for a `<time datetime>`; ''. */
  iso: string;
}

/** How to show dates. */
export interface DateOptions {
  /** The element's format for normal posts (default YYYY-MM-DD). */
  format?: string;
  /** The view config's date_format_preview_news; '' or absent falls back to `format`. */
  previewFormat?: string;
  now?: Date;
  /** Offset from UTC in minutes to write the date in; default 0: UTC, as the service writes it. */
  offsetMinutes?: number;
  /** BCP 47 locale for month and day names. */
  locale?: string;
}

/**
 * The date a list shows for a post: normal → scheduled_date (else created_at) in `format`; Dripping → now + dripping_total_seconds, Scheduled → scheduled_date, both in
 * the preview format and not readable.
 */
export function postDate(
  post: Pick<BlogPost, 'date_cycle' | 'dripping_total_seconds' | 'scheduled_date' | 'created_at'>,
  options: DateOptions = {},
): PostDate {
  const now = options.now ?? new Date();
  const format = options.format || DEFAULT_DATE_FORMAT;
  const preview = options.previewFormat || format;
  const release = postRelease(post, now);
  let date: Date | null;
  if (release === 'dripping') date = new Date(now.getTime() + post.dripping_total_seconds * 1000);
  else date = parseServiceDate(post.scheduled_date) ?? parseServiceDate(post.created_at);
  const offset = options.offsetMinutes ?? 0;
  return {
    release,
    readable: release === 'normal',
    date,
    text: date ? formatDate(date, release === 'normal' ? format : preview, offset, options.locale) : '',
    iso: date ? date.toISOString() : '',
  };
}

/**
 * Whether a list shows a post at all: posts not yet readable appear only when the view config's
 * pre_show_dripping / pre_show_scheduled allow it.
 */
export function listed(
  post: Pick<BlogPost, 'date_cycle' | 'dripping_total_seconds' | 'scheduled_date'>,
  view: BlogViewConfig | null,
  now: Date = new Date(),
): boolean {
  if (!view) return true;
  const release = postRelease(post, now);
  if (release === 'dripping') return view.pre_show_dripping;
  if (release === 'scheduled') return view.pre_show_scheduled;
  return true;
}

/**
 * Where a visitor who opens a post that is not readable yet is sent: the view config's
 * pre_block_dripping_url / pre_block_scheduled_url; null for a readable post or when none is set.
 */
export function blockedPostTarget(
  post: Pick<BlogPost, 'date_cycle' | 'dripping_total_seconds' | 'scheduled_date'>,
  view: BlogViewConfig | null,
  now: Date = new Date(),
): string | null {
  const release = postRelease(post, now);
  if (release === 'normal' || !view) return null;
  const url = release === 'dripping' ? view.pre_block_dripping_url : view.pre_block_scheduled_url;
  return url.trim() || null;
}
