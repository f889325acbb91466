import { expect } from '@open-wc/testing';
import { resetLanguage, settle, until } from '../../test/browser/helpers.js';
import { activeLanguage, hasDictionary, i18n } from './index.js';
import { bcp47, isRtl, language, resolveLanguage } from './language.js';

describe('languages', () => {
  afterEach(async () => {
    await resetLanguage();
  });

  it('expands a two-letter code to xx_XX and falls back to en_US', () => {
    expect(resolveLanguage('fr')).to.equal('fr_FR');
    expect(resolveLanguage('he')).to.equal('he_IL');
    expect(resolveLanguage('pt')).to.equal('pt_BR');
    expect(resolveLanguage('pt-PT')).to.equal('pt_PT');
    expect(resolveLanguage('en-GB')).to.equal('en_US');
    expect(resolveLanguage('cs')).to.equal('cz_CZ');
    expect(resolveLanguage('sl-SI')).to.equal('si_SI');
    expect(resolveLanguage('xx')).to.equal('en_US');
    expect(resolveLanguage(undefined)).to.equal('en_US');
  });

  it('is right to left for Hebrew and Arabic only (Japanese stays left to right)', () => {
    expect(isRtl('he_IL')).to.equal(true);
    expect(isRtl('ar_AR')).to.equal(true);
    expect(isRtl('ja_JP')).to.equal(false);
    expect(isRtl('en_US')).to.equal(false);
  });

  it('gives each product code a BCP 47 tag', () => {
    expect(bcp47('pt_BR')).to.equal('pt-BR');
    expect(bcp47('cz_CZ')).to.equal('cs-CZ');
    expect(bcp47('ar_AR')).to.equal('ar');
  });

  it('loads only the chosen dictionary, then translates with plural rules', async () => {
    expect(hasDictionary('ru_RU')).to.equal(false);
    language.value = 'ru_RU';
    await until(() => activeLanguage.value === 'ru_RU', 'the Russian dictionary');
    expect(hasDictionary('ru_RU')).to.equal(true);
    expect(hasDictionary('de_DE')).to.equal(false);
    expect(i18n.t('ct-count-days', { count: 1 })).to.equal('1 день');
    expect(i18n.t('ct-count-days', { count: 3 })).to.equal('3 дня');
    expect(i18n.t('ct-count-days', { count: 5 })).to.equal('5 дней');
  });

  it('gives the key itself for a label no dictionary has (English fallback: translate.test.ts)', async () => {
    language.value = 'nl_NL';
    await until(() => activeLanguage.value === 'nl_NL');
    expect(i18n.t('ct-some-future-key', { defaultValue: undefined })).to.equal('ct-some-future-key');
  });

  it('keeps the language chosen last when an earlier choice’s dictionary arrives after it', async () => {
    expect(hasDictionary('sk_SK')).to.equal(false);
    language.value = 'sk_SK';
    language.value = 'en_US';
    await until(() => hasDictionary('sk_SK'), 'the Slovak dictionary to arrive');
    await settle();
    expect(activeLanguage.value).to.equal('en_US');
    expect(i18n.t('ct-close')).to.equal('Close');
  });
});
