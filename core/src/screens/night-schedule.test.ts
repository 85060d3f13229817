import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../dashboard/zoned-clock.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';
import { isNightAt } from './night-schedule.js';
import { screenSettingsSchema, DEFAULT_SCREEN_SETTINGS } from './screen.schema.js';

const ZONE = 'Europe/London';
const day = (date: string, fajr: string, isha: string, ishaIqama: string) =>
  ({ date, fajr, isha, ishaIqama }) as DayPrayerView;
const DAYS = [day('2026-06-20', '02:40', '23:05', '23:15'), day('2026-06-21', '02:41', '23:05', '23:15')];
const at = (date: string, time: string) => zonedInstant(ZONE, date, time);
const NIGHT = { afterIshaMinutes: 30, beforeFajrMinutes: 20 };

describe("a screen's night", () => {
  it('is dark from the set time after Isha’s iqama until the set time before the next Fajr azan', () => {
    expect(isNightAt(DAYS, ZONE, at('2026-06-20', '23:44'), NIGHT)).toBe(false);
    expect(isNightAt(DAYS, ZONE, at('2026-06-20', '23:45'), NIGHT)).toBe(true);
    // Past midnight, still the night of the 20th.
    expect(isNightAt(DAYS, ZONE, at('2026-06-21', '01:00'), NIGHT)).toBe(true);
    expect(isNightAt(DAYS, ZONE, at('2026-06-21', '02:20'), NIGHT)).toBe(true);
    // On by itself 20 minutes before the Fajr azan (02:41).
    expect(isNightAt(DAYS, ZONE, at('2026-06-21', '02:21'), NIGHT)).toBe(false);
    expect(isNightAt(DAYS, ZONE, at('2026-06-21', '12:00'), NIGHT)).toBe(false);
  });

  it('after midnight, when the copy starts at the new day, is still the night that began the evening before', () => {
    const fromToday = DAYS.slice(1);
    expect(isNightAt(fromToday, ZONE, at('2026-06-21', '01:00'), NIGHT)).toBe(true);
    expect(isNightAt(fromToday, ZONE, at('2026-06-21', '02:21'), NIGHT)).toBe(false);
    expect(isNightAt(fromToday, ZONE, at('2026-06-20', '23:44'), NIGHT)).toBe(false);
  });

  it('leaves the screen on without a night set, without the next day, or when the night has no length', () => {
    expect(isNightAt(DAYS, ZONE, at('2026-06-21', '01:00'), null)).toBe(false);
    // The last day of the copy: its night needs the next day's Fajr.
    expect(isNightAt(DAYS, ZONE, at('2026-06-22', '01:00'), NIGHT)).toBe(false);
    // A short summer night: 2 h after Isha is past 2 h before Fajr.
    expect(isNightAt(DAYS, ZONE, at('2026-06-21', '01:00'), { afterIshaMinutes: 120, beforeFajrMinutes: 120 })).toBe(
      false,
    );
  });

  it('takes Isha’s azan on a day without an iqama', () => {
    const days = [day('2026-06-20', '02:40', '23:05', ''), DAYS[1]!];
    expect(isNightAt(days, ZONE, at('2026-06-20', '23:36'), NIGHT)).toBe(true);
  });

  it('is a setting of 0 to 240 minutes each way, or none', () => {
    const settings = (night: unknown) => screenSettingsSchema.safeParse({ ...DEFAULT_SCREEN_SETTINGS, night });
    expect(settings(NIGHT).success).toBe(true);
    expect(settings(null).success).toBe(true);
    expect(screenSettingsSchema.safeParse(DEFAULT_SCREEN_SETTINGS).success).toBe(true);
    expect(settings({ afterIshaMinutes: 241, beforeFajrMinutes: 0 }).error?.issues[0]?.message).toBe(
      'Minutes after Isha is a whole number from 0 to 240',
    );
    expect(settings({ afterIshaMinutes: 30, beforeFajrMinutes: 1.5 }).error?.issues[0]?.message).toBe(
      'Minutes before Fajr is a whole number from 0 to 240',
    );
  });
});
