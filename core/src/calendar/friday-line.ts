import { ENGLISH_FRIDAY_WORDS, sessionsOfFriday, sessionText, type FridayWords } from '../occasions/jumuah-sessions.js';
import type { CalendarJumuah } from './calendar.types.js';

/**
 * The lines a calendar shows under a Friday (docs/prayer-table.md "Fridays in the calendar"): one per
 * Jumu'ah session ('Khutbah 12:30 pm · Salah 1:00 pm · English', numbered when there are several), or
 * the masjid's Jum'ah text; none when the masjid has said nothing about Jumu'ah. `words` are the page's
 * glossary words for khutbah and salah (docs/languages.md#glossary).
 */
export function fridayLines(
  jumuah: CalendarJumuah | undefined,
  formatTime: (time: string) => string,
  words: FridayWords = ENGLISH_FRIDAY_WORDS,
): string[] {
  if (!jumuah) return [];
  if (jumuah.sessions.length > 0) {
    const sessions = sessionsOfFriday('', jumuah.sessions);
    return sessions.map(
      (session) => `${sessions.length > 1 ? `${session.session}. ` : ''}${sessionText(session, formatTime, words)}`,
    );
  }
  const text = jumuah.text.trim();
  return text ? [text] : [];
}
