/**
 * The part of i18next's `t()` that Weft's labels use, over i18next's own resource format (JSON v4,
 * one flat namespace per language):
 * - `{{name}}` interpolation, unescaped (React escapes what it renders). A variable that is not
 *   passed stays as written; one passed as undefined or null becomes empty.
 * - plurals by `count`: `key_zero` for 0, else the suffix the language's Intl.PluralRules names
 *   (`key_one`, `key_few`, `key_other`, …), else the plain key.
 * - a fallback chain: the visitor's language, then English; then `defaultValue`; then the key itself.
 *
 * i18next (13.6 KB gzip, one bundle with no lighter entry point) was the largest chunk after React on a
 * one-countdown page; this is about half a kilobyte. `translate.test.ts` checks it against i18next
 * itself on every key of every dictionary.
 */

export type Dictionary = Readonly<Record<string, string>>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/** One step of the fallback chain: a BCP 47 tag (for plural rules) and its dictionary, if loaded. */
export type Lookup = readonly [tag: string, dictionary: Dictionary | undefined];

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralSuffix(tag: string, count: number): string {
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return `_${rules.select(count)}`;
}

const VARIABLE = /\{\{-?(.+?)\}\}/g;

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(options, key)) return whole;
    const value = options[key];
    return value == null ? '' : String(value);
  });
}

/** A translate function over `chain`, looked up in order. */
export function translator(chain: readonly Lookup[]): Translate {
  return (key, options = {}) => {
    const { count } = options;
    let found: string | undefined;
    for (const [tag, dictionary] of chain) {
      if (!dictionary) continue;
      if (typeof count === 'number') {
        if (count === 0) found = dictionary[`${key}_zero`];
        found ??= dictionary[`${key}${pluralSuffix(tag, count)}`];
      }
      found ??= dictionary[key];
      if (found !== undefined) break;
    }
    return interpolate(found ?? options.defaultValue ?? key, options);
  };
}
