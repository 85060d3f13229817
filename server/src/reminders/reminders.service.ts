import { pickForDay, rotateForDay } from '@core/content/day-pick.js';
import type { Hadees, ReminderOfTheDay, RemindersToday } from '@core/content/reminder.types.js';
import type { AppDeps } from '../app-deps.js';
import { listEnabledReminders } from '../content/content.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import type { HadithCollection } from './hadith-collection.js';
import { QURAN_PASSAGES } from './quran-passages.js';
import { readPassage } from './quran-source.js';

/** Only the day's passage is kept, so memory holds one passage whatever the traffic. */
let cachedQuran: { date: string; reminder: Promise<ReminderOfTheDay> } | undefined;

/** The same passage for everyone on a date, a different one the next day, cycling through the curated list. */
export function quranOfTheDay(date: string): Promise<ReminderOfTheDay> {
  if (cachedQuran?.date !== date) {
    const ref = pickForDay(QURAN_PASSAGES, date)!;
    const reminder = readPassage(ref).then((passage) => ({ date, ...passage }));
    reminder.catch(() => {
      if (cachedQuran?.reminder === reminder) cachedQuran = undefined;
    });
    cachedQuran = { date, reminder };
  }
  return cachedQuran.reminder;
}

export async function hadithOfTheDay(collection: HadithCollection, date: string): Promise<Hadees | null> {
  if (collection.forDay) return collection.forDay(date);
  const hadiths = await collection.load();
  const hadith = pickForDay(hadiths, date);
  return hadith ? { text: hadith.text, reference: hadith.reference } : null;
}

/** Everything a dashboard rotates in its Reminders panel; the masjid's reminders start at the day's own. */
export async function remindersToday(
  deps: Pick<AppDeps, 'db'>,
  masjid: MasjidRow,
  collection: HadithCollection,
  date: string,
): Promise<RemindersToday> {
  const [quran, hadith, custom] = await Promise.all([
    quranOfTheDay(date),
    hadithOfTheDay(collection, date),
    listEnabledReminders(deps.db, masjid.id),
  ]);
  return {
    date,
    quran,
    hadith,
    custom: rotateForDay(
      custom.map((reminder) => ({ text: reminder.body, reference: reminder.reference })),
      date,
    ),
  };
}
