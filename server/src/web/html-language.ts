import { directionOf, parseLanguage, type Language } from '@core/i18n/languages.js';
import { encodeBody, type EncodedBody } from '../read-model/encoded-body.js';

const HTML_TAG = /<html\b[^>]*>/i;

/** One copy per page and language, made on first use: eight languages at most, a few KB each. */
const copies = new WeakMap<EncodedBody, Map<Language, EncodedBody>>();

/**
 * A page as `?lang=` asks for it: `<html lang dir>` already right in the HTML, so a right-to-left page is
 * laid out mirrored from its first paint, before any script runs (docs/languages.md#right-to-left).
 * An unknown or absent `?lang=` keeps the page as built.
 */
export function htmlInLanguage(page: EncodedBody, lang: string | undefined): EncodedBody {
  const language = parseLanguage(lang);
  if (!language || !page.type.startsWith('text/html')) return page;
  let byLanguage = copies.get(page);
  if (!byLanguage) copies.set(page, (byLanguage = new Map()));
  let copy = byLanguage.get(language);
  if (!copy) {
    const tag = `<html lang="${language}" dir="${directionOf(language)}">`;
    const text = page.identity.toString('utf8');
    // A page written without an <html> tag gets one after its doctype.
    const html = HTML_TAG.test(text)
      ? text.replace(HTML_TAG, tag)
      : text.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tag}`);
    copy = encodeBody(html, page.type);
    byLanguage.set(language, copy);
  }
  return copy;
}
