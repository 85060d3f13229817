import type { DayPrayer } from '@core/prayer/prayer.types.js';
import { zonedInstant } from '@core/dashboard/zoned-clock.js';

/**
 * When an update may be installed (docs/screens.md): installing restarts the app, so never from a
 * prayer's azan to the end of that prayer. Until the phases engine says when a prayer ends, the end is
 * the iqama plus a fixed window; a few minutes before the azan are kept clear too, so a restart that runs
 * long still has the screen back for the azan.
 */
export const BEFORE_AZAN_MS = 5 * 60_000;
/** From iqama to the end of the prayer. */
export const PRAYER_LENGTH_MS = 20 * 60_000;
/** Jumu'ah: the khutbah and the prayer, from the Friday Dhuhr iqama. */
export const JUMUAH_LENGTH_MS = 60 * 60_000;
/** When a day has no iqama for a prayer: from its azan. */
export const NO_IQAMA_LENGTH_MS = 30 * 60_000;

const PRAYERS = [
  ['fajr', 'fajrIqama'],
  ['dhuhr', 'dhuhrIqama'],
  ['asr', 'asrIqama'],
  ['maghrib', 'maghribIqama'],
  ['isha', 'ishaIqama'],
] as const;

const isTime = (value: string | undefined) => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value);

/** The blocked intervals [start, end) of each day given, as instants, using the masjid's time zone rules. */
export function prayerIntervals(
  days: readonly DayPrayer[],
  zone: string,
): Array<{ start: number; end: number; prayer: string; date: string }> {
  const intervals = [];
  for (const day of days) {
    const friday = new Date(`${day.date}T12:00:00Z`).getUTCDay() === 5;
    for (const [azanKey, iqamaKey] of PRAYERS) {
      if (!isTime(day[azanKey])) continue;
      const azan = zonedInstant(zone, day.date, day[azanKey]);
      const iqama = isTime(day[iqamaKey]) ? zonedInstant(zone, day.date, day[iqamaKey]) : null;
      const length = azanKey === 'dhuhr' && friday ? JUMUAH_LENGTH_MS : PRAYER_LENGTH_MS;
      const end = iqama !== null && iqama >= azan ? iqama + length : azan + NO_IQAMA_LENGTH_MS;
      intervals.push({ start: azan - BEFORE_AZAN_MS, end, prayer: azanKey, date: day.date });
    }
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/**
 * The earliest instant at or after `nowMs` outside every prayer interval. Without a timetable nothing is
 * known to protect, so an update may install at once.
 */
export function nextInstallTime(days: readonly DayPrayer[], zone: string, nowMs: number): number {
  let at = nowMs;
  for (const interval of prayerIntervals(days, zone)) {
    if (interval.end <= at) continue;
    if (interval.start > at) break;
    at = interval.end;
  }
  return at;
}

export function mayInstallNow(days: readonly DayPrayer[], zone: string, nowMs: number): boolean {
  return nextInstallTime(days, zone, nowMs) === nowMs;
}
