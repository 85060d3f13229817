/**
 * Ayat al-Kursi (2:255), shown on the after-prayer card of a prayer-hall screen (docs/phases.md,
 * docs/adhkar.md). Read from the Quran data the project ships (quran-json, as the reminder of the day) once
 * per process: sura 2 of each language file, one after the other, keeping only the verse (a few KB in all,
 * the same for every masjid).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { QuranPassage } from '@core/content/reminder.types.js';
import type { AyatAlKursiText, VerseTranslation } from '@core/dashboard/adhkar/adhkar-view.js';
import type { Language } from '@core/i18n/languages.js';
import type { AppDeps } from '../app-deps.js';
import { readPassage, VERSE_TRANSLATIONS } from '../reminders/quran-source.js';
import { withoutFootnoteMarks } from '@core/content/footnote-marks.js';

let cached: Promise<QuranPassage> | null = null;

/** The passage, or null when the data cannot be read (a screen then shows the masjid's own texts only). */
export async function ayatAlKursi(deps: Pick<AppDeps, 'logger'>): Promise<QuranPassage | null> {
  cached ??= readPassage([2, 255, 255]);
  try {
    return await cached;
  } catch (error) {
    cached = null;
    deps.logger.error('Dashboard: Ayat al-Kursi unavailable', error);
    return null;
  }
}

interface ChapterFile {
  verses: { id: number; text: string; translation: string }[];
}

const require = createRequire(import.meta.url);

async function readVerse(language: Language): Promise<{ arabic: string; translation: string }> {
  const file = require.resolve(`quran-json/dist/chapters/${language}/2.json`);
  const verse = (JSON.parse(await readFile(file, 'utf8')) as ChapterFile).verses.find((v) => v.id === 255);
  if (!verse) throw new Error(`2:255 is not in quran-json's ${language} file`);
  return { arabic: verse.text, translation: withoutFootnoteMarks(verse.translation) };
}

async function readAllTranslations(): Promise<AyatAlKursiText> {
  let arabic = '';
  const translations: Partial<Record<Language, VerseTranslation>> = {};
  // One file at a time: each is a few hundred KB parsed, of which one verse is kept.
  for (const [language, name] of Object.entries(VERSE_TRANSLATIONS) as Array<[Language, string]>) {
    const verse = await readVerse(language);
    arabic ||= verse.arabic;
    translations[language] = { text: verse.translation, name };
  }
  return { arabic, reference: '2:255', translations };
}

let cachedTexts: Promise<AyatAlKursiText> | null = null;

/** The verse with every translation, read once per process; null when the data cannot be read. */
export async function ayatAlKursiTexts(deps: Pick<AppDeps, 'logger'>): Promise<AyatAlKursiText | null> {
  cachedTexts ??= readAllTranslations();
  try {
    return await cachedTexts;
  } catch (error) {
    cachedTexts = null;
    deps.logger.error('Dashboard: Ayat al-Kursi translations unavailable', error);
    return null;
  }
}
