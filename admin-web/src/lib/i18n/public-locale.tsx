/**
 * The public pages' language in React (docs/languages.md): a page loads the masjid's locale once its data
 * is in, provides it to its components, and sets `<html lang dir>` while it shows. English is built in,
 * so a page has words before any catalog arrives; other languages load as their own small chunks.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { NameValue } from '@core/api-types.js';
import englishPublic from '@core/i18n/compiled/en/public.js';
import englishTerms from '@core/i18n/compiled/en/terms.js';
import { languageSetting } from '@core/i18n/language-settings.js';
import type { Language } from '@core/i18n/languages.js';
import { loadPublicLocale, publicLocaleFor, type PublicLocale } from '@core/i18n/public-locale.js';
import { loadScriptFonts } from './script-fonts.js';

const ENGLISH_MESSAGES = { ...englishTerms, ...englishPublic };

export const ENGLISH_LOCALE: PublicLocale = publicLocaleFor(languageSetting([]), ENGLISH_MESSAGES, []);

const LocaleContext = createContext<PublicLocale>(ENGLISH_LOCALE);

export function usePublicLocale(): PublicLocale {
  return useContext(LocaleContext);
}

export function PublicLocaleProvider({ locale, children }: { locale: PublicLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** `?lang=` of the page's address: it overrides the masjid's language on any public page. */
export function languageOverride(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
}

/**
 * The locale for a masjid's configurations (null while its catalogs load). English with the masjid's own
 * words is ready at once; the key keeps a reload from rebuilding an unchanged locale. A screen set to a
 * language of its own (docs/hall-screen.md#per-screen-settings) speaks it, unless the address says `?lang=`.
 * `country` is the masjid's: its dates and clock (docs/languages.md "Dates and clocks by country").
 */
export function useMasjidLocale(
  configurations: readonly NameValue[] | undefined,
  screenLanguage: Language | null = null,
  country?: string | null,
): PublicLocale | null {
  const override = languageOverride() ?? screenLanguage;
  const setting = languageSetting(configurations, override, country);
  const key = JSON.stringify([setting, configurations?.filter((entry) => entry.name.startsWith('term_'))]);
  const [loaded, setLoaded] = useState<{ key: string; locale: PublicLocale } | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The words and, for Arabic script or Bengali, their font: shown together, so the page never redraws in another font.
    // A catalog that cannot be fetched (a screen that lost its network mid-update) leaves the page in English, never blank.
    const english = () =>
      publicLocaleFor(
        {
          language: 'en',
          secondLanguage: null,
          nativeDigits: false,
          ...(setting.country ? { country: setting.country } : {}),
        },
        ENGLISH_MESSAGES,
        configurations,
      );
    void Promise.all([
      loadPublicLocale(configurations, override, ['terms', 'public'], country),
      loadScriptFonts(setting.language, setting.secondLanguage),
    ])
      .then(([locale]) => locale, english)
      .then((locale) => {
        if (!cancelled) setLoaded({ key, locale });
      });
    return () => {
      cancelled = true;
    };
    // The key stands for the configurations and the override.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const englishAtOnce = useMemo(
    () =>
      configurations && setting.language === 'en' && !setting.secondLanguage
        ? publicLocaleFor(setting, ENGLISH_MESSAGES, configurations)
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return loaded?.key === key ? loaded.locale : englishAtOnce;
}

/** `<html lang dir>` while the page shows, back to the admin app's English when it goes. */
export function useDocumentLanguage(locale: PublicLocale | null) {
  const language = locale?.language;
  const dir = locale?.dir;
  useEffect(() => {
    if (!language || !dir) return;
    const html = document.documentElement;
    const before = { lang: html.lang, dir: html.dir };
    html.lang = language;
    html.dir = dir;
    return () => {
      html.lang = before.lang || 'en';
      html.dir = before.dir || 'ltr';
    };
  }, [language, dir]);
}

/** Renders its children in the masjid's language once that language's catalogs are in. */
export function MasjidLocale({
  configurations,
  screenLanguage = null,
  country,
  loading,
  children,
}: {
  configurations: readonly NameValue[] | undefined;
  screenLanguage?: Language | null;
  /** The masjid's country (ISO code): its dates and clock. */
  country?: string | null;
  loading: ReactNode;
  children: ReactNode;
}) {
  const locale = useMasjidLocale(configurations, screenLanguage, country);
  useDocumentLanguage(locale);
  return locale ? <PublicLocaleProvider locale={locale}>{children}</PublicLocaleProvider> : loading;
}
