/**
 * The languages Minaret's public pages and widgets speak (docs/languages.md). Only this small file is needed
 * to answer `<html lang dir>`: the server imports it without any catalog.
 */
export const LANGUAGES = ['en', 'ar', 'ur', 'fr', 'tr', 'id', 'ms', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

interface LanguageFacts {
  /** The language's name in itself, as the language menus show it. */
  name: string;
  /** The English name, for the admin's hints. */
  english: string;
  dir: 'ltr' | 'rtl';
  /** The Intl numbering system of the 'native digits' option; null where the Latin digits are the native ones. */
  nativeDigits: 'arab' | 'arabext' | 'beng' | null;
}

export const LANGUAGE_FACTS: Record<Language, LanguageFacts> = {
  en: { name: 'English', english: 'English', dir: 'ltr', nativeDigits: null },
  ar: { name: 'العربية', english: 'Arabic', dir: 'rtl', nativeDigits: 'arab' },
  ur: { name: 'اردو', english: 'Urdu', dir: 'rtl', nativeDigits: 'arabext' },
  fr: { name: 'Français', english: 'French', dir: 'ltr', nativeDigits: null },
  tr: { name: 'Türkçe', english: 'Turkish', dir: 'ltr', nativeDigits: null },
  id: { name: 'Bahasa Indonesia', english: 'Indonesian', dir: 'ltr', nativeDigits: null },
  ms: { name: 'Bahasa Melayu', english: 'Malay', dir: 'ltr', nativeDigits: null },
  bn: { name: 'বাংলা', english: 'Bengali', dir: 'ltr', nativeDigits: 'beng' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'ar', 'AR' or 'ar-EG' -> 'ar'; anything else -> null (an unknown `?lang=` is ignored, never an error). */
export function parseLanguage(value: string | null | undefined): Language | null {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return LANGUAGE_FACTS[language].dir;
}
