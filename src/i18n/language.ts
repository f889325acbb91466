import { signal } from '@preact/signals-core';
import { FALLBACK_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '../constants.js';
import { isSiteMode, scriptOptions, siteData } from '../base/data.js';

/**
 * The visitor's language, as one of the product's 25 codes. Kept apart from i18next so that
 * anything may read it without pulling the translation library in.
 */

// Codes whose language part is not the ISO 639-1 code of the language.
const ALIASES: Record<string, Language> = { cs: 'cz_CZ', sl: 'si_SI', iw: 'he_IL' };

/** "fr" → fr_FR, "pt-PT" → pt_PT, "en-GB" → en_US, "xx" → en_US. */
export function resolveLanguage(input: unknown): Language {
  if (typeof input !== 'string' || input.trim() === '') return FALLBACK_LANGUAGE;
  const [lang = '', region = ''] = input.trim().replace('-', '_').split('_');
  const exact = LANGUAGES.find((l) => l.toLowerCase() === `${lang}_${region}`.toLowerCase());
  if (exact) return exact;
  const two = lang.toLowerCase();
  return ALIASES[two] ?? LANGUAGES.find((l) => l.startsWith(`${two}_`)) ?? FALLBACK_LANGUAGE;
}

/** The BCP 47 tag of a product language, for `lang`, Intl and plural rules. */
export function bcp47(code: Language): string {
  const special: Partial<Record<Language, string>> = {
    ar_AR: 'ar',
    el_EL: 'el',
    hi_HI: 'hi',
    pa_PA: 'pa',
    ko_KO: 'ko',
    vi_VI: 'vi',
    cz_CZ: 'cs-CZ',
    si_SI: 'sl-SI',
    ja_JP: 'ja-JP',
  };
  return special[code] ?? code.replace('_', '-');
}

export function isRtl(code: Language): boolean {
  return RTL_LANGUAGES.includes(code.slice(0, 2));
}

/** `?lang=fr` on the page address chooses the language for this visit. */
export function languageFromQuery(search: string = location.search): string | null {
  return new URLSearchParams(search).get('lang');
}

/**
 * `?lang=`, then the script tag's `data-lang`; embedded on another page, then that page's
 * `<html lang>` (a site page's language comes from its site data, src/site/index.ts); then the
 * browser's.
 */
function initial(): Language {
  const fromScript = scriptOptions().lang;
  const fromPage = isSiteMode() ? '' : document.documentElement.lang;
  return resolveLanguage(languageFromQuery() || fromScript || fromPage || navigator.language);
}

export const language = signal<Language>(initial());

/** The language the server is told about when the site configures none (runtime.md §7). */
export const DEFAULT_SITE_LANGUAGE: Language = 'pt_BR';

/**
 * The site's configured language, for Accept-Language: the site data's, else the script tag's
 * `data-lang`, else pt_BR. Unlike `language`, the visitor's browser is not consulted.
 */
export function configuredLanguage(
  siteLanguage: unknown = siteData()?.options?.language,
  scriptLanguage: unknown = (window as { weft?: { options?: { lang?: string | null } } }).weft?.options?.lang,
): Language {
  const given = [siteLanguage, scriptLanguage].find((v) => typeof v === 'string' && v.trim() !== '');
  return given === undefined ? DEFAULT_SITE_LANGUAGE : resolveLanguage(given);
}
