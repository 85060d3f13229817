import type { NameValue } from '@core/api-types.js';
import { loadPublicLocale, type PublicLocale } from '@core/i18n/public-locale.js';
import { scriptFontOf } from '@core/i18n/script-fonts.js';
import { query } from './api.js';

/**
 * A widget's words: `?lang=` on its address, else the masjid's language (docs/languages.md). Only that
 * language's glossary and widget texts are fetched, and `<html lang dir>` follows.
 */
export async function widgetLocale(
  configurations: readonly NameValue[] | undefined,
  country?: string | null,
): Promise<PublicLocale> {
  // The masjid's country: its dates and clock (docs/languages.md "Dates and clocks by country").
  const locale = await loadPublicLocale(configurations, query('lang'), ['terms', 'widgets'], country);
  const font = scriptFontOf(locale.language);
  // Regular weight only: a widget stays light (docs/languages.md#fonts).
  if (font === 'arabic') await import('@fontsource/noto-sans-arabic/arabic-400.css').catch(() => undefined);
  if (font === 'bengali') await import('@fontsource/noto-sans-bengali/bengali-400.css').catch(() => undefined);
  document.documentElement.lang = locale.language;
  document.documentElement.dir = locale.dir;
  return locale;
}
