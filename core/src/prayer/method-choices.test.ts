import { describe, expect, it } from 'vitest';
import { parseTimeOfDay } from '../time/zone.js';
import { commonMethodsIn, compareMethods } from './method-choices.js';
import { suggestedMethod } from './default-method.js';

const LONDON = { latitude: 51.5074, longitude: -0.1278, timezoneId: 'Europe/London' };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093, timezoneId: 'Australia/Sydney' };

describe('countries without a single authority (docs/calculation-methods.md)', () => {
  it('asks in the UK, the US, Canada, Australia and Germany, and not where one authority sets the times', () => {
    for (const country of ['GB', 'US', 'CA', 'AU', 'DE'])
      expect(suggestedMethod(country), country).toMatchObject({ askMethod: true });
    for (const country of ['PK', 'TR', 'MY', 'SA', 'FR', 'MA'])
      expect(suggestedMethod(country), country).toMatchObject({ askMethod: false, commonMethods: [] });
    expect(commonMethodsIn('DE')).toContain(10);
    expect(commonMethodsIn('gb')).toEqual([15, 3, 1, 2]);
  });

  it("shows what each of London's common choices gives on the longest and shortest day: 57 minutes apart at Fajr in summer", () => {
    const rows = compareMethods(LONDON, commonMethodsIn('GB')!, 2026);
    expect(rows.map((row) => row.method)).toEqual([15, 3, 1, 2]);
    expect(rows.every((row) => row.longest.date === '2026-06-21' && row.shortest.date === '2026-12-21')).toBe(true);
    const fajrs = rows.map((row) => parseTimeOfDay(row.longest.fajr)!);
    expect(Math.max(...fajrs) - Math.min(...fajrs)).toBe(57);
    // Summer times are in BST, winter in GMT: the clock the masjid reads.
    expect(rows[0]!.longest).toMatchObject({ fajr: '02:43', isha: '22:42' });
  });

  it('takes the longest day in December south of the equator', () => {
    const [row] = compareMethods(SYDNEY, [3], 2026);
    expect(row!.longest.date).toBe('2026-12-21');
    expect(row!.shortest.date).toBe('2026-06-21');
    expect(parseTimeOfDay(row!.longest.isha)!).toBeGreaterThan(parseTimeOfDay(row!.shortest.isha)!);
  });
});
