import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AyaLine, ReminderOfTheDay } from '@core/content/reminder.types.js';
import type { Language } from '@core/i18n/languages.js';
import { passageReference, type PassageRef } from './quran-passages.js';

/** The English translation shipped in quran-json's chapters/en files (see THIRD_PARTY.md). */
export const TRANSLATION_NAME = 'Saheeh International';

/**
 * The translations quran-json ships in the product's languages, with their translators as its README names
 * them (THIRD_PARTY.md records each one's source and terms). Arabic needs none; Malay has none (the screen
 * shows English, docs/adhkar.md).
 */
export const VERSE_TRANSLATIONS: Partial<Record<Language, string>> = {
  en: TRANSLATION_NAME,
  fr: 'Muhammad Hamidullah',
  tr: 'Diyanet İşleri Başkanlığı',
  ur: 'Abul A‘la Maududi',
  id: 'Kementerian Agama RI',
  bn: 'Muhiuddin Khan',
};

interface ChapterFile {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  type: 'meccan' | 'medinan';
  total_verses: number;
  verses: { id: number; text: string; translation: string }[];
}

const require = createRequire(import.meta.url);

/**
 * Reads one sura file (at most a few hundred KB) for one passage and keeps nothing else: the whole
 * Quran is never held in memory.
 */
export async function readPassage(ref: PassageRef): Promise<Omit<ReminderOfTheDay, 'date'>> {
  const [sura, from, to] = ref;
  const read = async (language: Language) => {
    const file = require.resolve(`quran-json/dist/chapters/${language}/${sura}.json`);
    const chapter = JSON.parse(await readFile(file, 'utf8')) as ChapterFile;
    const verses = chapter.verses.filter((verse) => verse.id >= from && verse.id <= to);
    if (verses.length !== to - from + 1) throw new Error(`${passageReference(ref)} is not in quran-json (${language})`);
    return { chapter, verses };
  };
  const { chapter, verses } = await read('en');
  // The other languages' translations, one file at a time (each a few hundred KB, of which the passage is kept);
  // a page shows its own (docs/languages.md). A file that cannot be read leaves that language on English.
  const translationsIn: NonNullable<ReminderOfTheDay['translationsIn']> = {};
  for (const [language, name] of Object.entries(VERSE_TRANSLATIONS) as Array<[Language, string]>) {
    if (language === 'en') continue;
    try {
      const lines: AyaLine[] = (await read(language)).verses.map((verse) => ({
        ayaNumber: verse.id,
        lineString: verse.translation,
      }));
      translationsIn[language] = { name, lines };
    } catch {
      // English stands in.
    }
  }
  return {
    ayaDetail: {
      ayas: verses.map((verse) => ({ ayaNumber: verse.id, lineString: verse.text })),
      translations: verses.map((verse) => ({ ayaNumber: verse.id, lineString: verse.translation })),
    },
    translationName: TRANSLATION_NAME,
    suraNumber: chapter.id,
    suraNameArabic: chapter.name,
    suraNameEnglish: chapter.transliteration,
    suraDescription: `${chapter.translation} · ${chapter.type === 'meccan' ? 'Meccan' : 'Medinan'} · ${chapter.total_verses} verses`,
    reference: passageReference(ref),
    translationsIn,
  };
}
