import { expect } from '@open-wc/testing';
import i18next from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../constants.js';
import en from '../locales/en_US.json';
import { bcp47 } from './language.js';
import { translator, type Dictionary, type TranslateOptions } from './translate.js';

// i18next is the reference: Weft's translate function must give what i18next's t() gives for the
// same resources, on every key of every dictionary, with and without counts and variables.
const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 101, 111, 1.5];

async function dictionary(code: Language): Promise<Dictionary> {
  if (code === FALLBACK_LANGUAGE) return en;
  return ((await import(`../locales/${code}.json`)) as { default: Dictionary }).default;
}

function optionSets(texts: string[]): TranslateOptions[] {
  const variables = new Set(texts.flatMap((text) => [...text.matchAll(/\{\{-?(.+?)\}\}/g)].map((m) => m[1]!.trim())));
  const filled = Object.fromEntries([...variables].map((name) => [name, `<${name}>`]));
  const sets: TranslateOptions[] = [{}, filled, { ...filled, name: undefined }];
  for (const count of COUNTS) sets.push({ ...filled, count }, { count });
  return sets;
}

describe('translate', () => {
  for (const code of LANGUAGES) {
    it(`gives what i18next gives for every ${code} label`, async () => {
      const tag = bcp47(code);
      const english = bcp47(FALLBACK_LANGUAGE);
      const own = await dictionary(code);
      const reference = i18next.createInstance();
      await reference.init({
        resources: { [english]: { translation: en }, [tag]: { translation: own } },
        lng: tag,
        fallbackLng: english,
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        initAsync: false,
        showSupportNotice: false,
      });
      const t = translator(
        code === FALLBACK_LANGUAGE
          ? [[english, en]]
          : [
              [tag, own],
              [english, en],
            ],
      );
      const base = [
        ...new Set([...Object.keys(en), ...Object.keys(own)].map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))),
      ];
      const keys = [...base, 'ct-no-such-label'];
      let compared = 0;
      for (const key of keys) {
        const texts = [own, en].flatMap((d) =>
          Object.entries(d)
            .filter(([k]) => k.startsWith(key))
            .map(([, v]) => v),
        );
        for (const options of [...optionSets(texts), { defaultValue: 'Fallback {{count}}', count: 2 }]) {
          expect(t(key, options), `${key} ${JSON.stringify(options)}`).to.equal(reference.t(key, options));
          compared++;
        }
      }
      expect(compared).to.be.greaterThan(keys.length * 10);
    });
  }

  it('falls back to English key by key, then to the key itself', () => {
    const t = translator([
      ['fr-FR', { 'ct-yes': 'Oui' }],
      ['en-US', { 'ct-yes': 'Yes', 'ct-only-english': 'Only English' }],
    ]);
    expect(t('ct-yes')).to.equal('Oui');
    expect(t('ct-only-english')).to.equal('Only English');
    expect(t('ct-unknown')).to.equal('ct-unknown');
    expect(t('ct-unknown', { defaultValue: 'Unknown' })).to.equal('Unknown');
  });

  it('chooses plural forms by the language’s own rules', () => {
    const t = translator([
      ['ru-RU', { 'ct-days_one': '{{count}} день', 'ct-days_few': '{{count}} дня', 'ct-days_many': '{{count}} дней' }],
    ]);
    expect([1, 3, 5, 21].map((count) => t('ct-days', { count }))).to.deep.equal(['1 день', '3 дня', '5 дней', '21 день']);
  });
});
