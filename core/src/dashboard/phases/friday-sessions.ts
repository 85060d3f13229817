import type { JumuahSession } from '../../occasions/occasions.types.js';

/**
 * The Jumu'ah sessions the phases count on a Friday (docs/phases.md, "Fridays"): the masjid's sessions
 * (docs/jumuah-eid-ramadan.md) with their khutbah and salah times; a masjid that has none set keeps the
 * times of its Jum'ah text (`jumah_prayer`, e.g. "1:30 pm and 2:30 pm"), each starting a session's khutbah.
 * A masjid without either gets one session whose khutbah is the day's Zuhr iqama.
 */

/** One Jumu'ah session as wall-clock times 'HH:mm' (24 h). */
export interface FridaySession {
  khutbah: string;
  /** The salah after the khutbah, or null when not known. */
  salah: string | null;
}

const TIME = /\b(\d{1,2})(?::|\.)(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?/gi;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The times of a Jum'ah text, in order, as sessions. A time without am/pm between 1:00 and 6:59 is taken as
 * afternoon (a Jumu'ah is never at 2 in the night); with am/pm it is read as written.
 */
export function fridaySessionsFromText(text: string | null | undefined, max = 4): FridaySession[] {
  const sessions: FridaySession[] = [];
  for (const match of (text ?? '').matchAll(TIME)) {
    let hour = Number(match[1]);
    const minute = Number(match[2]);
    const suffix = match[3]?.toLowerCase().replace(/\./g, '');
    if (hour > 23 || minute > 59) continue;
    if (suffix) {
      if (hour < 1 || hour > 12) continue;
      hour = (hour % 12) + (suffix === 'pm' ? 12 : 0);
    } else if (hour >= 1 && hour <= 6) hour += 12;
    sessions.push({ khutbah: `${pad(hour)}:${pad(minute)}`, salah: null });
    if (sessions.length === max) break;
  }
  return sessions;
}

/** The sessions for the phases: the masjid's own when it has any, else the times of its Jum'ah text. */
export function fridaySessionsOf(
  sessions: readonly JumuahSession[] | undefined,
  jumahText: string | null | undefined,
): FridaySession[] {
  if (!sessions?.length) return fridaySessionsFromText(jumahText);
  return sessions.map((session) => ({ khutbah: session.khutbah, salah: session.salah.trim() ? session.salah : null }));
}
