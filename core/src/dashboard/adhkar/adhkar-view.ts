/**
 * What the dashboard answer carries for the after-prayer adhkar (docs/adhkar.md): the masjid's setting and
 * Ayat al-Kursi with its translations from the Quran data the project ships (quran-json, read by the server).
 */
import type { Language } from '../../i18n/languages.js';
import type { AdhkarSettings } from './adhkar-settings.js';

export interface VerseTranslation {
  text: string;
  /** The translator or publisher, named under the verse (THIRD_PARTY.md). */
  name: string;
}

export interface AyatAlKursiText {
  arabic: string;
  /** '2:255' */
  reference: string;
  /** Every product language quran-json has a translation in (Arabic and Malay have none). */
  translations: Partial<Record<Language, VerseTranslation>>;
}

export interface DashboardAdhkar {
  settings: AdhkarSettings;
  /** Null when the server could not read the verse: the card goes on without it. */
  ayatAlKursi: AyatAlKursiText | null;
}

/**
 * The translation a screen shows under the verse: its own language's, else English (Malay, which quran-json
 * lacks); none on an Arabic screen, which reads the verse itself.
 */
export function verseTranslationFor(verse: AyatAlKursiText, language: Language): VerseTranslation | null {
  if (language === 'ar') return null;
  return verse.translations[language] ?? verse.translations.en ?? null;
}
