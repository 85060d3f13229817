import type { Language } from '@core/i18n/languages.js';

/**
 * A number written as text on an admin screen, in the user's language (docs/languages.md "Admin app"):
 * English keeps its plain digits ('1250'), other languages take Intl's form with 0-9, like the inputs beside it.
 */
export function adminNumber(language: Language, value: number): string {
  if (language === 'en') return String(value);
  return new Intl.NumberFormat(`${language}-u-nu-latn`, { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}
