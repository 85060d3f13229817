/**
 * The prayer table's noon row on a Friday, and the rule that keeps a session's dark screen before Asr
 * (docs/jumuah-eid-ramadan.md, "Fridays in the table").
 */
import type { Jummah } from '../content/central-control.types.js';
import { fridaySessionsFromText } from '../dashboard/phases/friday-sessions.js';
import type { DayPrayerView } from '../prayer/prayer.types.js';
import { formatTimeOfDay, parseTimeOfDay } from '../time/zone.js';
import { isFriday, sessionsOfFriday, type FridaySession } from './jumuah-sessions.js';
import type { JumuahSession } from './occasions.types.js';

export interface FridayRow {
  /** The Jumu'ah azan: the day's Zuhr azan. */
  azan: string | null;
  /** Each session's khutbah and salah, first session first; at least one. */
  sessions: FridaySession[];
}

/**
 * On a Friday the row of the noon prayer is Jumu'ah, as boards write it: each session's khutbah and salah.
 * The masjid's sessions; without them the times of its Jum'ah text; without either the Zuhr iqama as the
 * khutbah (the phases count the same sessions, docs/phases.md "Fridays"). Null on other days.
 */
export function fridayRow(
  entry: DayPrayerView,
  sessions: readonly JumuahSession[],
  jumahText: string | null | undefined,
  jummahs: readonly Jummah[],
): FridayRow | null {
  const date = entry.date.slice(0, 10);
  if (!isFriday(date)) return null;
  const fromText = fridaySessionsFromText(jumahText).map((session) => ({ ...session, salah: '', language: '' }));
  const zuhrIqama = entry.dhuhrIqama || entry.dhuhr;
  const own: JumuahSession[] =
    sessions.length > 0
      ? [...sessions]
      : fromText.length > 0
        ? fromText
        : zuhrIqama
          ? [{ khutbah: zuhrIqama, salah: '', language: '' }]
          : [];
  if (own.length === 0) return null;
  return { azan: entry.dhuhr || null, sessions: sessionsOfFriday(date, own, jummahs) };
}

export interface AsrClash {
  /** 0-based index of the session in the list. */
  index: number;
  friday: string;
  /** When its dark screen would end, 'HH:mm'. */
  darkEnds: string;
  /** That Friday's Asr azan, 'HH:mm'. */
  asr: string;
}

/**
 * The first session whose dark screen (khutbah + the Jumu'ah minutes of the phase settings) would run past
 * Asr's azan on one of `fridays`, or null. A dark screen ending exactly at the azan is fine.
 */
export function sessionPastAsr(
  sessions: readonly JumuahSession[],
  fridays: ReadonlyArray<{ date: string; asr: string }>,
  jumuahMinutes: number,
): AsrClash | null {
  for (const [index, session] of sessions.entries()) {
    const khutbah = parseTimeOfDay(session.khutbah);
    if (khutbah === undefined) continue;
    const ends = khutbah + jumuahMinutes;
    for (const friday of fridays) {
      const asr = parseTimeOfDay(friday.asr);
      if (asr !== undefined && ends > asr) {
        return { index, friday: friday.date, darkEnds: formatTimeOfDay(ends), asr: formatTimeOfDay(asr) };
      }
    }
  }
  return null;
}
