/**
 * The admin app's language (docs/languages.md "Admin app"): the signed-in user's saved language, else
 * the browser's (navigator.languages), else English. English is built in, so the shell has words before
 * any catalog arrives; another language loads as its own small chunk.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_NAMESPACES } from '@core/i18n/catalog-types.js';
import englishAdmin from '@core/i18n/compiled/en/admin.js';
import englishFleet from '@core/i18n/compiled/en/adminOperations.js';
import englishPeople from '@core/i18n/compiled/en/adminPeople.js';
import englishSalah from '@core/i18n/compiled/en/adminSalah.js';
import englishSettings from '@core/i18n/compiled/en/adminSettings.js';
import englishTerms from '@core/i18n/compiled/en/terms.js';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@core/i18n/languages.js';
import { loadTranslator, translatorFor, type Translator } from '@core/i18n/translator.js';
import { AdminTranslatorContext, useProvidedAdminTranslator } from './admin-translator-context.js';
import { loadScriptFonts } from './script-fonts.js';

export const ENGLISH_ADMIN: Translator = translatorFor('en', {
  ...englishTerms,
  ...englishAdmin,
  ...englishSalah,
  ...englishSettings,
  ...englishPeople,
  ...englishFleet,
});

/** The admin texts in the current language: `const { t } = useAdminTranslator()`. */
export function useAdminTranslator(): Translator {
  return useProvidedAdminTranslator() ?? ENGLISH_ADMIN;
}

/** The first of the browser's languages that Minaret speaks, if any. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language | null {
  for (const tag of languages) {
    const language = parseLanguage(tag);
    if (language) return language;
  }
  return null;
}

/** The saved language (null: not chosen, or not known yet) before the browser's. */
export function adminLanguage(saved: Language | null | undefined, languages?: readonly string[]): Language {
  return saved ?? browserLanguage(languages) ?? DEFAULT_LANGUAGE;
}

/**
 * Loads `language`'s admin catalog and sets `<html lang dir>`, so an Arabic or Urdu admin page is mirrored;
 * declares the script font the language needs, as the public pages do (Urdu's ہ and ے were boxes where the
 * system has no font for them; docs/languages.md#fonts).
 */
export function AdminLanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [loaded, setLoaded] = useState<Translator>(ENGLISH_ADMIN);
  useEffect(() => {
    let cancelled = false;
    // A catalog that cannot be fetched leaves the screens in English, never blank.
    const next =
      language === DEFAULT_LANGUAGE
        ? Promise.resolve(ENGLISH_ADMIN)
        : loadTranslator(language, ADMIN_NAMESPACES).catch(() => ENGLISH_ADMIN);
    void loadScriptFonts(language);
    void next.then((translator) => {
      if (!cancelled) setLoaded(translator);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = loaded.language;
    html.dir = loaded.dir;
  }, [loaded]);
  return <AdminTranslatorContext.Provider value={loaded}>{children}</AdminTranslatorContext.Provider>;
}
