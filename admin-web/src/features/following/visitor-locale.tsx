import { useMemo, type ReactNode } from 'react';
import { parseLanguage } from '@core/i18n/languages.js';
import {
  ENGLISH_LOCALE,
  languageOverride,
  PublicLocaleProvider,
  useDocumentLanguage,
  useMasjidLocale,
} from '../../lib/i18n/public-locale.js';

/**
 * A visitor's page that belongs to no one masjid (near me, following): the visitor's browser language when
 * it is one of the eight, else English; `?lang=` overrides it (docs/languages.md).
 */
export function VisitorLocale({ children }: { children: ReactNode }) {
  const browserLanguage = typeof navigator === 'undefined' ? null : parseLanguage(navigator.language);
  const configurations = useMemo(() => [], []);
  const locale = useMasjidLocale(configurations, browserLanguage) ?? (languageOverride() ? null : ENGLISH_LOCALE);
  useDocumentLanguage(locale);
  if (!locale) return null;
  return <PublicLocaleProvider locale={locale}>{children}</PublicLocaleProvider>;
}
