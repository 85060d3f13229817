/**
 * The words of an email in its reader's language (docs/languages.md "Admin app"): the compiled `admin`
 * and `server` catalogs of all 8 languages are imported up front, since an email is written in one step,
 * without waiting. Verification and reset take their words from `admin`, the other emails from `server`.
 */
import type { CompiledCatalog } from '@core/i18n/compiled-catalog.js';
import adminAr from '@core/i18n/compiled/ar/admin.js';
import adminBn from '@core/i18n/compiled/bn/admin.js';
import adminEn from '@core/i18n/compiled/en/admin.js';
import adminFr from '@core/i18n/compiled/fr/admin.js';
import adminId from '@core/i18n/compiled/id/admin.js';
import adminMs from '@core/i18n/compiled/ms/admin.js';
import adminTr from '@core/i18n/compiled/tr/admin.js';
import adminUr from '@core/i18n/compiled/ur/admin.js';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@core/i18n/languages.js';
import { translatorFor, type Translator } from '@core/i18n/translator.js';
import { SERVER_CATALOGS } from '../http/server-text.js';
import { escapeHtml } from './escape-html.js';

const ADMIN_CATALOGS: Record<Language, CompiledCatalog> = {
  en: adminEn,
  ar: adminAr,
  ur: adminUr,
  fr: adminFr,
  tr: adminTr,
  id: adminId,
  ms: adminMs,
  bn: adminBn,
};

/** A user's saved language (null or unknown: English, the language emails always had). */
export function mailTranslator(language: string | null | undefined): Translator {
  const chosen = parseLanguage(language) ?? DEFAULT_LANGUAGE;
  return translatorFor(chosen, { ...ADMIN_CATALOGS[chosen], ...SERVER_CATALOGS[chosen] });
}

/** English HTML stays as it always was; another language's HTML carries its lang and direction, so Arabic and Urdu read right to left. */
export function inLanguage(translator: Translator, html: string): string {
  if (translator.language === DEFAULT_LANGUAGE) return html;
  return `<div lang="${escapeHtml(translator.language)}" dir="${translator.dir}">\n${html}\n</div>`;
}
