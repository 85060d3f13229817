import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReminderOfTheDay } from '@core/content/reminder.types.js';
import { passageReference, type PassageRef } from './quran-passages.js';

/** The English translation shipped in quran-json's chapters/en files (see THIRD_PARTY.md). */
export const TRANSLATION_NAME = 'Saheeh International';

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
  const file = require.resolve(`quran-json/dist/chapters/en/${sura}.json`);
  const chapter = JSON.parse(await readFile(file, 'utf8')) as ChapterFile;
  const verses = chapter.verses.filter((verse) => verse.id >= from && verse.id <= to);
  if (verses.length !== to - from + 1) throw new Error(`${passageReference(ref)} is not in quran-json`);
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
  };
}
