import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '../time/civil-date.js';
import { UMM_AL_QURA_MONTH_STARTS } from './__fixtures__/umalqura-month-starts.js';
import {
  HIJRI_MONTH_NAMES,
  formatHijriLong,
  hijriMonthDays,
  hijriMonthStart,
  hijriString,
  normalizeHijriAdjustment,
  parseHijriString,
  toHijri,
} from './hijri.js';

describe('Umm al-Qura Hijri dates', () => {
  it('starts every month of 1444-1447 AH on the official date (48 months)', () => {
    expect(UMM_AL_QURA_MONTH_STARTS).toHaveLength(48);
    for (const { hijri, gregorian } of UMM_AL_QURA_MONTH_STARTS) {
      const [year, month] = hijri.split('-').map(Number) as [number, number];
      const start = parseIsoDate(gregorian)!;
      expect(toHijri(start), gregorian).toEqual({ year, month, day: 1 });
      expect(toHijri(addDays(start, -1)).month, `day before ${gregorian}`).toBe(month === 1 ? 12 : month - 1);
      expect(formatIsoDate(hijriMonthStart(year, month)), hijri).toBe(gregorian);
    }
  });

  it("writes hijriString as year/month/day and moves it by the masjid's adjustment", () => {
    const firstOfRamadan1447 = parseIsoDate('2026-02-18')!;
    expect(hijriString(firstOfRamadan1447)).toBe('1447/9/1');
    expect(hijriString(firstOfRamadan1447, 1)).toBe('1447/9/2');
    expect(hijriString(firstOfRamadan1447, -1)).toBe('1447/8/29');
    expect(hijriString(firstOfRamadan1447, -2)).toBe('1447/8/28');
  });

  it('counts a month by the adjusted calendar: the adjustment moves its first day', () => {
    expect(formatIsoDate(hijriMonthStart(1447, 9, 0))).toBe('2026-02-18');
    expect(formatIsoDate(hijriMonthStart(1447, 9, 1))).toBe('2026-02-17');
    expect(formatIsoDate(hijriMonthStart(1447, 9, -1))).toBe('2026-02-19');
    const ramadan = hijriMonthDays(1447, 9);
    expect(formatIsoDate(ramadan[0]!)).toBe('2026-02-18');
    expect([29, 30]).toContain(ramadan.length);
    expect(toHijri(ramadan.at(-1)!)).toMatchObject({ year: 1447, month: 9 });
    expect(toHijri(addDays(ramadan.at(-1)!, 1))).toEqual({ year: 1447, month: 10, day: 1 });
    const dhulHijjah = hijriMonthDays(1446, 12);
    expect(toHijri(addDays(dhulHijjah.at(-1)!, 1))).toEqual({ year: 1447, month: 1, day: 1 });
  });

  it('keeps the adjustment within -2..+2', () => {
    expect(normalizeHijriAdjustment('1')).toBe(1);
    expect(normalizeHijriAdjustment('-2')).toBe(-2);
    expect(normalizeHijriAdjustment('5')).toBe(2);
    expect(normalizeHijriAdjustment('-9')).toBe(-2);
    expect(normalizeHijriAdjustment('junk')).toBe(0);
    expect(normalizeHijriAdjustment(undefined)).toBe(0);
  });

  it('names the twelve months from Muharram to Dhu Al-Hijjah and formats for the UI', () => {
    expect(HIJRI_MONTH_NAMES).toHaveLength(12);
    expect(HIJRI_MONTH_NAMES[0]).toBe('Muharram');
    expect(HIJRI_MONTH_NAMES[8]).toBe('Ramadan');
    expect(HIJRI_MONTH_NAMES[11]).toBe('Dhu Al-Hijjah');
    expect(formatHijriLong('1447/9/1')).toBe('1 Ramadan 1447 AH');
    expect(parseHijriString('1447/13/1')).toBeUndefined();
    expect(formatHijriLong('1447/13/1')).toBe('');
    expect(formatHijriLong('nonsense')).toBe('');
  });
});
