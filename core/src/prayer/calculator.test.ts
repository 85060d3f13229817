import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate, type CivilDate } from '../time/civil-date.js';
import { parseTimeOfDay } from '../time/zone.js';
import { createPrayerCalculator, type PrayerSettings } from './calculator.js';
import { CALCULATION_METHODS, effectiveOffsets } from './methods.js';
import { NEW_YORK_SETTINGS } from './new-york.fixture.js';
import type { CalculationMethodId } from './prayer.types.js';

function settings(overrides: Partial<PrayerSettings> = {}): PrayerSettings {
  return { ...NEW_YORK_SETTINGS, ...overrides };
}

const day = (iso: string) => parseIsoDate(iso)!;
const minutes = (time: string) => parseTimeOfDay(time)!;
const COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** Minutes on one line for the day: Maghrib/Isha after midnight count past 24:00, a Fajr after 18:00 is the evening before. */
function line(times: Record<(typeof COLUMNS)[number], string>) {
  return COLUMNS.map((column) => {
    const value = minutes(times[column]);
    if ((column === 'maghrib' || column === 'isha') && value < 12 * 60) return value + 1440;
    return column === 'fajr' && value >= 18 * 60 ? value - 1440 : value;
  });
}

describe('results do not depend on the server timezone', () => {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'timetable-fingerprint.ts');
  const run = async (tz: string) => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, TZ: tz },
      maxBuffer: 10 * 1024 * 1024,
    });
    return stdout;
  };

  it('computes the same times with TZ set to Los Angeles, Kolkata, Kiritimati (UTC+14) and UTC', async () => {
    const [utc, losAngeles, kolkata, kiritimati] = await Promise.all([
      run('UTC'),
      run('America/Los_Angeles'),
      run('Asia/Kolkata'),
      run('Pacific/Kiritimati'),
    ]);
    const parsed = JSON.parse(utc);
    expect(Object.keys(parsed).length).toBe(6 * 6 * 4);
    expect(parsed['America/New_York 2026-03-08'].dhuhr).toMatch(/^13:/);
    expect(losAngeles).toBe(utc);
    expect(kolkata).toBe(utc);
    expect(kiritimati).toBe(utc);
  }, 60_000);
});

describe('daylight saving on transition days (IANA rules, automatic)', () => {
  const cases: { zone: string; latitude: number; longitude: number; before: string; after: string; jump: number }[] = [
    {
      zone: 'America/New_York',
      latitude: 40.7128,
      longitude: -74.006,
      before: '2026-03-07',
      after: '2026-03-08',
      jump: 60,
    },
    {
      zone: 'America/New_York',
      latitude: 40.7128,
      longitude: -74.006,
      before: '2026-10-31',
      after: '2026-11-01',
      jump: -60,
    },
    {
      zone: 'Europe/London',
      latitude: 51.5074,
      longitude: -0.1278,
      before: '2026-03-28',
      after: '2026-03-29',
      jump: 60,
    },
    {
      zone: 'Europe/London',
      latitude: 51.5074,
      longitude: -0.1278,
      before: '2026-10-24',
      after: '2026-10-25',
      jump: -60,
    },
    {
      zone: 'Australia/Sydney',
      latitude: -33.8688,
      longitude: 151.2093,
      before: '2026-04-04',
      after: '2026-04-05',
      jump: -60,
    },
    {
      zone: 'Australia/Sydney',
      latitude: -33.8688,
      longitude: 151.2093,
      before: '2026-10-03',
      after: '2026-10-04',
      jump: 60,
    },
    {
      zone: 'America/Santiago',
      latitude: -33.4489,
      longitude: -70.6693,
      before: '2026-04-04',
      after: '2026-04-05',
      jump: -60,
    },
    {
      zone: 'America/Santiago',
      latitude: -33.4489,
      longitude: -70.6693,
      before: '2026-09-05',
      after: '2026-09-06',
      jump: 60,
    },
  ];

  for (const { zone, latitude, longitude, before, after, jump } of cases) {
    it(`${zone}: every time moves by ${jump} minutes from ${before} to ${after}`, () => {
      const calculator = createPrayerCalculator(settings({ latitude, longitude, timezoneId: zone }));
      const first = line(calculator.azan(day(before)));
      const second = line(calculator.azan(day(after)));
      first.forEach((value, index) => expect(second[index]! - value, COLUMNS[index]).toBeGreaterThanOrEqual(jump - 3));
      first.forEach((value, index) => expect(second[index]! - value, COLUMNS[index]).toBeLessThanOrEqual(jump + 3));
    });
  }

  it('never jumps in a zone without DST (Kolkata, all of 2026)', () => {
    const calculator = createPrayerCalculator(
      settings({ latitude: 28.6139, longitude: 77.209, timezoneId: 'Asia/Kolkata' }),
    );
    let previous = calculator.azan(day('2026-01-01'));
    for (let date = day('2026-01-02'); date.year === 2026; date = addDays(date, 1)) {
      const current = calculator.azan(date);
      line(current).forEach((value, index) => expect(Math.abs(value - line(previous)[index]!)).toBeLessThanOrEqual(3));
      previous = current;
    }
  });

  it('follows manual begin/end dates instead of the IANA ones, and standard time when DST is off', () => {
    const manual = createPrayerCalculator(
      settings({ dst: { enable: true, automaticCalculate: false, beginMonthDate: '03/15', endMonthDate: '10/15' } }),
    );
    const iana = createPrayerCalculator(settings());
    const off = createPrayerCalculator(
      settings({ dst: { enable: false, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' } }),
    );
    const dhuhr = (calculator: typeof iana, iso: string) => minutes(calculator.azan(day(iso)).dhuhr);
    expect(dhuhr(manual, '2026-03-10')).toBe(dhuhr(iana, '2026-03-10') - 60); // IANA DST began 03-08, manual not yet
    expect(dhuhr(manual, '2026-03-15')).toBe(dhuhr(iana, '2026-03-15'));
    expect(dhuhr(manual, '2026-10-20')).toBe(dhuhr(iana, '2026-10-20') - 60);
    expect(dhuhr(off, '2026-07-01')).toBe(dhuhr(iana, '2026-07-01') - 60);
    expect(dhuhr(off, '2026-01-15')).toBe(dhuhr(iana, '2026-01-15'));
  });
});

describe('high latitudes and polar days', () => {
  const places = [
    { name: 'Reykjavik 64 N', latitude: 64.1466, longitude: -21.9426, zone: 'Atlantic/Reykjavik' },
    { name: 'Tromso 69.6 N', latitude: 69.6492, longitude: 18.9553, zone: 'Europe/Oslo' },
    { name: 'Longyearbyen 78 N', latitude: 78.2232, longitude: 15.6267, zone: 'Arctic/Longyearbyen' },
    { name: 'McMurdo 77.8 S', latitude: -77.85, longitude: 166.67, zone: 'Antarctica/McMurdo' },
    { name: 'near the pole', latitude: 89.9, longitude: 0, zone: 'UTC' },
  ];
  for (const place of places) {
    for (const method of CALCULATION_METHODS) {
      it(`${place.name}, ${method.name}: usable, ordered times every day of the year`, () => {
        for (const rule of ['auto', 'middleOfTheNight', 'seventhOfTheNight', 'twilightAngle'] as const) {
          const calculator = createPrayerCalculator(
            settings({
              latitude: place.latitude,
              longitude: place.longitude,
              timezoneId: place.zone,
              calculationMethod: method.id,
              highLatitudeRule: rule,
            }),
          );
          for (
            let date: CivilDate = day('2026-01-01');
            date.year === 2026;
            date = addDays(date, rule === 'auto' ? 1 : 7)
          ) {
            const times = calculator.azan(date);
            for (const column of COLUMNS)
              expect(times[column], `${column} ${date.month}/${date.day}`).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
            const ordered = line(times);
            for (let i = 1; i < ordered.length; i += 1) {
              expect(
                ordered[i]!,
                `${COLUMNS[i]} after ${COLUMNS[i - 1]} on ${date.month}/${date.day} (${rule})`,
              ).toBeGreaterThanOrEqual(ordered[i - 1]!);
            }
          }
        }
      });
    }
  }

  it('64 N in June and December: Fajr before sunrise, Isha after Maghrib, sensible day lengths', () => {
    const calculator = createPrayerCalculator(
      settings({ latitude: 64.1466, longitude: -21.9426, timezoneId: 'Atlantic/Reykjavik', calculationMethod: 3 }),
    );
    const june = line(calculator.azan(day('2026-06-21')));
    const december = line(calculator.azan(day('2026-12-21')));
    for (const times of [june, december])
      for (let i = 1; i < times.length; i += 1) expect(times[i]!).toBeGreaterThanOrEqual(times[i - 1]!);
    expect(june[4]! - june[1]!).toBeGreaterThan(20 * 60); // about 21 hours of daylight
    expect(december[4]! - december[1]!).toBeLessThan(5 * 60); // about 4 hours
  });

  it('picks the seventh-of-the-night rule above 48 degrees by default', () => {
    const at = (rule: PrayerSettings['highLatitudeRule']) =>
      createPrayerCalculator(
        settings({
          latitude: 55.9533,
          longitude: -3.1883,
          timezoneId: 'Europe/London',
          calculationMethod: 3,
          highLatitudeRule: rule,
        }),
      ).azan(day('2026-06-21'));
    expect(at('auto')).toEqual(at('seventhOfTheNight'));
    expect(at('auto').fajr).not.toBe(at('middleOfTheNight').fajr);
  });
});

describe('settings', () => {
  it('applies the seven offsets and ignores those outside -60..60 (docs/product-rules.md, "Validation")', () => {
    const plain = createPrayerCalculator(settings()).azan(day('2026-05-10'));
    const shifted = createPrayerCalculator(settings({ prayerOffsetMinutes: [1, -2, 3, 4, 0, 5, -6] })).azan(
      day('2026-05-10'),
    );
    expect(minutes(shifted.fajr) - minutes(plain.fajr)).toBe(1);
    expect(minutes(shifted.sunrise) - minutes(plain.sunrise)).toBe(-2);
    expect(minutes(shifted.dhuhr) - minutes(plain.dhuhr)).toBe(3);
    expect(minutes(shifted.asr) - minutes(plain.asr)).toBe(4);
    expect(minutes(shifted.maghrib) - minutes(plain.maghrib)).toBe(5);
    expect(minutes(shifted.isha) - minutes(plain.isha)).toBe(-6);
    const sunset = createPrayerCalculator(settings({ prayerOffsetMinutes: [0, 0, 0, 0, 2, 3, 0] })).azan(
      day('2026-05-10'),
    );
    expect(minutes(sunset.maghrib) - minutes(plain.maghrib)).toBe(5); // sunset-based Maghrib: Sunset + Maghrib offsets
    const ignored = createPrayerCalculator(settings({ prayerOffsetMinutes: [61, -61, 90, -1000, 0, 0, 0] })).azan(
      day('2026-05-10'),
    );
    expect(ignored).toEqual(plain);
    expect(effectiveOffsets([60, -60, 60.4, '5', 'x', null])).toEqual([60, -60, 0, 5, 0, 0, 0]);
  });

  it('puts Hanafi Asr later than Shafii Asr', () => {
    const shafii = createPrayerCalculator(settings()).azan(day('2026-01-15'));
    const hanafi = createPrayerCalculator(settings({ asrJuristicMethod: 1 })).azan(day('2026-01-15'));
    expect(minutes(hanafi.asr) - minutes(shafii.asr)).toBeGreaterThan(30);
    expect(hanafi.dhuhr).toBe(shafii.dhuhr);
  });

  it('distinguishes the seven methods by their angles', () => {
    const fajr = (id: CalculationMethodId) =>
      minutes(createPrayerCalculator(settings({ calculationMethod: id })).azan(day('2026-09-01')).fajr);
    // Fajr angle: Egyptian 19.5 > Umm al-Qura 18.5 > MWL/Karachi 18 > Tehran 17.7 > Ithna Ashari 16 > ISNA 15.
    expect(fajr(5)).toBeLessThan(fajr(4));
    expect(fajr(4)).toBeLessThan(fajr(3));
    expect(Math.abs(fajr(3) - fajr(1))).toBeLessThanOrEqual(1);
    expect(fajr(6)).toBeLessThan(fajr(0));
    expect(fajr(0)).toBeLessThan(fajr(2));
    const tehran = createPrayerCalculator(settings({ calculationMethod: 6 })).azan(day('2026-09-01'));
    const isna = createPrayerCalculator(settings({ calculationMethod: 2 })).azan(day('2026-09-01'));
    expect(minutes(tehran.maghrib) - minutes(isna.maghrib)).toBeGreaterThan(10); // Maghrib at 4.5 degrees below the horizon
  });

  it('gives Umm al-Qura Isha 120 minutes after Maghrib in Ramadan and 90 otherwise', () => {
    const makkah = createPrayerCalculator(
      settings({ latitude: 21.4225, longitude: 39.8262, timezoneId: 'Asia/Riyadh', calculationMethod: 4 }),
    );
    const gap = (iso: string) => {
      const times = makkah.azan(day(iso));
      return minutes(times.isha) - minutes(times.maghrib);
    };
    expect(gap('2026-02-17')).toBe(90); // 29 Sha'ban 1447
    expect(gap('2026-02-18')).toBe(120); // 1 Ramadan 1447
    expect(gap('2026-03-19')).toBe(120); // 30 Ramadan
    expect(gap('2026-03-20')).toBe(90); // 1 Shawwal
  });

  it('computes each date for its own year: the same day differs between years', () => {
    const calculator = createPrayerCalculator(
      settings({ latitude: 51.5074, longitude: -0.1278, timezoneId: 'Europe/London', calculationMethod: 3 }),
    );
    const years = [2024, 2025, 2026, 2027].map((year) => JSON.stringify(calculator.azan({ year, month: 3, day: 1 })));
    expect(new Set(years).size).toBe(4);
  });
});
