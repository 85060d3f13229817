/**
 * Ramadan's iqama rules (docs/prayer-table.md): Makkah, Umm al-Qura (Isha 120 minutes after Maghrib in
 * Ramadan, 90 otherwise). Ramadan 1448 begins on 8 February 2027 and Eid al-Fitr is on 9 March 2027.
 */
import { describe, expect, it } from 'vitest';
import { toHijri } from '../hijri/hijri.js';
import { parseIsoDate } from '../time/civil-date.js';
import { createPrayerCalculator, type PrayerSettings } from './calculator.js';
import { DEFAULT_IQAMA_RULES, lineMinutes } from './iqama.js';
import { mergeIqamaRules } from './prayer.schema.js';
import type { IqamaRules } from './prayer.types.js';
import { createTimetable } from './timetable.js';

const MAKKAH: PrayerSettings = {
  latitude: 21.4225,
  longitude: 39.8262,
  timezoneId: 'Asia/Riyadh',
  calculationMethod: 4,
  asrJuristicMethod: 0,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: { enable: false, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
};
const calculator = createPrayerCalculator(MAKKAH);
const table = (rules: IqamaRules = DEFAULT_IQAMA_RULES) =>
  createTimetable({ calculator, overrides: {}, rules, hijriAdjustment: 0 });
const day = (iso: string) => parseIsoDate(iso)!;
const gap = (azan: string, iqama: string) => lineMinutes('isha', iqama)! - lineMinutes('isha', azan)!;

describe('Ramadan and the weeks around it', () => {
  it('knows the dates', () => {
    expect(toHijri(day('2027-02-07')).month).toBe(8);
    expect(toHijri(day('2027-02-08'))).toMatchObject({ month: 9, day: 1 });
    expect(toHijri(day('2027-03-09'))).toMatchObject({ month: 10, day: 1 });
  });

  it("the week before Ramadan keeps its own Isha iqama (not Ramadan's later one)", () => {
    const timetable = table();
    for (const date of ['2027-02-06', '2027-02-07']) {
      const entry = timetable.day(day(date));
      // The usual rule: 15 minutes after the week's latest Isha, rounded up to 5.
      expect(gap(entry.isha, entry.ishaIqama), date).toBeLessThanOrEqual(20);
    }
    const firstDay = timetable.day(day('2027-02-08'));
    expect(lineMinutes('isha', firstDay.isha)! - lineMinutes('maghrib', firstDay.maghrib)!).toBeGreaterThanOrEqual(119);
    expect(gap(firstDay.isha, firstDay.ishaIqama)).toBeGreaterThanOrEqual(15);
  });

  it('Eid day keeps the usual Isha iqama after Ramadan', () => {
    const entry = table().day(day('2027-03-09'));
    expect(gap(entry.isha, entry.ishaIqama)).toBeLessThanOrEqual(20);
  });

  it("Ramadan's own Isha rule applies on Ramadan days only", () => {
    const rules = mergeIqamaRules(DEFAULT_IQAMA_RULES, {
      ramadan: { isha: { minutesAfter: 30, frequency: 'daily', roundTo: 5 } },
    });
    const timetable = table(rules);
    const ramadanDay = timetable.day(day('2027-02-20'));
    expect(gap(ramadanDay.isha, ramadanDay.ishaIqama)).toBeGreaterThanOrEqual(30);
    expect(gap(ramadanDay.isha, ramadanDay.ishaIqama)).toBeLessThan(35);
    const before = timetable.day(day('2027-02-07'));
    expect(gap(before.isha, before.ishaIqama)).toBeLessThanOrEqual(20);
    // Removing it goes back to the usual rule.
    const removed = mergeIqamaRules(rules, { ramadan: { isha: null } });
    expect(removed.ramadan.isha).toBeUndefined();
  });
});
