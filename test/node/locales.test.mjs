// Checks every dictionary in src/locales against the English one: same keys, no empty strings,
// the plural categories each language needs, and the same {{placeholders}}.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const LOCALES = new URL('../../src/locales/', import.meta.url);

// Product code → BCP 47 tag used for Intl.PluralRules (the same mapping as src/i18n/language.ts).
const BCP47 = {
  en_US: 'en-US',
  pt_BR: 'pt-BR',
  fr_FR: 'fr-FR',
  de_DE: 'de-DE',
  es_ES: 'es-ES',
  it_IT: 'it-IT',
  pt_PT: 'pt-PT',
  ar_AR: 'ar',
  he_IL: 'he-IL',
  nl_NL: 'nl-NL',
  vi_VI: 'vi',
  ro_RO: 'ro-RO',
  hu_HU: 'hu-HU',
  zh_CN: 'zh-CN',
  ru_RU: 'ru-RU',
  hi_HI: 'hi',
  pa_PA: 'pa',
  ja_JP: 'ja-JP',
  el_EL: 'el',
  ko_KO: 'ko',
  si_SI: 'sl-SI',
  pl_PL: 'pl-PL',
  tr_TR: 'tr-TR',
  cz_CZ: 'cs-CZ',
  sk_SK: 'sk-SK',
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function read(code) {
  return JSON.parse(readFileSync(new URL(`${code}.json`, LOCALES), 'utf8'));
}

/** The {{...}} tokens of a string, sorted, optionally without {{count}}. */
function placeholders(text, { withoutCount = false } = {}) {
  const found = [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]);
  return (withoutCount ? found.filter((name) => name !== 'count') : found).sort();
}

const en = read('en_US');
const plainKeys = Object.keys(en).filter((key) => !PLURAL_SUFFIX.test(key));
const pluralBases = [
  ...new Set(
    Object.keys(en)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  ),
];
const files = readdirSync(LOCALES)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

describe('locale files', () => {
  it('are exactly the 25 product languages', () => {
    assert.deepEqual(files, Object.keys(BCP47).sort());
  });

  it('English has its own plural categories and at least one plural key', () => {
    assert.ok(pluralBases.length > 0);
    for (const base of pluralBases) {
      for (const category of new Intl.PluralRules('en-US').resolvedOptions().pluralCategories) {
        assert.equal(typeof en[`${base}_${category}`], 'string', `en_US lacks ${base}_${category}`);
      }
    }
  });
});

for (const code of files.filter((name) => name !== 'en_US')) {
  describe(code, () => {
    const dictionary = read(code);
    const tag = BCP47[code];
    const categories = tag ? new Intl.PluralRules(tag).resolvedOptions().pluralCategories : [];

    it('is a known language', () => {
      assert.ok(tag, `${code}.json is not one of the product languages`);
    });

    it('has every non-plural key of en_US', () => {
      const missing = plainKeys.filter((key) => !(key in dictionary));
      assert.deepEqual(missing, [], `${code} lacks ${missing.join(', ')}`);
    });

    it('has every plural category of its language', () => {
      const missing = pluralBases.flatMap((base) =>
        categories.map((category) => `${base}_${category}`).filter((key) => !(key in dictionary)),
      );
      assert.deepEqual(missing, [], `${code} (${tag}: ${categories.join(', ')}) lacks ${missing.join(', ')}`);
    });

    it('has no keys English lacks and no plural category its language lacks', () => {
      const extra = Object.keys(dictionary).filter((key) => {
        const base = key.replace(PLURAL_SUFFIX, '');
        if (base === key) return !(key in en);
        return !pluralBases.includes(base) || !categories.includes(key.slice(base.length + 1));
      });
      assert.deepEqual(extra, [], `${code} has unexpected keys ${extra.join(', ')}`);
    });

    it('has no empty strings', () => {
      for (const [key, value] of Object.entries(dictionary)) {
        assert.equal(typeof value, 'string', `${code} ${key} is not a string`);
        assert.notEqual(value.trim(), '', `${code} ${key} is empty`);
      }
    });

    it('keeps the placeholders of English', () => {
      for (const key of plainKeys.filter((k) => typeof dictionary[k] === 'string')) {
        assert.deepEqual(placeholders(dictionary[key]), placeholders(en[key]), `${code} ${key}: "${dictionary[key]}"`);
      }
      for (const base of pluralBases) {
        const english = en[`${base}_other`];
        assert.equal(typeof english, 'string', `en_US lacks ${base}_other`);
        for (const category of categories) {
          const value = dictionary[`${base}_${category}`];
          if (typeof value !== 'string') continue;
          assert.deepEqual(
            placeholders(value, { withoutCount: true }),
            placeholders(english, { withoutCount: true }),
            `${code} ${base}_${category}: "${value}"`,
          );
          // {{count}} may be spelled out ("يومان", "יום אחד"), but never repeated or invented.
          assert.ok(
            placeholders(value).filter((name) => name === 'count').length <= 1,
            `${code} ${base}_${category}: "${value}"`,
          );
        }
        // `other` covers arbitrary numbers, so it must show the number.
        if (placeholders(english).includes('count')) {
          assert.ok(
            placeholders(dictionary[`${base}_other`] ?? '{{count}}').includes('count'),
            `${code} ${base}_other must keep {{count}}`,
          );
        }
      }
    });
  });
}
