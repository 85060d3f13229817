import { zonedInstant, zonedNow } from '../dashboard/zoned-clock.js';
import type { JanazahNotice } from './masjid-playlist.js';
import type { ClassNotice, NikahNotice } from './notices.js';

/**
 * When each notice is on the masjid's clock (docs/screens.md, "Notices"): the janazah salah, the nikah, a
 * class's next occurrence and its countdown. What a screen computes, without the schemas (notices.ts,
 * masjid-playlist.ts) the server and the admin check notices with.
 */

/** A fund as the playlist carries it: enough for an appeal's progress (collected / goal). */
export interface PlaylistFund {
  id: string;
  name: string;
  goal: number;
  current: number;
}

/** The instant a janazah notice's salah is, on the masjid's clock. */
export function janazahInstant(notice: JanazahNotice, zone: string): number {
  return zonedInstant(zone, notice.salahAt.slice(0, 10), notice.salahAt.slice(11, 16));
}

/** The instant a nikah is, on the masjid's clock. */
export function nikahInstant(notice: NikahNotice, zone: string): number {
  return zonedInstant(zone, notice.at.slice(0, 10), notice.at.slice(11, 16));
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The occurrence of a class that may still show at `nowMs`, or null once it has ended: a weekly class only
 * on its weekdays, until it ends that day; a dated one until it ends (before its day too). `today` says it
 * is on the masjid's date of `nowMs`, when the screen counts down to its start.
 */
export function classOccurrence(
  notice: ClassNotice,
  zone: string,
  nowMs: number,
): { start: number; end: number; today: boolean } | null {
  const today = zonedNow(zone, nowMs).date;
  const date = notice.repeat === 'weekly' ? today : notice.date;
  if (date === null) return null;
  if (notice.repeat === 'weekly' && !notice.weekdays.includes(weekdayOf(today))) return null;
  const start = zonedInstant(zone, date, notice.time);
  const end = start + notice.minutes * 60_000;
  if (!Number.isFinite(start) || nowMs >= end) return null;
  return { start, end, today: date === today };
}

/** How a class stands at `nowMs`: later on another day, starting in some minutes today, or on now. */
export type ClassCountdown =
  | { state: 'later'; date: string; time: string }
  | { state: 'startsIn'; hours: number; minutes: number }
  | { state: 'now' };

export function classCountdown(
  notice: ClassNotice,
  occurrence: { start: number; today: boolean },
  nowMs: number,
): ClassCountdown {
  if (!occurrence.today) return { state: 'later', date: notice.date ?? '', time: notice.time };
  if (nowMs >= occurrence.start) return { state: 'now' };
  // Whole minutes up: one second before the start still reads "1 min", never "0 min".
  const left = Math.ceil((occurrence.start - nowMs) / 60_000);
  return { state: 'startsIn', hours: Math.floor(left / 60), minutes: left % 60 };
}
