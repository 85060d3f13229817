/** docs/prayer-table.md "Seasonal iqama", in Chicago (Isha around 21:00 in June, 18:10 in December). */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../time/civil-date.js';
import { createPrayerCalculator, type PrayerSettings } from './calculator.js';
import { DEFAULT_IQAMA_RULES } from './iqama.js';
import { iqamaRulesSchema, mergeIqamaRules, readIqamaRules } from './prayer.schema.js';
import type { SeasonalIqama } from './prayer.types.js';
import { seasonalIqamaOn } from './seasonal-iqama.js';
import { createTimetable } from './timetable.js';

const CHICAGO: PrayerSettings = {
  latitude: 41.8781,
  longitude: -87.6298,
  timezoneId: 'America/Chicago',
  calculationMethod: 2,
  asrJuristicMethod: 0,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
};
const calculator = createPrayerCalculator(CHICAGO);
const day = (iso: string) => parseIsoDate(iso)!;
const timetable = (seasonal: SeasonalIqama[], overrides = {}) =>
  createTimetable({
    calculator,
    overrides,
    rules: mergeIqamaRules(DEFAULT_IQAMA_RULES, { seasonal }),
    hijriAdjustment: 0,
  });

describe('seasonal iqama', () => {
  const winterIsha: SeasonalIqama = { prayer: 'isha', from: '11-01', to: '02-28', time: '19:00' };
  const zuhrSummer: SeasonalIqama = { prayer: 'dhuhr', from: '06-01', to: '08-31', time: '13:45' };

  it('holds the iqama on every day of its range, in every year, and not outside it', () => {
    const table = timetable([winterIsha, zuhrSummer]);
    for (const date of ['2026-11-01', '2026-12-31', '2027-01-15', '2027-02-28', '2028-02-28'])
      expect(table.day(day(date)).ishaIqama, date).toBe('19:00');
    for (const date of ['2026-06-01', '2026-07-20', '2027-08-31'])
      expect(table.day(day(date)).dhuhrIqama, date).toBe('13:45');
    expect(table.day(day('2026-10-31')).ishaIqama).not.toBe('19:00');
    expect(table.day(day('2026-09-01')).dhuhrIqama).not.toBe('13:45');
    // Other prayers keep their rules.
    expect(table.day(day('2026-12-01')).fajrIqama).toBe(timetable([]).day(day('2026-12-01')).fajrIqama);
  });

  it('gives way to a time typed for the day, and to the rule on a day the azan is later', () => {
    expect(timetable([winterIsha], { '12-01': { ishaIqama: '19:30' } }).day(day('2026-12-01')).ishaIqama).toBe('19:30');
    // Isha in June is after 20:00: an iqama of 19:00 would be before the azan.
    const june = timetable([{ prayer: 'isha', from: '06-01', to: '06-30', time: '19:00' }]).day(day('2026-06-15'));
    expect(june.ishaIqama > june.isha).toBe(true);
  });

  it('reads ranges across the new year', () => {
    expect(seasonalIqamaOn([winterIsha], 'isha', day('2027-01-01'))).toBe('19:00');
    expect(seasonalIqamaOn([winterIsha], 'isha', day('2027-03-01'))).toBeUndefined();
    expect(seasonalIqamaOn([winterIsha], 'fajr', day('2027-01-01'))).toBeUndefined();
  });

  it('refuses bad dates and times and overlapping ranges of one prayer, with a message each', () => {
    const check = (seasonal: unknown[]) => iqamaRulesSchema.safeParse({ seasonal });
    expect(check([{ prayer: 'isha', from: '06-31', to: '08-31', time: '20:00' }]).error?.issues[0]?.message).toBe(
      'From: use MM-DD, e.g. 06-01',
    );
    expect(check([{ prayer: 'isha', from: '06-01', to: '08-31', time: 'soon' }]).error?.issues[0]?.message).toBe(
      'Use a time like 20:00 or 8:00 pm',
    );
    // Times are read as the timetable grid reads them (docs/volunteer.md "Time formats").
    expect(check([{ prayer: 'isha', from: '06-01', to: '08-31', time: '8pm' }]).data?.seasonal?.[0]?.time).toBe(
      '20:00',
    );
    const overlap = check([winterIsha, { prayer: 'isha', from: '02-01', to: '03-31', time: '19:30' }]);
    expect(overlap.error?.issues[0]).toMatchObject({
      path: ['seasonal', 1, 'from'],
      message: '02-01 to 03-31 overlaps 11-01 to 02-28 of the same prayer',
    });
    expect(check([winterIsha, { ...zuhrSummer, from: '01-01', to: '01-31' }]).success).toBe(true);
  });

  it('is kept by a rules patch without a list, replaced by one with a list, and read back from storage', () => {
    const stored = mergeIqamaRules(DEFAULT_IQAMA_RULES, { seasonal: [winterIsha] });
    expect(mergeIqamaRules(stored, { weekStartsOn: 5 }).seasonal).toEqual([winterIsha]);
    expect(mergeIqamaRules(stored, { seasonal: [] }).seasonal).toEqual([]);
    expect(readIqamaRules(JSON.parse(JSON.stringify(stored))).seasonal).toEqual([winterIsha]);
    expect(readIqamaRules({}).seasonal).toEqual([]);
  });
});
