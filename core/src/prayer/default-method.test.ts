import { describe, expect, it } from 'vitest';
import { CALCULATION_METHODS, methodInfo } from './methods.js';
import { asksAsrMethod, defaultAsrMethod, defaultCalculationMethod, suggestedMethod } from './default-method.js';

describe('the calculation method a new timetable starts with', () => {
  it("follows the country's own authority, not ISNA everywhere", () => {
    const name = (country: string) => methodInfo(defaultCalculationMethod(country)).name;
    expect(name('SA')).toBe('Umm al-Qura University, Makkah');
    for (const country of ['PK', 'IN', 'BD', 'AF'])
      expect(name(country), country).toBe('University of Islamic Sciences, Karachi');
    expect(name('MY')).toBe('JAKIM (Malaysia)');
    expect(name('ID')).toBe('Kemenag (Indonesia)');
    expect(name('SG')).toBe('MUIS (Singapore)');
    expect(name('TR')).toBe('Diyanet (Türkiye)');
    expect(name('AE')).toBe('UAE (Gulf)');
    expect(name('KW')).toBe('Kuwait');
    expect(name('QA')).toBe('Qatar');
    expect(name('FR')).toBe('France (12°)');
    expect(name('MA')).toBe('Morocco');
    expect(name('DZ')).toBe('Algeria');
    expect(name('TN')).toBe('Tunisia');
    expect(name('EG')).toBe('Egyptian General Authority of Survey');
    expect(name('IR')).toBe('Institute of Geophysics, University of Tehran');
    expect(name('US')).toBe('Islamic Society of North America (ISNA)');
    expect(name('ca')).toBe('Islamic Society of North America (ISNA)');
    for (const country of ['GB', 'DE', 'NG']) expect(name(country), country).toBe('Muslim World League');
  });

  it('offers the alternatives people there use beside the default', () => {
    const alternatives = (country: string) =>
      CALCULATION_METHODS.filter((method) => method.alsoIn.includes(country)).map((method) => method.name);
    expect(alternatives('FR')).toContain('Muslim World League');
    for (const country of ['GB', 'US', 'CA'])
      expect(alternatives(country), country).toContain('Moonsighting Committee');
  });

  it('is the Hanafi Asr in South Asia, asked in the UK and North America, Shafii elsewhere', () => {
    for (const country of ['PK', 'IN', 'BD', 'AF']) expect(defaultAsrMethod(country), country).toBe(1);
    for (const country of ['GB', 'US', 'CA']) {
      expect(asksAsrMethod(country), country).toBe(true);
      expect(suggestedMethod(country).askAsr).toBe(true);
    }
    for (const country of ['MY', 'TR', 'SA', 'FR', 'PK']) {
      expect(defaultAsrMethod(country) === 1 && country !== 'PK', country).toBe(false);
      expect(asksAsrMethod(country), country).toBe(false);
    }
  });

  it('keeps every id once, the first seven at 0-6 (stored timetables keep their method)', () => {
    const ids = CALCULATION_METHODS.map((method) => method.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ids.length }, (_, index) => index));
    expect(methodInfo(1).fajrAngle).toBe(18);
    expect(methodInfo(4).ishaMinutes).toBe(90);
    expect(methodInfo(6).maghribAngle).toBe(4.5);
  });
});
