/**
 * A zone's standard time is not always the smallest offset of its year (docs/prayer-table.md, "Daylight
 * saving"): where the tz database's daylight saving moves clocks back (Morocco and Western Sahara in
 * Ramadan, Ireland in winter, Namibia's winter time 1994-2017), standard time is the larger offset. The
 * facts below are the tz database's (its `africa` and `europe` files, main format: `isdst=1` on the
 * smaller offset, as `zdump -v` prints it); every other zone of the runtime has the smaller one.
 */
import { describe, expect, it } from 'vitest';
import { dstMode, wallClockOffsetMinutes } from './dst.js';
import { civilDateInZone, lowestOffsetMinutes, standardOffsetMinutes, utcOffsetMinutes } from './zone.js';

/** Zone -> the years in which its clocks go back for a season, and its standard offset then. */
const SEASON_BACK: Record<string, { from: number; to: number; standard: number; back: string; ordinary: string }> = {
  'Africa/Casablanca': { from: 2019, to: 2037, standard: 60, back: '2026-03-01', ordinary: '2026-07-15' },
  'Africa/El_Aaiun': { from: 2019, to: 2037, standard: 60, back: '2026-03-01', ordinary: '2026-07-15' },
  'Europe/Dublin': { from: 1972, to: 2037, standard: 60, back: '2026-01-15', ordinary: '2026-07-01' },
  'Africa/Windhoek': { from: 1995, to: 2017, standard: 120, back: '2010-07-01', ordinary: '2010-01-15' },
};

const YEARS = [2000, 2010, 2019, 2026, 2030];

function offsetsOfYear(zone: string, year: number): number[] {
  const offsets = new Set<number>();
  for (let day = 0; day < 366; day += 3) offsets.add(utcOffsetMinutes(zone, new Date(Date.UTC(year, 0, 1 + day, 12))));
  return [...offsets];
}

describe('standard offsets', () => {
  it('is the larger offset where the tz database moves clocks back for a season, the smaller elsewhere', () => {
    const wrong: string[] = [];
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (const year of YEARS) {
        const offsets = offsetsOfYear(zone, year);
        const back = SEASON_BACK[zone];
        const expected = back && year >= back.from && year <= back.to ? back.standard : Math.min(...offsets);
        if (standardOffsetMinutes(zone, year) !== expected)
          wrong.push(`${zone} ${year}: ${standardOffsetMinutes(zone, year)} instead of ${expected}`);
        if (lowestOffsetMinutes(zone, year) !== Math.min(...offsets)) wrong.push(`${zone} ${year}: lowest`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the wall clock of "no daylight saving" on the zone\'s own clock every hour of an ordinary day', () => {
    const none = dstMode({ enable: false, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' });
    for (const [zone, { back, ordinary }] of Object.entries(SEASON_BACK)) {
      // A day outside the season when clocks go back: standard time, what the zone's clocks show.
      const year = Number(back.slice(0, 4));
      for (let hour = 0; hour < 24; hour += 1) {
        const instant = new Date(`${ordinary}T${String(hour).padStart(2, '0')}:30:00Z`);
        const date = civilDateInZone(zone, instant);
        expect(wallClockOffsetMinutes(zone, none, date, instant), `${zone} ${instant.toISOString()}`).toBe(
          utcOffsetMinutes(zone, instant),
        );
      }
      // In the season itself the clocks are back an hour; "no daylight saving" stays on standard time.
      const inSeason = new Date(`${back}T12:00:00Z`);
      expect(utcOffsetMinutes(zone, inSeason)).toBe(standardOffsetMinutes(zone, year) - 60);
    }
  });

  it('keeps manual daylight saving one hour ahead of the lowest offset, as admins enter summer dates', () => {
    const dublinSummer = { kind: 'manual', begin: 329, end: 1025 } as const;
    const july = { year: 2026, month: 7, day: 1 };
    expect(wallClockOffsetMinutes('Europe/Dublin', dublinSummer, july, new Date('2026-07-01T12:00:00Z'))).toBe(60);
    expect(
      wallClockOffsetMinutes('Europe/Dublin', dublinSummer, { ...july, month: 12 }, new Date('2026-12-01T12:00:00Z')),
    ).toBe(0);
  });
});
