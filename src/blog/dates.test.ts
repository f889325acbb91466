import { expect } from '@open-wc/testing';
import { formatDate } from './dates.js';

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
});
