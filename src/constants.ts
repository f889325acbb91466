// Business constants of the spec (runtime.md §9, elements-lead-capture.md §9), named once.

/** Widths at or below this are the mobile device class. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Animation speeds of element motion, by the config's speed name. */
export const ANIMATION_SPEEDS_MS = { slow: 1950, slower: 2950, fast: 750, faster: 450 } as const;

/** Defaults of the common element config. */
export const DEFAULT_MAX_WIDTH = '768px';
export const DEFAULT_PADDING_PX = 15;

/** Timer tick. */
export const TIMER_TICK_MS = 1000;
/** The live region of a timer speaks at most this often. */
export const TIMER_ANNOUNCE_EVERY_MS = 60_000;
/** Seconds per year and per month as the circles theme counts them. */
export const SECONDS_PER_YEAR = 31_536_000;
export const SECONDS_PER_MONTH = 2_678_400;
/** Circles refresh when animation frames are not available, and their arc animation. */
export const CIRCLES_FALLBACK_REFRESH_MS = 100;
export const CIRCLES_ARC_ANIMATION_MS = 200;
/** Circles on a mobile or tablet device: 310px wide when the window is at least this wide, else 100%. */
export const CIRCLES_MOBILE_WIDE_WINDOW_PX = 700;
export const CIRCLES_MOBILE_WIDTH_PX = 310;

/** Launch widget: the copy button shows a check this long, then the 'copied' message fades out over COPY_FADE_MS. */
export const COPY_CHECK_MS = 1000;
export const COPY_FADE_MS = 500;

/** Languages of the product (runtime.md §1). en_US is the fallback. */
export const LANGUAGES = [
  'pt_BR',
  'en_US',
  'fr_FR',
  'de_DE',
  'es_ES',
  'it_IT',
  'pt_PT',
  'ar_AR',
  'he_IL',
  'nl_NL',
  'vi_VI',
  'ro_RO',
  'hu_HU',
  'zh_CN',
  'ru_RU',
  'hi_HI',
  'pa_PA',
  'ja_JP',
  'el_EL',
  'ko_KO',
  'si_SI',
  'pl_PL',
  'tr_TR',
  'cz_CZ',
  'sk_SK',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en_US';
/** Written right to left. The spec also lists ja; Japanese is left to right (CONTRACT §8). */
export const RTL_LANGUAGES: readonly string[] = ['he', 'ar'];
