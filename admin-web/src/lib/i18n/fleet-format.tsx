/**
 * Helpers of the Screens, History, Hadith, first-run and API reference screens for their texts in the
 * admin's language (docs/languages.md "Admin app"): Intl's locale, sentences with links inside, lists.
 */
import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '@core/i18n/catalog-types.js';
import type { Language } from '@core/i18n/languages.js';
import type { MessageValues, Translator } from '@core/i18n/translator.js';

/** Intl's locale for a language: English keeps the browser's own formats (as these screens always had); the others write their language with 0-9. */
export function intlLocale(language: Language): string | undefined {
  return language === 'en' ? undefined : `${language}-u-nu-latn`;
}

/** Items joined with the language's comma ('a, b'; Arabic and Urdu '،'). */
export function joinList(language: Language, items: readonly string[]): string {
  return items.join(language === 'ar' || language === 'ur' ? '، ' : ', ');
}

const MARK = '\u0001';

/**
 * A message whose placeholders are elements (a link, a button, <code>): `parts` fills them in, `values`
 * the plain ones. The translation decides where each part goes.
 */
export function richText(
  t: Translator['t'],
  key: MessageKey,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = t(key, { ...values, ...marked }).split(MARK);
  // Odd pieces are the names of the parts between the marks.
  return pieces.map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>);
}
