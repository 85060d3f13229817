/**
 * The engine against published timetables (sources and provenance on each table in
 * __fixtures__/reference-tables.ts): Umm al-Qura (Makkah 2016, Riyadh 2025), the Egyptian General
 * Authority of Survey (Cairo, September 2025), praytimes.org Tehran 2018, JAKIM Melaka 2026 and
 * moonsighting.com London (2016, and all of 2025 with both Asr methods).
 *
 * Every published time must be within one minute; the exact-minute rate is printed per table and held
 * above a floor a little under what was measured, so a change in rounding or method cannot slip by.
 * Known differences are handled by the documented settings, not by tolerance:
 * - London (moonsighting.com) is not one of the seven methods: its Fajr and Isha follow seasonal rules no
 *   product method has, so only Sunrise, Dhuhr, Asr and Maghrib are compared, with the committee's
 *   offsets entered as the masjid would (Dhuhr +5, Maghrib +3) on a method without a Dhuhr adjustment.
 * - JAKIM uses the Karachi angles (product method 1) with its own precautionary rounding, which the
 *   Karachi method's "safe" rounding reproduces.
 * - Asr: adhan measures the noon shadow with the sun's declination at 0h UT of the date; the tables measure
 *   it at noon. asr-shadow.ts corrects that, which raised the Asr exact-minute rates (Riyadh 14 -> 25 of 30,
 *   Melaka 298 -> 330 of 365, London Hanafi 173 -> 269 of 365) and brought moonsighting.com's extra Shafii
 *   Asr column of London 2025 within one minute on every day (it was 2 minutes off on 31 days).
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../time/civil-date.js';
import { parseTimeOfDay } from '../time/zone.js';
import { REFERENCE_TABLES, type ReferenceTable } from './__fixtures__/reference-tables.js';
import { createPrayerCalculator, type AzanTimes, type PrayerSettings } from './calculator.js';

const COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
type Column = (typeof COLUMNS)[number];

interface Scoring {
  settings: PrayerSettings;
  columns: readonly Column[];
  /** Which value of a day row holds the expected Asr (index 4 is the table's own asr column). */
  asrIndex?: number;
  label: string;
  /** Largest difference allowed, in minutes. */
  tolerance: number;
  /** Minimum share of exact minutes over all compared values (measured, minus a small margin). */
  exactFloor: number;
}

function settingsFor(table: ReferenceTable, overrides: Partial<PrayerSettings> = {}): PrayerSettings {
  return {
    latitude: table.latitude,
    longitude: table.longitude,
    timezoneId: table.timezone,
    calculationMethod: table.method ?? 5,
    asrJuristicMethod: table.asr,
    prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
    highLatitudeRule: 'auto',
    dst: { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
    ...overrides,
  };
}

const LONDON_COMMITTEE_OFFSETS = [0, 0, 5, 0, 0, 3, 0];
const LONDON_COLUMNS: readonly Column[] = ['sunrise', 'dhuhr', 'asr', 'maghrib'];

const FLOORS: Record<string, number> = {
  'makkah-ummalqura-2016': 0.88,
  'riyadh-ummalqura-2025': 0.82,
  'cairo-egyptian-2025': 0.78,
  'tehran-praytimes-org-2018': 0.87,
  'melaka-jakim-2026': 0.88,
};

function scorings(table: ReferenceTable): Scoring[] {
  if (table.method !== null) {
    return [
      { settings: settingsFor(table), columns: COLUMNS, label: table.id, tolerance: 1, exactFloor: FLOORS[table.id]! },
    ];
  }
  const london = (asr: 0 | 1) =>
    settingsFor(table, { calculationMethod: 5, asrJuristicMethod: asr, prayerOffsetMinutes: LONDON_COMMITTEE_OFFSETS });
  const result: Scoring[] = [
    { settings: london(1), columns: LONDON_COLUMNS, label: `${table.id} (Hanafi Asr)`, tolerance: 1, exactFloor: 0.82 },
  ];
  if (table.days[0]!.length > 7) {
    result.push({
      settings: london(0),
      columns: ['asr'],
      asrIndex: 7,
      label: `${table.id} (moonsighting.com Shafii Asr column)`,
      tolerance: 1,
      exactFloor: 0.65,
    });
  }
  return result;
}

function score(table: ReferenceTable, scoring: Scoring) {
  const calculator = createPrayerCalculator(scoring.settings);
  const differences: { date: string; column: Column; expected: string; actual: string; minutes: number }[] = [];
  const perColumn: Record<string, { exact: number; total: number }> = {};
  for (const row of table.days) {
    const computed: AzanTimes = calculator.azan(parseIsoDate(row[0]!)!);
    scoring.columns.forEach((column) => {
      const index = column === 'asr' ? (scoring.asrIndex ?? 4) : COLUMNS.indexOf(column) + 1;
      const expected = row[index]!;
      const minutes = parseTimeOfDay(computed[column])! - parseTimeOfDay(expected)!;
      const tally = (perColumn[column] ??= { exact: 0, total: 0 });
      tally.total += 1;
      if (minutes === 0) tally.exact += 1;
      differences.push({ date: row[0]!, column, expected, actual: computed[column], minutes });
    });
  }
  return { differences, perColumn };
}

describe('prayer times against published timetables', () => {
  const report: string[] = [];

  for (const table of REFERENCE_TABLES) {
    for (const scoring of scorings(table)) {
      it(`${scoring.label}: every time within ${scoring.tolerance} minute(s) of ${table.authority}`, () => {
        const { differences, perColumn } = score(table, scoring);
        const outside = differences.filter((difference) => Math.abs(difference.minutes) > scoring.tolerance);
        expect(outside, JSON.stringify(outside.slice(0, 5))).toEqual([]);
        const exact = differences.filter((difference) => difference.minutes === 0).length;
        const rate = exact / differences.length;
        const columns = Object.entries(perColumn)
          .map(([column, tally]) => `${column} ${tally.exact}/${tally.total}`)
          .join(', ');
        const withinOne = differences.filter((difference) => Math.abs(difference.minutes) <= 1).length;
        report.push(
          `${scoring.label}: ${(rate * 100).toFixed(1)}% exact (${exact}/${differences.length}), ${withinOne}/${differences.length} within 1 min; ${columns}`,
        );
        expect(rate).toBeGreaterThanOrEqual(scoring.exactFloor);
      });
    }
  }

  it('prints the exact-minute match rates', () => {
    console.log(`Exact-minute match rates:\n  ${report.join('\n  ')}`);
    expect(report.length).toBeGreaterThanOrEqual(REFERENCE_TABLES.length);
  });
});
