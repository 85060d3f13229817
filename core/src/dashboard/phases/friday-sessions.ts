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

const TIME = /\b(\d{1,2})(?::|\.)(\d{2})(?:\s*(am|pm|a\.m\.|p\.m\.))?/gi;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** One time of a Jum'ah text as the phases read it ('HH:mm'), or null when the match is no time. */
function readTime(match: RegExpMatchArray): string | null {
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const suffix = match[3]?.toLowerCase().replace(/\./g, '');
  if (hour > 23 || minute > 59) return null;
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (suffix === 'pm' ? 12 : 0);
  } else if (hour >= 1 && hour <= 6) hour += 12;
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * A Jum'ah text with its times as the screen reads them, for showing: "Khutbah 5.30pm" is shown as
 * "Khutbah 17:30" on a 24-hour screen and "5:30 pm" on a 12-hour one (docs/jumuah-eid-ramadan.md), so the
 * text says what the phases count. Parts are plain text or a time 'HH:mm'.
 */
export function jumahTextParts(text: string | null | undefined): Array<string | { time: string }> {
  const parts: Array<string | { time: string }> = [];
  let last = 0;
  const source = text ?? '';
  for (const match of source.matchAll(TIME)) {
    const time = readTime(match);
    if (!time) continue;
    if (match.index > last) parts.push(source.slice(last, match.index));
    parts.push({ time });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return parts;
}

/**
 * The times of a Jum'ah text, in order, as sessions. A time without am/pm between 1:00 and 6:59 is taken as
 * afternoon (a Jumu'ah is never at 2 in the night); with am/pm it is read as written.
 */
export function fridaySessionsFromText(text: string | null | undefined, max = 4): FridaySession[] {
  const sessions: FridaySession[] = [];
  for (const match of (text ?? '').matchAll(TIME)) {
    const khutbah = readTime(match);
    if (!khutbah) continue;
    sessions.push({ khutbah, salah: null });
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
