import { describe, expect, it } from 'vitest';
import { methodInfo } from './methods.js';
import { defaultCalculationMethod } from './default-method.js';

describe('the calculation method a new timetable starts with', () => {
  it('follows the country, not ISNA everywhere', () => {
    const name = (country: string) => methodInfo(defaultCalculationMethod(country)).name;
    expect(name('SA')).toBe('Umm al-Qura University, Makkah');
    for (const country of ['PK', 'IN', 'BD', 'MY', 'ID'])
      expect(name(country), country).toBe('University of Islamic Sciences, Karachi');
    expect(name('EG')).toBe('Egyptian General Authority of Survey');
    expect(name('IR')).toBe('Institute of Geophysics, University of Tehran');
    expect(name('US')).toBe('Islamic Society of North America (ISNA)');
    expect(name('CA')).toBe('Islamic Society of North America (ISNA)');
    for (const country of ['GB', 'FR', 'DE', 'NG', 'TR']) expect(name(country), country).toBe('Muslim World League');
  });
});
