import { describe, expect, it } from 'vitest';
import { formatHijriDayMonth, hijriString } from './hijri.js';

describe('Hijri day and month', () => {
  it('reads "12 Rajab" the same from a Hijri string or date', () => {
    expect(formatHijriDayMonth('1447/7/12')).toBe('12 Rajab');
    expect(formatHijriDayMonth({ year: 1447, month: 9, day: 1 })).toBe('1 Ramadan');
    expect(formatHijriDayMonth(hijriString({ year: 2027, month: 2, day: 8 }))).toBe('1 Ramadan');
  });

  it('is empty for what is not a Hijri date', () => {
    expect(formatHijriDayMonth('1447/13/1')).toBe('');
    expect(formatHijriDayMonth('')).toBe('');
    expect(formatHijriDayMonth(null)).toBe('');
  });
});
