/**
 * The languages a screen may be set to (docs/screens.md). Apart from the schema so that the dashboard can
 * check a screen's language without loading the validation library into its first load.
 */
import { LANGUAGES, type Language } from '../i18n/languages.js';

/** `masjid` (the default) follows the masjid's language setting; the others are the languages Minaret speaks. */
export const SCREEN_LANGUAGES = ['masjid', ...LANGUAGES] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

/** The language a screen's setting imposes on its dashboard, or null to follow the masjid's. */
export function imposedLanguage(setting: ScreenLanguage): Language | null {
  return setting === 'masjid' ? null : setting;
}
