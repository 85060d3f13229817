/**
 * Prayer alerts in their subscription's language (docs/outside-the-hall.md "Prayer alerts"): the `server`
 * catalog's sentences with the glossary's prayer names (docs/languages.md#glossary), and times written as
 * the language writes them (its clock, and the masjid's own digits and 12/24-hour choice when it made one).
 * English keeps the words alerts always had.
 */
import type { CompiledCatalog } from '@core/i18n/compiled-catalog.js';
import termsAr from '@core/i18n/compiled/ar/terms.js';
import termsBn from '@core/i18n/compiled/bn/terms.js';
import termsEn from '@core/i18n/compiled/en/terms.js';
import termsFr from '@core/i18n/compiled/fr/terms.js';
import termsId from '@core/i18n/compiled/id/terms.js';
import termsMs from '@core/i18n/compiled/ms/terms.js';
import termsTr from '@core/i18n/compiled/tr/terms.js';
import termsUr from '@core/i18n/compiled/ur/terms.js';
import type { LanguageSetting } from '@core/i18n/language-settings.js';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@core/i18n/languages.js';
import { translatorFor } from '@core/i18n/translator.js';
import { ENGLISH_ALERT_TEXTS, type AlertTexts } from '@core/push/plan-alerts.js';
import { localFormat } from '@core/time/localized-format.js';
import { SERVER_CATALOGS } from '../http/server-text.js';

const TERMS: Record<Language, CompiledCatalog> = {
  en: termsEn,
  ar: termsAr,
  ur: termsUr,
  fr: termsFr,
  tr: termsTr,
  id: termsId,
  ms: termsMs,
  bn: termsBn,
};

/** A stored language (unknown or missing: English, as subscriptions made before languages were). */
export function alertLanguage(language: string | null | undefined): Language {
  return parseLanguage(language) ?? DEFAULT_LANGUAGE;
}

export function alertTextsIn(
  language: Language,
  masjid: Pick<LanguageSetting, 'nativeDigits' | 'timeFormat'>,
): AlertTexts {
  if (language === DEFAULT_LANGUAGE) return ENGLISH_ALERT_TEXTS;
  const { t } = translatorFor(language, { ...SERVER_CATALOGS[language], ...TERMS[language] });
  const format = localFormat({
    language,
    nativeDigits: masjid.nativeDigits,
    ...(masjid.timeFormat ? { hour12: masjid.timeFormat === '12h' } : {}),
  });
  const name = (prayer: string) => t(`term.${prayer}` as 'term.fajr');
  return {
    title: (kind, prayer, minutes) =>
      kind === 'azan'
        ? t('server.push.azanTitle', { prayer: name(prayer) })
        : kind === 'iqama'
          ? t('server.push.iqamaTitle', { prayer: name(prayer) })
          : t('server.push.beforeTitle', { prayer: name(prayer), minutes }),
    body: (kind, prayer, masjidName, time) => {
      const values = { prayer: name(prayer), masjid: masjidName, time: format.time(time) };
      if (kind === 'azan') return t('server.push.azanBody', values);
      if (kind === 'iqama') return t('server.push.iqamaBody', values);
      return t('server.push.beforeBody', values);
    },
  };
}
