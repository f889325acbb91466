import { expect } from '@open-wc/testing';
import { formatDate, monthAndYear, part } from './dates.js';

/** Sunday 5 January 2025, 15:07:09 UTC. */
const AFTERNOON = new Date(Date.UTC(2025, 0, 5, 15, 7, 9));
const MORNING = new Date(Date.UTC(2025, 0, 5, 9, 7, 9));

describe('formatDate in the visitor’s language (Intl behind the same tokens)', () => {
  const table: Array<[locale: string, format: string, at: Date, expected: string]> = [
    ['en', 'MMMM Do, YYYY h:mm a', AFTERNOON, 'January 5th, 2025 3:07 pm'],
    ['en', 'Do MMM', new Date(Date.UTC(2025, 0, 22)), '22nd Jan'],
    ['en', 'dddd, D MMMM YYYY hh:mm A', MORNING, 'Sunday, 5 January 2025 09:07 AM'],
    // Russian and Polish write a month beside a day in the genitive, alone in the nominative.
    ['ru', 'D MMMM YYYY', AFTERNOON, '5 января 2025'],
    ['ru', 'MMMM YYYY', AFTERNOON, 'январь 2025'],
    ['ru', 'Do MMMM', AFTERNOON, '5 января'],
    ['pl', 'D MMMM YYYY', AFTERNOON, '5 stycznia 2025'],
    ['pl', 'MMMM YYYY', AFTERNOON, 'styczeń 2025'],
    ['de', 'dddd, D. MMMM YYYY', AFTERNOON, 'Sonntag, 5. Januar 2025'],
    ['ar', 'D MMMM YYYY h:mm A', AFTERNOON, '5 يناير 2025 3:07 م'],
    ['ar', 'h:mm A', MORNING, '9:07 ص'],
    ['ja', 'YYYY年M月D日 A h:mm', AFTERNOON, '2025年1月5日 午後 3:07'],
    ['ja', 'A h:mm', MORNING, '午前 9:07'],
    ['fr-FR', 'dddd D MMMM [à] HH[h]mm', AFTERNOON, 'dimanche 5 janvier à 15h07'],
  ];
  for (const [locale, format, at, expected] of table) {
    it(`${locale}: ${format} → ${expected}`, () => {
      expect(formatDate(at, format, 0, locale)).to.equal(expected);
    });
  }

  it('never prints a stray letter for Do in any language', () => {
    for (const locale of ['en', 'ru', 'pl', 'ar', 'ja', 'de'])
      expect(formatDate(AFTERNOON, 'Do', 0, locale), locale).to.match(/^5(th)?$/);
  });

  it('writes American English names out exactly as Intl would', () => {
    const intl = (at: Date, type: Intl.DateTimeFormatPartTypes, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).formatToParts(at).find((p) => p.type === type)?.value;
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2025, month, 5));
      for (const width of ['long', 'short'] as const) {
        for (const options of [{ month: width }, { day: 'numeric', month: width } as const])
          expect(part(at, 'en-US', 'month', options), `${month} ${width}`).to.equal(intl(at, 'month', options));
      }
    }
    for (let day = 5; day < 12; day++) {
      const at = new Date(Date.UTC(2025, 0, day));
      for (const weekday of ['long', 'short'] as const)
        expect(part(at, 'en', 'weekday', { weekday }), `${day} ${weekday}`).to.equal(intl(at, 'weekday', { weekday }));
    }
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(Date.UTC(2025, 0, 5, hour));
      const options = { hour: 'numeric', hour12: true } as const;
      expect(part(at, 'en-US', 'dayPeriod', options), `${hour} h`).to.equal(intl(at, 'dayPeriod', options));
    }
  });

  it('writes a month and its year as Intl would, in American English and in another language', () => {
    for (const locale of ['en-US', 'de'])
      for (let month = 0; month < 12; month++) {
        const at = new Date(Date.UTC(2025, month, 5));
        const intl = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
        expect(monthAndYear(at, locale), `${locale} ${month}`).to.equal(intl);
      }
  });

  it('writes English ordinals as Intl counts them', () => {
    const rules = new Intl.PluralRules('en', { type: 'ordinal' });
    const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
    for (let day = 1; day <= 31; day++) {
      const at = new Date(Date.UTC(2025, 0, day));
      expect(formatDate(at, 'Do', 0, 'en')).to.equal(`${day}${suffix[rules.select(day)]}`);
    }
  });
});
