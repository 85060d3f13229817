/**
 * Tromsø (69.65N, polar night in winter, midnight sun in summer): whatever high-latitude rule a masjid
 * picks, the times of every day are ordered, each prayer lasts long enough for its iqama, the iqama falls
 * inside its prayer's time, and the times move smoothly from one day to the next (docs/high-latitudes.md).
 */
import { describe, expect, it } from 'vitest';
import { entryInstant } from '../dashboard/prayer-schedule.js';
import { addDays, formatIsoDate, fromDayNumber, toDayNumber, type CivilDate } from '../time/civil-date.js';
import { createPrayerCalculator, type PrayerSettings } from './calculator.js';
import { DEFAULT_IQAMA_RULES, lineMinutes } from './iqama.js';
import { HIGH_LATITUDE_RULES } from './methods.js';
import type { DayPrayer, HighLatitudeRuleId, PrayerColumn } from './prayer.types.js';
import { createTimetable } from './timetable.js';

const TROMSO: PrayerSettings = {
  latitude: 69.65,
  longitude: 18.96,
  timezoneId: 'Europe/Oslo',
  calculationMethod: 3,
  asrJuristicMethod: 0,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
};

const AZANS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const line = (column: PrayerColumn, time: string) => lineMinutes(column, time)!;

function tableFor(rule: HighLatitudeRuleId, calculationMethod: PrayerSettings['calculationMethod'] = 3) {
  const calculator = createPrayerCalculator({ ...TROMSO, highLatitudeRule: rule, calculationMethod });
  return {
    calculator,
    timetable: createTimetable({ calculator, overrides: {}, rules: DEFAULT_IQAMA_RULES, hijriAdjustment: 0 }),
  };
}

function year2027(): CivilDate[] {
  const first = toDayNumber({ year: 2027, month: 1, day: 1 });
  return Array.from({ length: 365 }, (_, index) => fromDayNumber(first + index));
}

/** Each prayer's time ends at the next azan; Isha's at the next day's Fajr. */
function problemsOf(day: DayPrayer, next: DayPrayer): string[] {
  const problems: string[] = [];
  const azans = AZANS.map((column) => line(column, day[column]));
  azans.forEach((value, index) => {
    if (index > 0 && value - azans[index - 1]! < 15)
      problems.push(
        `${AZANS[index]} ${day[AZANS[index]!]} only ${value - azans[index - 1]!} min after ${AZANS[index - 1]}`,
      );
  });
  const nextFajr = line('fajr', next.fajr) + 1440;
  if (nextFajr - azans[5]! < 15) problems.push(`night too short: Isha ${day.isha}, next Fajr ${next.fajr}`);
  const ends: Record<'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha', number> = {
    fajr: line('sunrise', day.sunrise),
    dhuhr: line('asr', day.asr),
    asr: line('maghrib', day.maghrib),
    maghrib: line('isha', day.isha),
    isha: nextFajr,
  };
  for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
    const iqama = line(`${prayer}Iqama`, day[`${prayer}Iqama`]);
    if (iqama < line(prayer, day[prayer]))
      problems.push(`${prayer} iqama ${day[`${prayer}Iqama`]} before its azan ${day[prayer]}`);
    if (iqama >= ends[prayer]) problems.push(`${prayer} iqama ${day[`${prayer}Iqama`]} not before the end of its time`);
  }
  return problems;
}

/**
 * Minutes a time may move in a day. 'Middle of the night' keeps the angle-based Fajr while twilight still
 * ends, and that Fajr moves fast on the few March and September nights when twilight just ends (the sun
 * turns back close to the angle): up to 41 minutes a day, in one direction (docs/high-latitudes.md).
 */
const maxStep = (rule: HighLatitudeRuleId) => (rule === 'middleOfTheNight' ? 45 : 15);

describe('Tromsø with every high-latitude rule', () => {
  for (const { id } of HIGH_LATITUDE_RULES) {
    it(`${id}: all of 2027 is ordered, with each iqama inside its prayer's time`, () => {
      const { timetable } = tableFor(id);
      const problems: string[] = [];
      for (const date of year2027()) {
        const found = problemsOf(timetable.day(date), timetable.day(addDays(date, 1)));
        if (found.length) problems.push(`${formatIsoDate(date)}: ${found.join('; ')}`);
      }
      expect(problems.slice(0, 10)).toEqual([]);
    });

    it(`${id}: times move smoothly from day to day (no alternating Maghrib)`, () => {
      const { calculator } = tableFor(id);
      const jumps: string[] = [];
      const days = [...year2027(), { year: 2028, month: 1, day: 1 }];
      for (const column of AZANS) {
        // Real instants, a day apart: the change of solar time, whatever the DST hour.
        const instant = (date: CivilDate) =>
          entryInstant(TROMSO.timezoneId, formatIsoDate(date), column, calculator.day(date).times[column]);
        const steps = days
          .slice(1)
          .map((date, index) => Math.round((instant(date) - instant(days[index]!) - 86_400_000) / 60_000));
        steps.forEach((step, index) => {
          if (Math.abs(step) > maxStep(id))
            jumps.push(`${column} ${formatIsoDate(days[index + 1]!)} moves ${step} min`);
          const previous = steps[index - 1];
          if (
            previous !== undefined &&
            Math.abs(previous) >= 4 &&
            Math.abs(step) >= 4 &&
            Math.sign(previous) !== Math.sign(step)
          ) {
            jumps.push(`${column} ${formatIsoDate(days[index + 1]!)} zigzags ${previous} then ${step}`);
          }
        });
      }
      expect(jumps.slice(0, 10)).toEqual([]);
    });
  }

  it('29 Nov 2026, in the polar night: Asr is not Zuhr', () => {
    for (const { id } of HIGH_LATITUDE_RULES) {
      const { times } = tableFor(id).calculator.day({ year: 2026, month: 11, day: 29 });
      expect(line('asr', times.asr) - line('dhuhr', times.dhuhr), id).toBeGreaterThanOrEqual(15);
    }
  });

  it('nearest latitude 48: in June the times are those of 48 degrees at the same longitude, with a real night', () => {
    const { times } = tableFor('nearestLatitude48').calculator.day({ year: 2027, month: 6, day: 21 });
    const at48 = createPrayerCalculator({ ...TROMSO, latitude: 48, highLatitudeRule: 'middleOfTheNight' }).azan({
      year: 2027,
      month: 6,
      day: 21,
    });
    expect(times).toEqual(at48);
    expect(line('maghrib', times.maghrib)).toBeLessThan(23 * 60);
  });

  it('fixed times: Isha 90 minutes after Maghrib, Fajr 90 minutes before sunrise, on a normal night', () => {
    const { times } = tableFor('fixedInterval').calculator.day({ year: 2027, month: 2, day: 15 });
    expect(line('isha', times.isha) - line('maghrib', times.maghrib)).toBe(90);
    expect(line('sunrise', times.sunrise) - line('fajr', times.fajr)).toBe(90);
  });

  it('Fajr iqama before sunrise on 21 June and 12 May 2027 (the default rule)', () => {
    const { timetable } = tableFor('auto');
    for (const date of [
      { year: 2027, month: 6, day: 21 },
      { year: 2027, month: 5, day: 12 },
    ]) {
      const day = timetable.day(date);
      expect(line('fajrIqama', day.fajrIqama), formatIsoDate(date)).toBeLessThan(line('sunrise', day.sunrise));
      expect(line('fajrIqama', day.fajrIqama), formatIsoDate(date)).toBeGreaterThanOrEqual(line('fajr', day.fajr));
    }
  });
});
