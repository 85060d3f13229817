/**
 * The evening and the night: after Isha a screen shows tomorrow (what the congregation comes back to), and
 * times after midnight are placed on their real instant. Timetables here are the real ones the server
 * computes (core/src/prayer), for the places and nights named in docs/prayer-table.md.
 */
import { describe, expect, it } from 'vitest';
import { createPrayerCalculator, type PrayerSettings } from '../prayer/calculator.js';
import { DEFAULT_IQAMA_RULES } from '../prayer/iqama.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';
import { createTimetable } from '../prayer/timetable.js';
import { parseIsoDate } from '../time/civil-date.js';
import { dayEntry } from './day-entry.fixture.js';
import { scheduleAt } from './prayer-schedule.js';
import { zonedInstant } from './zoned-clock.js';

const AUTO_DST = { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' };

function views(settings: PrayerSettings, from: string, count: number): DayPrayerView[] {
  const timetable = createTimetable({
    calculator: createPrayerCalculator(settings),
    overrides: {},
    rules: DEFAULT_IQAMA_RULES,
    hijriAdjustment: 0,
  });
  return timetable.views(parseIsoDate(from)!, count);
}

const CHICAGO: PrayerSettings = {
  latitude: 41.8781,
  longitude: -87.6298,
  timezoneId: 'America/Chicago',
  calculationMethod: 2,
  asrJuristicMethod: 0,
  prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
  highLatitudeRule: 'auto',
  dst: AUTO_DST,
};
const SYDNEY: PrayerSettings = {
  ...CHICAGO,
  latitude: -33.8688,
  longitude: 151.2093,
  timezoneId: 'Australia/Sydney',
  calculationMethod: 3,
};

describe('after Isha the screen shows tomorrow', () => {
  it('Chicago, 6 Nov 2027 (clocks go back in the night): tomorrow Fajr with its own iqama, at its real instant', () => {
    const days = views(CHICAGO, '2027-11-06', 2);
    const [today, tomorrow] = days as [DayPrayerView, DayPrayerView];
    const now = zonedInstant(CHICAGO.timezoneId, '2027-11-06', '21:30');
    const state = scheduleAt(days, CHICAGO.timezoneId, now);
    expect(state.date).toBe('2027-11-06');
    expect(state.shown?.date).toBe('2027-11-07');
    expect(state.shown?.fajrIqama).toBe(tomorrow.fajrIqama);
    // The hour the clocks go back makes tomorrow's Fajr an hour earlier on the clock: the table must not keep today's.
    expect(tomorrow.fajr).not.toBe(today.fajr);
    expect(state.nextIqama).toMatchObject({ prayer: 'fajr', date: '2027-11-07', time: tomorrow.fajrIqama });
    expect(state.nextIqama!.at).toBe(zonedInstant(CHICAGO.timezoneId, '2027-11-07', tomorrow.fajrIqama));
    expect(state.clockChange).toBe('back');
    // Isha's time goes on, but the row shown is tomorrow's Isha: it is not marked Now; Fajr is Next.
    expect(state.currentRow).toBeNull();
    expect(state.nextRow).toBe('fajr');
  });

  it('before its iqama, Isha is still today: the table shows today', () => {
    const days = views(CHICAGO, '2027-11-06', 2);
    const now = zonedInstant(CHICAGO.timezoneId, '2027-11-06', days[0]!.isha) + 60_000;
    const state = scheduleAt(days, CHICAGO.timezoneId, now);
    expect(state.shown?.date).toBe('2027-11-06');
    expect(state.currentRow).toBe('isha');
    expect(state.changed).toEqual([]);
  });

  it('the clock-change note goes once the clocks have changed, though the night goes on', () => {
    const days = views(CHICAGO, '2027-11-06', 2);
    const zone = CHICAGO.timezoneId;
    // Before Fajr's iqama on the 7th the screen still shows the night, but at 3 am the clocks went back an hour ago.
    expect(scheduleAt(days, zone, zonedInstant(zone, '2027-11-07', '00:30')).clockChange).toBe('back');
    expect(scheduleAt(days, zone, zonedInstant(zone, '2027-11-07', '03:00')).clockChange).toBeNull();
    expect(scheduleAt(days, zone, zonedInstant(zone, '2027-11-07', '05:00')).clockChange).toBeNull();
  });

  it("Maghrib's iqama moves with sunset every day: not marked New", () => {
    const days = [
      dayEntry('2027-03-05'),
      dayEntry('2027-03-06', { maghrib: '18:11', maghribIqama: '18:21', fajrIqama: '05:45' }),
    ];
    const state = scheduleAt(days, 'America/Chicago', zonedInstant('America/Chicago', '2027-03-05', '20:00'));
    expect(state.changed).toEqual(['fajrIqama']);
  });

  it('on an iqama-change eve it shows the new iqama and marks it as changed', () => {
    const days = [dayEntry('2027-03-05'), dayEntry('2027-03-06', { fajrIqama: '05:45', ishaIqama: '19:45' })];
    const now = zonedInstant('America/Chicago', '2027-03-05', '20:00');
    const state = scheduleAt(days, 'America/Chicago', now);
    expect(state.shown?.date).toBe('2027-03-06');
    expect(state.shown?.fajrIqama).toBe('05:45');
    expect(state.changed).toEqual(['fajrIqama', 'ishaIqama']);
    expect(state.nextIqama?.time).toBe('05:45');
  });

  it('Sydney, the evening before DST starts (3 Oct 2027): tomorrow Fajr an hour later on the clock', () => {
    const days = views(SYDNEY, '2027-10-02', 2);
    const [today, tomorrow] = days as [DayPrayerView, DayPrayerView];
    const now = zonedInstant(SYDNEY.timezoneId, '2027-10-02', '22:00');
    const state = scheduleAt(days, SYDNEY.timezoneId, now);
    expect(state.shown?.date).toBe('2027-10-03');
    expect(state.shown?.fajr).toBe(tomorrow.fajr);
    expect(Number(tomorrow.fajr.slice(0, 2)) - Number(today.fajr.slice(0, 2))).toBeGreaterThanOrEqual(0);
    expect(state.clockChange).toBe('forward');
    expect(state.nextAzan).toMatchObject({ prayer: 'fajr', date: '2027-10-03', time: tomorrow.fajr });
  });

  it('falls back to today when tomorrow is not loaded', () => {
    const days = [dayEntry('2026-05-15')];
    const state = scheduleAt(days, 'America/Chicago', zonedInstant('America/Chicago', '2026-05-15', '22:00'));
    expect(state.shown?.date).toBe('2026-05-15');
    expect(state.currentRow).toBe('isha');
  });
});

describe('times after midnight are real instants', () => {
  // Tromsø, 18 May 2027: Maghrib 23:55, its iqama 00:00, Isha 00:08 and its iqama 00:40 are all after sunset of the 18th.
  const zone = 'Europe/Oslo';
  const days = [
    dayEntry('2027-05-18', {
      fajr: '01:24',
      fajrIqama: '01:50',
      sunrise: '01:36',
      dhuhr: '12:42',
      dhuhrIqama: '13:00',
      asr: '17:28',
      asrIqama: '17:50',
      maghrib: '23:55',
      maghribIqama: '00:00',
      isha: '00:08',
      ishaIqama: '00:40',
    }),
    dayEntry('2027-05-19', {
      fajr: '01:30',
      fajrIqama: '01:50',
      sunrise: '01:40',
      dhuhr: '12:42',
      dhuhrIqama: '13:00',
      asr: '17:30',
      asrIqama: '17:50',
      maghrib: '23:58',
      maghribIqama: '00:03',
      isha: '00:10',
      ishaIqama: '00:40',
    }),
  ];

  it('at 23:50 Maghrib is next, then its iqama at 00:00 and Isha at 00:08 are still to come', () => {
    const now = zonedInstant(zone, '2027-05-18', '23:50');
    const state = scheduleAt(days, zone, now);
    expect(state.shown?.date).toBe('2027-05-18');
    expect(state.nextAzan).toMatchObject({ prayer: 'maghrib', time: '23:55' });
    expect(state.nextIqama).toMatchObject({ prayer: 'maghrib', time: '00:00' });
    expect(state.nextIqama!.at - now).toBe(10 * 60_000);
    expect(state.currentRow).toBe('asr');
    expect(state.nextRow).toBe('maghrib');
  });

  it('at 00:05 on the 19th Maghrib is current and Isha (00:08, the evening of the 18th) is next, not past', () => {
    const now = zonedInstant(zone, '2027-05-19', '00:05');
    const state = scheduleAt(days, zone, now);
    expect(state.current).toBe('maghrib');
    expect(state.nextAzan).toMatchObject({ prayer: 'isha', date: '2027-05-18', time: '00:08' });
    expect(state.nextAzan!.at - now).toBe(3 * 60_000);
    expect(state.shown?.date).toBe('2027-05-18');
    expect(state.currentRow).toBe('maghrib');
    expect(state.nextRow).toBe('isha');
  });
});

describe('after midnight', () => {
  it('does not mark a row Now whose time is another evening (winter Isha at 5:45 pm)', () => {
    const days = [
      dayEntry('2026-12-14', { maghrib: '16:25', isha: '17:45' }),
      dayEntry('2026-12-15', { maghrib: '16:25', isha: '17:45' }),
    ];
    const state = scheduleAt(days, 'America/Chicago', zonedInstant('America/Chicago', '2026-12-15', '00:30'));
    expect(state.current).toBe('isha');
    expect(state.currentRow).toBeNull();
    expect(state.nextRow).toBe('fajr');
    expect(state.shown?.date).toBe('2026-12-15');
  });
});
