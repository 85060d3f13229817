/**
 * The next prayer of a followed masjid, worked out on the device from the year of days it keeps
 * (docs/outside-the-hall.md, "Following"), so the app's home shows it offline. The days are the keyless
 * API's (docs/public-api.md): every moment carries its instant with the masjid's offset, so no time zone
 * rule is needed here, and an Isha after midnight is simply a later instant.
 */
import type { V1Day, V1Moment } from '@core/public-api/v1-answers.js';

export const DAY_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type DayPrayer = (typeof DAY_PRAYERS)[number];

export interface NextPrayer {
  prayer: DayPrayer;
  /** The timetable date the prayer belongs to. */
  date: string;
  azan: V1Moment;
  iqama: V1Moment | null;
}

export interface FollowedNow {
  /** The day whose times the home shows: the one holding the next azan or iqama. */
  day: V1Day;
  /** The prayer whose azan comes next. */
  next: NextPrayer;
  /**
   * The next iqama of any prayer: between a prayer's azan and its iqama it is that prayer's, while `next`
   * is already the following one (the v1 `next` answer's rule, docs/public-api.md "Next").
   */
  nextIqama: NextPrayer | null;
}

const instant = (moment: V1Moment) => Date.parse(moment.at);

/** The day's prayers in their order, each with its date. */
function prayersOf(day: V1Day): NextPrayer[] {
  return DAY_PRAYERS.map((prayer) => ({ prayer, date: day.date, ...day.prayers[prayer] }));
}

/**
 * What comes next at `now` (ms) from days sorted by date; null when the kept days are all past (a device
 * offline for longer than the year it keeps).
 */
export function followedNow(days: readonly V1Day[], now: number): FollowedNow | null {
  const prayers = days.flatMap(prayersOf);
  const next = prayers.find((entry) => instant(entry.azan) > now);
  if (!next) return null;
  const nextIqama = prayers.find((entry) => entry.iqama !== null && instant(entry.iqama) > now) ?? null;
  // Until the iqama of the prayer just called, that prayer's day is still the one shown.
  const shownDate = nextIqama && nextIqama.date < next.date ? nextIqama.date : next.date;
  const day = days.find((entry) => entry.date === shownDate)!;
  return { day, next, nextIqama };
}

/** The last date the kept days reach, or null with none. */
export function lastKeptDate(days: readonly V1Day[]): string | null {
  return days.length === 0 ? null : days[days.length - 1]!.date;
}
