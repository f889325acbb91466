import { effect, signal } from '@preact/signals-core';
import { useMemo } from 'react';
import { FALLBACK_LANGUAGE, type Language } from '../constants.js';
import en from '../locales/en_US.json';
import { useSignalValue } from '../base/use-signal.js';
import { bcp47, language } from './language.js';
import { translator, type Dictionary, type Translate, type TranslateOptions } from './translate.js';

export type { Translate } from './translate.js';

// English ships with the runtime; every other dictionary is its own chunk, fetched when chosen.
const dictionaries: Record<Exclude<Language, 'en_US'>, () => Promise<{ default: Dictionary }>> = {
  pt_BR: () => import('../locales/pt_BR.json'),
  fr_FR: () => import('../locales/fr_FR.json'),
  de_DE: () => import('../locales/de_DE.json'),
  es_ES: () => import('../locales/es_ES.json'),
  it_IT: () => import('../locales/it_IT.json'),
  pt_PT: () => import('../locales/pt_PT.json'),
  ar_AR: () => import('../locales/ar_AR.json'),
  he_IL: () => import('../locales/he_IL.json'),
  nl_NL: () => import('../locales/nl_NL.json'),
  vi_VI: () => import('../locales/vi_VI.json'),
  ro_RO: () => import('../locales/ro_RO.json'),
  hu_HU: () => import('../locales/hu_HU.json'),
  zh_CN: () => import('../locales/zh_CN.json'),
  ru_RU: () => import('../locales/ru_RU.json'),
  hi_HI: () => import('../locales/hi_HI.json'),
  pa_PA: () => import('../locales/pa_PA.json'),
  ja_JP: () => import('../locales/ja_JP.json'),
  el_EL: () => import('../locales/el_EL.json'),
  ko_KO: () => import('../locales/ko_KO.json'),
  si_SI: () => import('../locales/si_SI.json'),
  pl_PL: () => import('../locales/pl_PL.json'),
  tr_TR: () => import('../locales/tr_TR.json'),
  cz_CZ: () => import('../locales/cz_CZ.json'),
  sk_SK: () => import('../locales/sk_SK.json'),
};

const loaded = new Map<Language, Dictionary>([[FALLBACK_LANGUAGE, en]]);

/** Whether `code`'s dictionary has arrived. */
export function hasDictionary(code: Language): boolean {
  return loaded.has(code);
}

/** The translate function for `code`, falling back to English key by key. */
export function fixedT(code: Language): Translate {
  const chain = [[bcp47(FALLBACK_LANGUAGE), en] as const];
  return translator(code === FALLBACK_LANGUAGE ? chain : [[bcp47(code), loaded.get(code)], ...chain]);
}

/** The language whose dictionary is loaded and active: trails `language` while one downloads. */
export const activeLanguage = signal<Language>(FALLBACK_LANGUAGE);

/** Labels outside React (notices, banners): translated in the active language when called. */
export const i18n = {
  t: (key: string, options?: TranslateOptions): string => fixedT(activeLanguage.peek())(key, options),
};

let latestLoad = 0;

/**
 * Loads and activates `code`'s dictionary. Only the language asked for last is activated: a slow
 * dictionary that arrives after a newer choice is kept for later but does not take over.
 */
export async function loadLanguage(code: Language): Promise<void> {
  const ticket = ++latestLoad;
  if (!loaded.has(code)) {
    try {
      const dictionary = await dictionaries[code as Exclude<Language, 'en_US'>]();
      loaded.set(code, dictionary.default);
    } catch (error) {
      console.error(`Weft: the ${code} dictionary could not be loaded, so labels stay in English (${(error as Error).message})`);
      if (ticket === latestLoad) activeLanguage.value = FALLBACK_LANGUAGE;
      return;
    }
  }
  if (ticket === latestLoad) activeLanguage.value = code;
}

effect(() => void loadLanguage(language.value));

/** The translate function for the active language; components re-render when it changes. */
export function useT(): Translate {
  const code = useSignalValue(activeLanguage);
  return useMemo(() => fixedT(code), [code]);
}
