import { describe, expect, it } from 'vitest';
import { calendarMonths, calendarYears, defaultYear, parseSearch, searchQuery } from './calendar-options.js';

describe('calendar choices (docs/product-rules.md, "Constants and formats")', () => {
  it('lists ten Gregorian years from two before the current year, selecting index 2', () => {
    expect(calendarYears('gregorian', { year: 2026, month: 11, day: 22 })).toEqual([
      2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033,
    ]);
    expect(defaultYear('gregorian', { year: 2026, month: 11, day: 22 })).toBe(2026);
  });

  it('lists ten Hijri years as the spec does (Gregorian year - 581) before the Hijri new year', () => {
    // 1 Muharram 1448 AH is 16 June 2026 (Umm al-Qura).
    expect(calendarYears('hijri', { year: 2026, month: 3, day: 1 })).toEqual([
      1445, 1446, 1447, 1448, 1449, 1450, 1451, 1452, 1453, 1454,
    ]);
    expect(defaultYear('hijri', { year: 2026, month: 6, day: 15 })).toBe(1447);
  });

  it('keeps the current Hijri year selected after the Hijri new year', () => {
    expect(defaultYear('hijri', { year: 2026, month: 6, day: 16 })).toBe(1448);
    expect(calendarYears('hijri', { year: 2026, month: 11, day: 22 })[0]).toBe(1446);
  });

  it('offers All Months and the twelve months of the type', () => {
    const gregorian = calendarMonths('gregorian');
    expect(gregorian).toHaveLength(13);
    expect(gregorian[0]).toEqual({ value: 0, label: 'All Months' });
    expect(gregorian[12]).toEqual({ value: 12, label: 'December' });
    expect(calendarMonths('hijri')[1]).toEqual({ value: 1, label: 'Muharram' });
    expect(calendarMonths('hijri')[12]!.label).toBe('Dhu Al-Hijjah');
  });

  it('reads the print view query and refuses malformed values', () => {
    const search = { type: 'hijri' as const, year: 1447, month: 9 };
    expect(parseSearch(new URLSearchParams(searchQuery(search)))).toEqual(search);
    expect(parseSearch(new URLSearchParams('type=gregorian&year=2026'))).toEqual({
      type: 'gregorian',
      year: 2026,
      month: 0,
    });
    expect(parseSearch(new URLSearchParams('type=julian&year=2026&month=1'))).toBeNull();
    expect(parseSearch(new URLSearchParams('type=gregorian&year=abc&month=1'))).toBeNull();
    expect(parseSearch(new URLSearchParams('type=gregorian&year=2026&month=13'))).toBeNull();
  });
});
