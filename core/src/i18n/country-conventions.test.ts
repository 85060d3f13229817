import { describe, expect, it } from 'vitest';
import { withDefaults } from '../configuration/definitions.js';
import { localFormat } from '../time/localized-format.js';
import { countryLanguage, dateOrderOf, twelveHourClockOf } from './country-conventions.js';
import { languageSetting } from './language-settings.js';
import { publicLocaleFor } from './public-locale.js';

/**
 * Issue 25, "Markets as they write": public dates and clocks follow the masjid's country unless the masjid
 * chose otherwise, and its public pages speak its country's language before it chooses one
 * (docs/languages.md "Dates and clocks by country").
 */
const FRIDAY_4_DECEMBER = '2026-12-04';

describe('dates and clocks by country', () => {
  it('writes a UK or Australian date day first, never 12/4 for 4 December', () => {
    for (const country of ['GB', 'AU']) {
      const format = localFormat({ language: 'en', country });
      expect(format.shortDate(FRIDAY_4_DECEMBER), country).toBe('4/12');
      expect(format.date(FRIDAY_4_DECEMBER), country).toBe('4/12/2026');
      expect(format.longDate(FRIDAY_4_DECEMBER), country).toBe('4 December 2026');
      expect(format.weekdayDate(FRIDAY_4_DECEMBER), country).toBe('Friday 4 December 2026');
      // Masjid boards there print a 12-hour clock.
      expect(format.time('17:45'), country).toBe('5:45 pm');
    }
  });

  it('keeps a US masjid on month/day and the 12-hour clock, exactly as before', () => {
    const format = localFormat({ language: 'en', country: 'US' });
    expect(format.shortDate(FRIDAY_4_DECEMBER)).toBe('12/4');
    expect(format.date(FRIDAY_4_DECEMBER)).toBe('12/4/2026');
    expect(format.longDate(FRIDAY_4_DECEMBER)).toBe('December 4, 2026');
    expect(format.weekdayDate(FRIDAY_4_DECEMBER)).toBe('Friday, December 4, 2026');
    expect(format.time('17:45')).toBe('5:45 pm');
    expect(format.timeParts('05:07')).toEqual({ time: '5:07', meridiem: 'am' });
  });

  it('uses the 24-hour clock in France, Türkiye and most of the world, whatever the language', () => {
    for (const [language, country] of [
      ['fr', 'FR'],
      ['tr', 'TR'],
      ['en', 'FR'],
      ['en', 'TR'],
      ['en', 'DE'],
      ['ar', 'MA'],
      ['en', 'ID'],
    ] as const) {
      const format = localFormat({ language, country });
      expect(format.time('17:45'), `${language} ${country}`).toBe('17:45');
      expect(format.timeParts('05:07'), `${language} ${country}`).toEqual({ time: '05:07', meridiem: '' });
    }
    // An English page in Türkiye writes the date day first too.
    expect(localFormat({ language: 'en', country: 'TR' }).date(FRIDAY_4_DECEMBER)).toBe('4/12/2026');
  });

  it("lets the masjid's own time format win over its country", () => {
    expect(localFormat({ language: 'en', country: 'FR', hour12: true }).time('17:45')).toBe('5:45 pm');
    expect(localFormat({ language: 'en', country: 'US', hour12: false }).time('17:45')).toBe('17:45');
  });

  it('knows the order, clock and language of the countries the issue names', () => {
    expect(['US', 'GB', 'AU', 'FR', 'TR', 'JP'].map(dateOrderOf)).toEqual(['mdy', 'dmy', 'dmy', 'dmy', 'dmy', 'ymd']);
    expect(['US', 'GB', 'PK', 'FR', 'TR', 'ID', 'MA'].map(twelveHourClockOf)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(twelveHourClockOf(undefined)).toBeUndefined();
    expect(['US', 'GB', 'TR', 'FR', 'ID', 'MY', 'BD', 'PK', 'EG', 'DE'].map(countryLanguage)).toEqual([
      'en',
      'en',
      'tr',
      'fr',
      'id',
      'ms',
      'bn',
      'ur',
      'ar',
      'en',
    ]);
  });
});

describe("the public pages' language", () => {
  it("defaults to the masjid's country's language; the masjid's setting wins, then ?lang=", () => {
    expect(languageSetting([], null, 'TR').language).toBe('tr');
    expect(languageSetting([], null, 'ID').language).toBe('id');
    expect(languageSetting([], null, 'GB').language).toBe('en');
    expect(languageSetting([], null, undefined).language).toBe('en');
    expect(languageSetting([{ name: 'language', value: 'en' }], null, 'TR').language).toBe('en');
    expect(languageSetting([{ name: 'language', value: 'en' }], 'ar', 'TR').language).toBe('ar');
  });

  it("is filled in by the server's configuration defaults from the masjid's country", () => {
    const language = (entries: { name: string; value: string }[]) =>
      entries.find((entry) => entry.name === 'language')?.value;
    expect(language(withDefaults([], 'TR'))).toBe('tr');
    expect(language(withDefaults([], 'FR'))).toBe('fr');
    expect(language(withDefaults([], 'US'))).toBe('en');
    expect(language(withDefaults([]))).toBe('en');
    expect(language(withDefaults([{ name: 'language', value: 'bn' }], 'TR'))).toBe('bn');
  });

  it("gives a UK masjid's public locale day/month dates", () => {
    const locale = publicLocaleFor(languageSetting([], null, 'GB'), {}, []);
    expect(locale.format.shortDate(FRIDAY_4_DECEMBER)).toBe('4/12');
    expect(locale.format.weekdayDate(FRIDAY_4_DECEMBER)).toBe('Friday 4 December 2026');
    const us = publicLocaleFor(languageSetting([], null, 'US'), {}, []);
    expect(us.format.shortDate(FRIDAY_4_DECEMBER)).toBe('12/4');
  });
});
