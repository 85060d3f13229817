/**
 * Friday's congregations as screens show them and as the phase engine times them
 * (docs/jumuah-eid-ramadan.md, "Jumu'ah sessions").
 */
import type { Jummah } from '../content/central-control.types.js';
import { addDays, dayNumber } from '../content/iso-day.js';
import { isBlank } from '../validation/blank.js';
import { formatTimeOfDay, parseTimeOfDay } from '../time/zone.js';
import { zonedNow } from '../dashboard/zoned-clock.js';
import type { JumuahSession } from './occasions.types.js';

/** When a masjid gives only the khutbah time, its salah is taken to begin this long after. */
export const ASSUMED_KHUTBAH_MINUTES = 30;

export interface FridaySession {
  /** 1-based, in time order. */
  session: number;
  /** 'HH:mm' */
  khutbah: string;
  /** 'HH:mm': as given, or khutbah + ASSUMED_KHUTBAH_MINUTES when the masjid gave none. */
  salah: string;
  /** False when `salah` is the assumed time (screens then show only the khutbah time). */
  salahGiven: boolean;
  language: string;
  /** The khateeb scheduled for this session on this Friday, or null. */
  khateeb: string | null;
}

/** 'YYYY-MM-DD' is a Friday (weekday 5; 1970-01-01 was a Thursday). */
export function isFriday(isoDate: string): boolean {
  return (((dayNumber(isoDate) + 4) % 7) + 7) % 7 === 5;
}

/** The Friday a "Jumu'ah" line speaks of on a given day: that day when it is a Friday, else the next one. */
export function comingFriday(isoDate: string): string {
  const weekday = (((dayNumber(isoDate) + 4) % 7) + 7) % 7;
  return addDays(isoDate, (5 - weekday + 7) % 7);
}

/**
 * The Friday a Jumu'ah list speaks of at an instant, in the masjid's zone: `comingFriday`, except that on a
 * Friday whose last salah has begun (its salah time, or khutbah + ASSUMED_KHUTBAH_MINUTES when not given) the
 * list moves on to the next Friday, so at 23:45 on a Friday the widget does not name that day as coming.
 */
export function fridayToShow(zone: string, nowMs: number, sessions: readonly JumuahSession[]): string {
  const { date, hour, minute } = zonedNow(zone, nowMs);
  const friday = comingFriday(date);
  const last = sessions.at(-1);
  if (friday !== date || !last) return friday;
  const salah = parseTimeOfDay(last.salah) ?? (parseTimeOfDay(last.khutbah) ?? 0) + ASSUMED_KHUTBAH_MINUTES;
  return hour * 60 + minute >= salah ? addDays(date, 7) : friday;
}

/** The khateeb of one session on one Friday: an enabled entry with a khateeb, that date and that session. */
function khateebOf(jummahs: readonly Jummah[], friday: string, session: number): string | null {
  const entry = jummahs.find(
    (candidate) =>
      candidate.enabled &&
      !isBlank(candidate.khateeb) &&
      candidate.date?.slice(0, 10) === friday &&
      (candidate.session ?? 1) === session,
  );
  return entry ? entry.khateeb.trim() : null;
}

/** The sessions of the Friday `friday` (not checked to be a Friday), with each session's khateeb. */
export function sessionsOfFriday(
  friday: string,
  sessions: readonly JumuahSession[],
  jummahs: readonly Jummah[] = [],
): FridaySession[] {
  return sessions.map((session, index) => {
    const khutbahMinutes = parseTimeOfDay(session.khutbah) ?? 0;
    const salahGiven = parseTimeOfDay(session.salah) !== undefined;
    return {
      session: index + 1,
      khutbah: session.khutbah,
      salah: salahGiven ? session.salah : formatTimeOfDay(khutbahMinutes + ASSUMED_KHUTBAH_MINUTES),
      salahGiven,
      language: session.language.trim(),
      khateeb: khateebOf(jummahs, friday, index + 1),
    };
  });
}

/**
 * The Jumu'ah sessions held on `isoDate`: none unless it is a Friday. This is the input the phase engine
 * takes on a Friday in place of Zuhr (khutbah and salah per session).
 */
export function jumuahSessionsOn(
  isoDate: string,
  sessions: readonly JumuahSession[],
  jummahs: readonly Jummah[] = [],
): FridaySession[] {
  return isFriday(isoDate) ? sessionsOfFriday(isoDate, sessions, jummahs) : [];
}

/** The words of a Friday line, from the page's glossary (docs/languages.md#glossary). */
export interface FridayWords {
  khutbah: string;
  salah: string;
}

export const ENGLISH_FRIDAY_WORDS: FridayWords = { khutbah: 'Khutbah', salah: 'Salah' };

/** One session as one line of text: 'Khutbah 12:30 pm · Salah 1:00 pm · English · Imam Ali', in the glossary's words. */
export function sessionText(
  session: FridaySession,
  formatTime: (time: string) => string,
  words: FridayWords = ENGLISH_FRIDAY_WORDS,
): string {
  return [
    `${words.khutbah} ${formatTime(session.khutbah)}`,
    session.salahGiven ? `${words.salah} ${formatTime(session.salah)}` : '',
    session.language,
    session.khateeb ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}
