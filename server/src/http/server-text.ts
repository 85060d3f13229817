/**
 * Server messages in the reader's language (docs/languages.md "Server messages"). A message is a key of
 * the `server` catalog with its values (a CodedText); English renders exactly the text it always had.
 * The compiled catalogs of all eight languages are imported up front: an answer is written in one step.
 */
import type { CompiledCatalog } from '@core/i18n/compiled-catalog.js';
import serverAr from '@core/i18n/compiled/ar/server.js';
import serverBn from '@core/i18n/compiled/bn/server.js';
import serverEn from '@core/i18n/compiled/en/server.js';
import serverFr from '@core/i18n/compiled/fr/server.js';
import serverId from '@core/i18n/compiled/id/server.js';
import serverMs from '@core/i18n/compiled/ms/server.js';
import serverTr from '@core/i18n/compiled/tr/server.js';
import serverUr from '@core/i18n/compiled/ur/server.js';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@core/i18n/languages.js';
import { isCodedText, renderCoded } from '@core/i18n/render-coded.js';
import { translatorFor, type Translator } from '@core/i18n/translator.js';
import { codeOf, type CodedText } from '@core/validation/coded-message.js';
// Loads the schemas' recorded messages even where no schema was imported yet.
import '@core/validation/messages.js';

export type { CodedText };

export const SERVER_CATALOGS: Record<Language, CompiledCatalog> = {
  en: serverEn,
  ar: serverAr,
  ur: serverUr,
  fr: serverFr,
  tr: serverTr,
  id: serverId,
  ms: serverMs,
  bn: serverBn,
};

const translators = new Map<Language, Translator>();

function translator(language: Language): Translator {
  let found = translators.get(language);
  if (!found) {
    found = translatorFor(language, SERVER_CATALOGS[language]);
    translators.set(language, found);
  }
  return found;
}

/** A message of the `server` catalog with its values, rendered later in the reader's language. */
export function text(key: CodedText['key'], values?: CodedText['values']): CodedText {
  return values ? { key, values } : { key };
}

export { isCodedText };

/** The message in `language`; values that are messages themselves (a field's label) are translated first. */
export function render(language: Language, message: CodedText, t: Translator['t'] = translator(language).t): string {
  return renderCoded(message, t);
}

export const english = (message: CodedText) => render(DEFAULT_LANGUAGE, message);

/**
 * A message as written (English) in `language`: a message a schema recorded with its key is translated,
 * any other text stays as written. English is returned untouched.
 */
export function localize(language: Language, message: string, known?: CodedText): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const coded = known ?? codeOf(message);
  return coded ? render(language, coded) : message;
}

/**
 * The first of the eight languages an Accept-Language header names, in the order of its q weights
 * (RFC 9110 §12.5.4); null when it names none of them.
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim().match(/^q=([0-9.]+)$/i)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = parseLanguage(range.tag);
    if (language) return language;
  }
  return null;
}

/** The requester's language: the signed-in user's saved one, else Accept-Language's, else English. */
export function readerLanguage(saved: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  return parseLanguage(saved) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
