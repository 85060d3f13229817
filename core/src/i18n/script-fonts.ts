import type { Language } from './languages.js';

/**
 * The font families shipped for scripts that a TV's or a phone's own fonts often lack (Urdu's letters,
 * Bengali): first in every public font stack, but declared (and so downloaded) only on a page in such a
 * language (docs/languages.md#fonts). Latin text falls through to the system fonts after them.
 */
export const SCRIPT_FONT_FAMILIES = "'Noto Sans Arabic', 'Noto Sans Bengali'";

export type ScriptFont = 'arabic' | 'bengali';

export function scriptFontOf(language: Language | null | undefined): ScriptFont | null {
  if (language === 'ar' || language === 'ur') return 'arabic';
  if (language === 'bn') return 'bengali';
  return null;
}
