/** Reminders of the day (docs/product-rules.md, "Records"): a Quran passage and a hadith, plus a masjid's own reminders. */

export interface AyaLine {
  ayaNumber: number;
  lineString: string;
}

/**
 * The Quran passage of the day. `ayas` (Arabic) and `translations` (English) are aligned by index, so a
 * screen can show each Arabic line beside its translation.
 */
export interface ReminderOfTheDay {
  /** The day it is for, 'YYYY-MM-DD'. */
  date: string;
  ayaDetail: {
    ayas: AyaLine[];
    translations: AyaLine[];
  };
  translationName: string;
  suraNumber: number;
  suraNameArabic: string;
  /** Transliterated name, e.g. 'Ash-Sharh'. */
  suraNameEnglish: string;
  /** Meaning of the name and where it was revealed, e.g. 'The Relief · Meccan · 8 verses'. */
  suraDescription: string;
  /** e.g. 'Quran 94:5-8' */
  reference: string;
  /**
   * The passage in the other languages the Quran data has a translation for (French, Turkish, Urdu,
   * Indonesian, Bengali), each with its translator: a page shows the one of its language, else English.
   */
  translationsIn?: Partial<Record<string, { name: string; lines: AyaLine[] }>>;
}

/** The translation a page in `language` shows: its own where the data has one, else the English one. */
export function translationFor(
  passage: Pick<ReminderOfTheDay, 'ayaDetail' | 'translationName' | 'translationsIn'>,
  language: string,
): { name: string; lines: AyaLine[]; language: string } {
  const own = language === 'en' ? undefined : passage.translationsIn?.[language];
  return own
    ? { ...own, language }
    : { name: passage.translationName, lines: passage.ayaDetail.translations, language: 'en' };
}

/** A Quran passage without the day it was chosen for (e.g. Ayat al-Kursi on the after-prayer card). */
export type QuranPassage = Omit<ReminderOfTheDay, 'date'>;

/** The spec's 'Hadees': a hadith (or a masjid's own reminder) with where it comes from. */
export interface Hadees {
  text: string;
  reference: string;
  /** From an imported hadith collection (docs/hadith-import.md): the Arabic text, when the file has it. */
  arabic?: string;
  /** From an imported collection: where the text comes from and the licence it is shown under. */
  source?: string;
  licence?: string;
}

/** GET /api/companies/url/{companyUrl}/reminders/today: everything a dashboard rotates in its Reminders panel. */
export interface RemindersToday {
  date: string;
  quran: ReminderOfTheDay;
  /** The built-in hadith of the day, or null when no hadith collection is installed. */
  hadith: Hadees | null;
  /** The masjid's enabled reminders, starting at the day's own so each day opens with a different one. */
  custom: Hadees[];
}
