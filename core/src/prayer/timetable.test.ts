import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate, weekday } from '../time/civil-date.js';
import { parseTimeOfDay } from '../time/zone.js';
import { createPrayerCalculator } from './calculator.js';
import { DEFAULT_IQAMA_RULES, iqamaFromAzans, lineMinutes } from './iqama.js';
import { NEW_YORK_SETTINGS } from './new-york.fixture.js';
import { mergeIqamaRules } from './prayer.schema.js';
import type { DayPrayer, IqamaRules, PrayerOverrides } from './prayer.types.js';
import { checkTable, normalizeTime, overridesFromTable, tableFieldErrors } from './table-check.js';
import { createTimetable, slotDate } from './timetable.js';

const calculator = createPrayerCalculator(NEW_YORK_SETTINGS);
const day = (iso: string) => parseIsoDate(iso)!;
const minutes = (time: string) => parseTimeOfDay(time)!;

function timetable(overrides: PrayerOverrides = {}, rules: IqamaRules = DEFAULT_IQAMA_RULES, hijriAdjustment = 0) {
  return createTimetable({ calculator, overrides, rules, hijriAdjustment });
}

describe('iqama rules', () => {
  const rule = { minutesAfter: 10, roundTo: 5, frequency: 'daily' as const, fixedTime: '' };

  it('adds the minutes and rounds up to the step', () => {
    expect(iqamaFromAzans('fajr', rule, ['05:41'])).toBe('05:55');
    expect(iqamaFromAzans('fajr', rule, ['05:45'])).toBe('05:55');
    expect(iqamaFromAzans('fajr', { ...rule, roundTo: 15 }, ['05:41'])).toBe('06:00');
    expect(iqamaFromAzans('maghrib', { ...rule, minutesAfter: 0, roundTo: 1 }, ['19:58'])).toBe('19:58');
  });

  it('fits the latest azan of the period', () => {
    expect(iqamaFromAzans('fajr', rule, ['05:41', '05:39', '05:44', '05:36'])).toBe('05:55');
  });

  it('keeps a fixed time unless an azan is later, then falls back to azan + minutes', () => {
    const fixed = { ...rule, fixedTime: '13:30' };
    expect(iqamaFromAzans('dhuhr', fixed, ['12:58', '13:02'])).toBe('13:30');
    expect(iqamaFromAzans('dhuhr', fixed, ['13:30'])).toBe('13:30');
    expect(iqamaFromAzans('dhuhr', fixed, ['13:31'])).toBe('13:45');
  });

  it('handles Isha after midnight', () => {
    expect(lineMinutes('isha', '00:40')).toBe(24 * 60 + 40);
    expect(iqamaFromAzans('isha', rule, ['23:52', '00:05'])).toBe('00:15');
    expect(iqamaFromAzans('isha', { ...rule, fixedTime: '23:30' }, ['23:52'])).toBe('00:05');
  });

  it('merges a partial change into the current rules', () => {
    const merged = mergeIqamaRules(DEFAULT_IQAMA_RULES, { weekStartsOn: 5, dhuhr: { fixedTime: '13:30' } });
    expect(merged.weekStartsOn).toBe(5);
    expect(merged.dhuhr).toEqual({ ...DEFAULT_IQAMA_RULES.dhuhr, fixedTime: '13:30' });
    expect(merged.fajr).toEqual(DEFAULT_IQAMA_RULES.fajr);
    expect(DEFAULT_IQAMA_RULES.dhuhr.fixedTime).toBe('');
  });
});

describe('timetable', () => {
  it('holds a weekly iqama for the week, never before any azan of it, and changes on the chosen weekday', () => {
    const rules = mergeIqamaRules(DEFAULT_IQAMA_RULES, { weekStartsOn: 6 });
    const table = timetable({}, rules);
    let date = day('2026-05-02'); // a Saturday
    expect(weekday(date)).toBe(6);
    for (let week = 0; week < 8; week += 1) {
      const iqamas = new Set<string>();
      for (let i = 0; i < 7; i += 1, date = addDays(date, 1)) {
        const entry = table.day(date);
        iqamas.add(entry.fajrIqama);
        expect(minutes(entry.fajrIqama)).toBeGreaterThanOrEqual(minutes(entry.fajr) + 20);
      }
      expect(iqamas.size, `week ${week}`).toBe(1);
    }
  });

  it('starts a new iqama period when the clocks change, so no day gets an hour-late iqama', () => {
    const table = timetable({}, mergeIqamaRules(DEFAULT_IQAMA_RULES, { weekStartsOn: 6 }));
    const saturday = table.day(day('2026-03-07')); // the day before DST begins in New York
    expect(minutes(saturday.dhuhrIqama) - minutes(saturday.dhuhr)).toBeLessThanOrEqual(20);
    const sunday = table.day(day('2026-03-08'));
    expect(minutes(sunday.dhuhrIqama) - minutes(sunday.dhuhr)).toBeLessThanOrEqual(25);
  });

  it('applies manual cells by month-day in every year, and iqama follows a manual azan', () => {
    const daily = mergeIqamaRules(DEFAULT_IQAMA_RULES, { fajr: { frequency: 'daily', minutesAfter: 20, roundTo: 5 } });
    const table = timetable({ '07-04': { fajr: '04:30', ishaIqama: '23:00' } }, daily);
    for (const year of [2025, 2026, 2027, 2028]) {
      const entry = table.day({ year, month: 7, day: 4 });
      expect(entry.fajr).toBe('04:30');
      expect(entry.fajrIqama).toBe('04:50');
      expect(entry.ishaIqama).toBe('23:00');
      expect(entry.dhuhr).toBe(calculator.azan({ year, month: 7, day: 4 }).dhuhr);
    }
    expect(table.day(day('2026-07-05')).fajr).toBe(calculator.azan(day('2026-07-05')).fajr);
  });

  it('reports the next iqama change, across the year end, with no Maghrib change', () => {
    const table = timetable();
    const [view] = table.views(day('2026-12-30'), 1);
    expect(view!.date).toBe('2026-12-30');
    expect(view!.fajrChangeDate! > '2026-12-30').toBe(true);
    const changed = table.day(parseIsoDate(view!.fajrChangeDate!)!);
    expect(changed.fajrIqama).toBe(view!.fajrChange);
    for (let date = day('2026-12-31'); formatIsoDate(date) < view!.fajrChangeDate!; date = addDays(date, 1)) {
      expect(table.day(date).fajrIqama).toBe(view!.fajrIqama);
    }
    expect(view).not.toHaveProperty('maghribChange');
    expect(view!.hijriString).toBe('1448/7/21');
  });

  it('gives the same next change one day at a time as for a long range', () => {
    const table = timetable();
    const range = table.views(day('2026-01-01'), 60);
    for (const index of [0, 13, 27, 59]) {
      expect(timetable().view(parseIsoDate(range[index]!.date)!)).toEqual(range[index]);
    }
  });

  it('has no next change for a fixed iqama that holds all year', () => {
    const rules = mergeIqamaRules(DEFAULT_IQAMA_RULES, { dhuhr: { fixedTime: '13:30' } });
    const view = timetable({}, rules).view(day('2026-06-01'));
    expect(view.dhuhrIqama).toBe('13:30');
    expect(view.dhuhrChange).toBeNull();
    expect(view.dhuhrChangeDate).toBeNull();
  });

  it('shifts the Hijri date by the adjustment', () => {
    expect(timetable({}, DEFAULT_IQAMA_RULES, 1).view(day('2026-02-18')).hijriString).toBe('1447/9/2');
  });

  it('builds 366 entries, 29 February included: a slot showing 1 March in a non-leap year', () => {
    const table = timetable({ '02-29': { asr: '15:00' } });
    const year2026 = table.yearTable(2026);
    expect(year2026).toHaveLength(366);
    expect(year2026[0]!.date).toBe('2026-01-01');
    expect(year2026[59]!.date).toBe('2026-02-29');
    expect(year2026[60]!.date).toBe('2026-03-01');
    expect(year2026[365]!.date).toBe('2026-12-31');
    expect({ ...year2026[59]!, date: '', asr: '' }).toEqual({ ...year2026[60]!, date: '', asr: '' });
    expect(year2026[59]!.asr).toBe('15:00');
    expect(year2026[60]!.asr).not.toBe('15:00');
    const year2028 = table.yearTable(2028);
    expect(year2028[59]).toEqual(table.day(day('2028-02-29')));
    expect(slotDate(2026, 59)).toEqual({ date: { year: 2026, month: 3, day: 1 }, label: '2026-02-29', key: '02-29' });
  });
});

describe('saving an edited table', () => {
  const table = timetable();
  const year = table.yearTable(2026);

  it('stores nothing when the table equals the computed one', () => {
    const checked = checkTable(year);
    expect(checked.problems).toEqual([]);
    expect(overridesFromTable(calculator, DEFAULT_IQAMA_RULES, checked.table!)).toEqual({});
  });

  it('keeps edited cells as manual cells and gives back the same table', () => {
    const edited: DayPrayer[] = structuredClone(year);
    edited[45]!.fajr = '05:30';
    edited[45]!.fajrIqama = '05:50';
    edited[200]!.ishaIqama = '22:30';
    edited[59]!.maghrib = '17:50';
    edited[59]!.maghribIqama = '17:55';
    const checked = checkTable(edited);
    expect(checked.problems).toEqual([]);
    const overrides = overridesFromTable(calculator, DEFAULT_IQAMA_RULES, checked.table!);
    expect(overrides['02-15']).toMatchObject({ fajr: '05:30', fajrIqama: '05:50' });
    expect(overrides['07-19']).toEqual({ ishaIqama: '22:30' });
    expect(overrides['02-29']).toMatchObject({ maghrib: '17:50', maghribIqama: '17:55' });
    const reread = createTimetable({ calculator, overrides, rules: DEFAULT_IQAMA_RULES, hijriAdjustment: 0 }).yearTable(
      2026,
    );
    expect(reread).toEqual(edited);
    // The next year shows the manual cells on the same month-days, other times computed for that year.
    const next = createTimetable({ calculator, overrides, rules: DEFAULT_IQAMA_RULES, hijriAdjustment: 0 }).yearTable(
      2027,
    );
    expect(next[45]).toMatchObject({ date: '2027-02-15', fajr: '05:30', fajrIqama: '05:50' });
    expect(next[100]!.fajr).toBe(calculator.azan(day('2027-04-10')).fajr);
  });

  it('names the day and column of each problem', () => {
    const edited = structuredClone(year) as unknown as Record<string, unknown>[];
    edited[45]!.fajrIqama = '05:00';
    edited[45]!.fajr = '05:40';
    edited[46]!.dhuhr = '25:00';
    edited[47]!.asr = '';
    edited[48]!.date = '2026-03-01';
    edited[49]!.date = '2025-02-19';
    edited[50]!.maghribIqama = edited[50]!.maghrib;
    const { table: checked, problems } = checkTable(edited);
    expect(checked).toBeUndefined();
    const errors = tableFieldErrors(problems);
    expect(errors['prayers[45].fajrIqama']).toBe('Feb 15 Fajr Iqama: must not be before Fajr azan 05:40');
    expect(errors['prayers[46].dhuhr']).toBe("Feb 16 Dhuhr: must be a time like 05:40 (24-hour), not '25:00'");
    expect(errors['prayers[47].asr']).toBe('Feb 17 Asr: must be a time like 05:40 (24-hour)');
    expect(errors['prayers[48].date']).toBe('Feb 18 Date: must be the date of Feb 18 (day 49 of the table)');
    expect(errors['prayers[49].date']).toBe('Feb 19 Date: must be in 2026 like the other days');
    expect(Object.keys(errors)).toHaveLength(5);
  });

  it('refuses a table without 366 days', () => {
    const errors = tableFieldErrors(checkTable(year.slice(0, 365)).problems);
    expect(errors).toEqual({ prayers: 'A timetable has 366 days (29 February included); this one has 365.' });
  });

  it('reads times as people type them', () => {
    expect(normalizeTime('5:07')).toBe('05:07');
    expect(normalizeTime('17:07')).toBe('17:07');
    expect(normalizeTime('5:07 pm')).toBe('17:07');
    expect(normalizeTime('12:05AM')).toBe('00:05');
    expect(normalizeTime('12:05 pm')).toBe('12:05');
    for (const bad of ['24:00', '5:60', '13:00 pm', '5', 'noon', '', null, 507])
      expect(normalizeTime(bad), String(bad)).toBeUndefined();
  });
});

describe('a typed iqama in other years', () => {
  // New York: daylight saving ends on 1 November 2026 but on 7 November 2027, so on 3 November the azans
  // of 2027 are an hour later by the wall clock than those of 2026.
  const november3 = (year: number) => day(`${year}-11-03`);

  it("is kept where it is still after that year's azan, and gives way to the rules where it would come first", () => {
    const plain = timetable();
    const fajr2026 = plain.azan(november3(2026)).fajr;
    const typed = `${String(Math.floor((minutes(fajr2026) + 10) / 60)).padStart(2, '0')}:${String((minutes(fajr2026) + 10) % 60).padStart(2, '0')}`;
    const withTyped = timetable({ '11-03': { fajrIqama: typed } });

    expect(withTyped.iqama(november3(2026)).fajrIqama).toBe(typed);
    const fajr2027 = withTyped.azan(november3(2027)).fajr;
    expect(minutes(fajr2027) - minutes(fajr2026)).toBeGreaterThan(50);
    const iqama2027 = withTyped.iqama(november3(2027)).fajrIqama;
    expect(minutes(iqama2027)).toBeGreaterThanOrEqual(minutes(fajr2027));
    expect(iqama2027).toBe(plain.iqama(november3(2027)).fajrIqama);
  });

  it('never shows any iqama before its azan on any day of several years', () => {
    // Every day's Fajr and Isha iqama typed as that day's 2026 azan + 1 minute.
    const base = timetable().yearTable(2026);
    const overrides: PrayerOverrides = {};
    const plusOne = (time: string) => {
      const total = minutes(time) + 1;
      return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    };
    for (const row of base)
      overrides[row.date.slice(5)] = { fajrIqama: plusOne(row.fajr), ishaIqama: plusOne(row.isha) };
    const typed = timetable(overrides);
    for (const year of [2025, 2027, 2028, 2031]) {
      for (const row of typed.yearTable(year)) {
        for (const prayer of ['fajr', 'isha'] as const) {
          const azanLine = lineMinutes(prayer, row[prayer])!;
          const iqamaLine = lineMinutes(prayer, row[`${prayer}Iqama`])!;
          expect(iqamaLine, `${row.date} ${prayer}`).toBeGreaterThanOrEqual(azanLine);
        }
      }
    }
  });
});
