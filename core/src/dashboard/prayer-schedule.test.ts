import { describe, expect, it } from 'vitest';
import { dayEntry } from './day-entry.fixture.js';
import { isChangeSoon, scheduleAt } from './prayer-schedule.js';
import { zonedInstant } from './zoned-clock.js';

const ZONE = 'America/Chicago';
const at = (date: string, time: string, seconds = 0) => zonedInstant(ZONE, date, time) + seconds * 1000;
const days = [
  dayEntry('2026-05-14'),
  dayEntry('2026-05-15', { fajr: '05:28' }),
  dayEntry('2026-05-16', { fajr: '05:27' }),
];

describe('current and next prayer', () => {
  it('is the prayer strictly after its azan, with the next azan and iqama', () => {
    const state = scheduleAt(days, ZONE, at('2026-05-15', '12:20'));
    expect(state.date).toBe('2026-05-15');
    expect(state.today?.date).toBe('2026-05-15');
    expect(state.current).toBe('dhuhr');
    expect(state.next).toBe('asr');
    expect(state.nextAzan).toMatchObject({ prayer: 'asr', kind: 'azan', time: '15:45', date: '2026-05-15' });
    // Zuhr's iqama (12:25) is still ahead, so it is the next iqama to count down to.
    expect(state.nextIqama).toMatchObject({ prayer: 'dhuhr', kind: 'iqama', time: '12:25' });
    expect(state.nextIqama!.at - at('2026-05-15', '12:20')).toBe(5 * 60_000);
  });

  it('is not yet the prayer at the exact second of its azan (strictly after)', () => {
    expect(scheduleAt(days, ZONE, at('2026-05-15', '12:15')).current).toBeNull();
    expect(scheduleAt(days, ZONE, at('2026-05-15', '12:15', 1)).current).toBe('dhuhr');
  });

  it('has no current prayer between Shurooq and Zuhr', () => {
    const state = scheduleAt(days, ZONE, at('2026-05-15', '09:00'));
    expect(state.current).toBeNull();
    expect(state.next).toBe('dhuhr');
  });

  it('keeps Isha current after midnight and counts down to Fajr of the new day', () => {
    const afterIsha = scheduleAt(days, ZONE, at('2026-05-15', '22:00'));
    expect(afterIsha.current).toBe('isha');
    expect(afterIsha.nextAzan).toMatchObject({ prayer: 'fajr', date: '2026-05-16', time: '05:27' });

    const afterMidnight = scheduleAt(days, ZONE, at('2026-05-16', '01:00'));
    expect(afterMidnight.date).toBe('2026-05-16');
    expect(afterMidnight.today?.fajr).toBe('05:27');
    expect(afterMidnight.current).toBe('isha');
    expect(afterMidnight.next).toBe('fajr');
  });

  it('works out yesterday from today when the screen loaded after midnight', () => {
    const state = scheduleAt([days[2]!], ZONE, at('2026-05-16', '00:30'));
    expect(state.current).toBe('isha');
    expect(state.nextAzan?.time).toBe('05:27');
  });

  it('counts real time across the spring-forward night', () => {
    const dst = [dayEntry('2026-03-07', { isha: '19:10', fajr: '05:40' }), dayEntry('2026-03-08', { fajr: '06:38' })];
    const now = at('2026-03-07', '23:00');
    const state = scheduleAt(dst, ZONE, now);
    expect(state.nextAzan?.date).toBe('2026-03-08');
    // 23:00 CST to 06:38 CDT is 6 h 38 min of real time, not 7 h 38 min.
    expect(state.nextAzan!.at - now).toBe((6 * 60 + 38) * 60_000);
  });

  it('has no today entry when the timetable does not cover today', () => {
    const state = scheduleAt(days, ZONE, at('2026-06-20', '10:00'));
    expect(state.today).toBeNull();
    expect(state.nextAzan).toBeNull();
  });

  it('uses the masjid zone, not the display zone', () => {
    // 03:00 UTC on 15 May is 22:00 on 14 May in Chicago: Isha time there.
    const state = scheduleAt(days, ZONE, Date.parse('2026-05-15T03:00:00Z'));
    expect(state.date).toBe('2026-05-14');
    expect(state.current).toBe('isha');
  });
});

describe('next change blinking', () => {
  it('blinks from 3 days before the change until the day itself', () => {
    expect(isChangeSoon('2026-05-18', '2026-05-15')).toBe(true);
    expect(isChangeSoon('2026-05-15', '2026-05-15')).toBe(true);
    expect(isChangeSoon('2026-05-19', '2026-05-15')).toBe(false);
    expect(isChangeSoon('2026-05-14', '2026-05-15')).toBe(false);
    expect(isChangeSoon(null, '2026-05-15')).toBe(false);
    expect(isChangeSoon('2026-05-16T00:00:00.000Z', '2026-05-15')).toBe(true);
  });
});
