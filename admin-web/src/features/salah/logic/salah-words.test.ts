import { describe, expect, it } from 'vitest';
import { CALCULATION_METHODS } from '@core/prayer/methods.js';
import { loadTranslator } from '@core/i18n/translator.js';
import { ENGLISH_ADMIN } from '../../../lib/i18n/admin-language.js';
import { columnTitles, methodDetail, salahDates, translateMessage } from './salah-words.js';

describe("the Salah tab's words", () => {
  it('keeps English exactly as the tab always wrote it', () => {
    for (const method of CALCULATION_METHODS) expect(methodDetail(method.detail, ENGLISH_ADMIN.t)).toBe(method.detail);
    expect(columnTitles(ENGLISH_ADMIN.t).dhuhrIqama).toBe('Zuhr Iqama');
    expect(columnTitles(ENGLISH_ADMIN.t).sunrise).toBe('Shurooq');
    const english = salahDates('en');
    expect([
      english.monthDay('2026-01-05'),
      english.shortMonth(12),
      english.monthYear(2026, 3),
      english.weekday(0),
    ]).toEqual(['Jan 5', 'Dec', 'March 2026', 'Sunday']);
    expect(translateMessage('Minutes after azan must be from 0 to 180', ENGLISH_ADMIN.t)).toBe(
      'Minutes after azan must be from 0 to 180',
    );
  });

  it("writes Arabic with the glossary's words and 0-9 digits", async () => {
    const arabic = await loadTranslator('ar', ['terms', 'adminSalah']);
    expect(columnTitles(arabic.t).ishaIqama).toBe('إقامة العشاء');
    expect(methodDetail('Fajr 18°, Isha 17°', arabic.t)).toBe('الفجر 18°، العشاء 17°');
    expect(translateMessage('Enter a time', arabic.t)).toBe('أدخل وقتًا');
    expect(translateMessage('06-01 to 08-31 overlaps 07-01 to 07-31 of the same prayer', arabic.t)).toBe(
      'المدة 06-01 إلى 08-31 تتداخل مع 07-01 إلى 07-31 للصلاة نفسها',
    );
    expect(salahDates('ar').monthYear(2026, 1)).toMatch(/^\D+ 2026$/);
    expect(salahDates('ar').weekday(5)).toBe('الجمعة');
  });
});
