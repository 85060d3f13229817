import { addDays } from '../content/iso-day.js';
import { entryInstant } from '../dashboard/prayer-schedule.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';

/**
 * A screen's night (docs/screens.md, "The screen's night"): dark from `afterIshaMinutes` after Isha's iqama
 * (its azan on a day without an iqama) until `beforeFajrMinutes` before the next day's Fajr azan.
 */
export interface NightSchedule {
  afterIshaMinutes: number;
  beforeFajrMinutes: number;
}

/**
 * The night that began on `day` (dated in the masjid's zone) and ends before `next`'s Fajr; null without
 * the times. `day` may be `next` itself dated the day before: a screen's copy starts at the masjid's today,
 * so after midnight the evening that began the night is no longer in it, and its Isha is taken as the
 * morning's day has it (Isha moves by a minute or so from one day to the next).
 */
function nightOf(zone: string, day: DayPrayerView, next: DayPrayerView, night: NightSchedule) {
  const isha = day.ishaIqama || day.isha;
  const from = entryInstant(zone, day.date, 'isha', isha) + night.afterIshaMinutes * 60_000;
  const until = entryInstant(zone, next.date, 'fajr', next.fajr) - night.beforeFajrMinutes * 60_000;
  return Number.isFinite(from) && Number.isFinite(until) && from < until ? { from, until } : null;
}

/**
 * Whether the screen is dark at `nowMs`: inside a night of two consecutive days of the timetable. A day
 * missing from the copy (the end of the saved year) leaves the screen on: dark only when sure.
 */
export function isNightAt(
  days: readonly DayPrayerView[],
  zone: string,
  nowMs: number,
  night: NightSchedule | null | undefined,
): boolean {
  if (!night) return false;
  const first = days[0];
  if (first) {
    const before = nightOf(zone, { ...first, date: addDays(first.date, -1) }, first, night);
    if (before && before.from <= nowMs && nowMs < before.until) return true;
  }
  for (let index = 0; index + 1 < days.length; index += 1) {
    const window = nightOf(zone, days[index]!, days[index + 1]!, night);
    if (window && window.from <= nowMs && nowMs < window.until) return true;
  }
  return false;
}
