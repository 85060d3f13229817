/**
 * A page's words in one language: the compiled catalogs of the namespaces it needs, formatted by the
 * small @lingui/core runtime (README, "Languages"). Only that language is fetched: catalogs.test.ts
 * makes sure every language has every key, so no English is loaded underneath.
 */
import { setupI18n } from '@lingui/core';
import type { MessageKey, Namespace } from './catalog-types.js';
import type { CompiledCatalog } from './compiled-catalog.js';
import { LOADERS } from './compiled/loaders.js';
import { directionOf, type Language } from './languages.js';

export type MessageValues = Record<string, string | number>;

export interface Translator {
  language: Language;
  dir: 'ltr' | 'rtl';
  t(key: MessageKey, values?: MessageValues): string;
}

/** The namespaces' catalogs in `language`, merged (their keys never overlap). */
export async function loadCatalogs(language: Language, namespaces: readonly Namespace[]): Promise<CompiledCatalog> {
  const loaded = await Promise.all(namespaces.map((namespace) => LOADERS[language][namespace]()));
  return Object.assign({}, ...loaded.map((module) => module.default)) as CompiledCatalog;
}

/** A translator over catalogs already loaded (tests and the server pass them in directly). */
export function translatorFor(language: Language, messages: CompiledCatalog): Translator {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return {
    language,
    dir: directionOf(language),
    t: (key, values) => i18n._(key, values),
  };
}

export async function loadTranslator(language: Language, namespaces: readonly Namespace[]): Promise<Translator> {
  return translatorFor(language, await loadCatalogs(language, namespaces));
}
