import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, formatTime12, weekdayName } from './display-format.js';
import { localFormat } from './localized-format.js';

describe('localFormat', () => {
  it('keeps the English strings of display-format exactly', () => {
    const english = localFormat({ language: 'en' });
    for (const time of ['00:10', '05:07', '12:00', '13:05', '23:59', 'bad', ''])
      expect(english.time(time)).toBe(formatTime12(time));
    for (const date of ['2026-03-05', '2026-12-31T00:00:00', 'nope']) {
      expect(english.shortDate(date)).toBe(formatShortDate(date));
      expect(english.longDate(date)).toBe(formatLongDate(date));
      expect(english.weekday(date)).toBe(weekdayName(date));
    }
    expect(english.weekdayDate('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(english.monthYear(2026, 3)).toBe('March 2026');
    expect(english.timeParts('17:40')).toEqual({ time: '5:40', meridiem: 'pm' });
  });

  it("uses each language's clock: 24 hours in French and Turkish, 12 with its own am/pm word in Arabic", () => {
    expect(localFormat({ language: 'fr' }).time('13:05')).toBe('13:05');
    expect(localFormat({ language: 'tr' }).timeParts('05:07')).toEqual({ time: '05:07', meridiem: '' });
    expect(localFormat({ language: 'ar' }).timeParts('13:05')).toEqual({ time: '1:05', meridiem: 'م' });
    expect(localFormat({ language: 'fr', hour12: true }).time('13:05')).toMatch(/^1:05\sPM$/);
  });

  it('writes Arabic-Indic, Urdu and Bengali digits only when asked, and never for languages written with 0-9', () => {
    expect(localFormat({ language: 'ar', nativeDigits: true }).time('13:05')).toBe('١:٠٥ م');
    expect(localFormat({ language: 'ar' }).time('13:05')).toBe('1:05 م');
    expect(localFormat({ language: 'ur', nativeDigits: true }).digits('05:30')).toBe('۰۵:۳۰');
    expect(localFormat({ language: 'bn', nativeDigits: true }).digits('2026')).toBe('২০২৬');
    expect(localFormat({ language: 'bn' }).shortDate('2026-03-05')).toBe('5/3');
    expect(localFormat({ language: 'fr', nativeDigits: true }).digits('12')).toBe('12');
  });

  it('names months and weekdays in the language, and gives nothing for a bad input', () => {
    expect(localFormat({ language: 'fr' }).weekdayDate('2026-03-05')).toBe('jeudi 5 mars 2026');
    expect(localFormat({ language: 'tr' }).monthName(8)).toBe('Ağustos');
    expect(localFormat({ language: 'id' }).longDate('2026-03-05')).toBe('5 Maret 2026');
    expect(localFormat({ language: 'ar' }).time('25:00')).toBe('');
    expect(localFormat({ language: 'ur' }).weekdayDate('2026-02-30')).toBe('');
  });
});

describe("the am/pm word in its language's place", () => {
  it('stands before the digits in Turkish and after them elsewhere, as the whole time writes it', () => {
    const turkish = localFormat({ language: 'tr', hour12: true });
    expect(turkish.time('05:55')).toMatch(/^ÖÖ\s5:55$/);
    expect(turkish.timeParts('05:55')).toEqual({ time: '5:55', meridiem: 'ÖÖ' });
    expect(turkish.meridiemFirst).toBe(true);
    for (const language of ['en', 'ar', 'ur', 'id', 'ms', 'bn', 'fr'] as const) {
      const format = localFormat({ language, hour12: true });
      expect(format.meridiemFirst, language).toBe(false);
      const { time, meridiem } = format.timeParts('05:55');
      expect(format.time('05:55').replace(/\s/g, ' '), language).toBe(`${time} ${meridiem}`);
    }
  });
});
