import { EARLY_TEXTS, type EarlyTexts } from '@core/i18n/early-texts.js';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@core/i18n/languages.js';

/** The language the page speaks now (`<html lang>`, which the admin app and the public pages set). */
export function pageLanguage(): Language {
  return (typeof document === 'undefined' ? null : parseLanguage(document.documentElement.lang)) ?? DEFAULT_LANGUAGE;
}

/** The texts every page may need before, or without, its catalogs (core/src/i18n/early-texts.ts). */
export function earlyTexts(language: Language = pageLanguage()): EarlyTexts {
  return EARLY_TEXTS[language];
}
