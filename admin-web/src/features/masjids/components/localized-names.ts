import type { Language } from '@core/i18n/languages.js';
import { currencyLabel } from '../../../lib/currency-label.js';

/** Countries and currencies named in the user's language by the browser (Intl); English keeps its own lists as they were. */
const namers = new Map<string, Intl.DisplayNames | null>();

function namer(language: Language, type: 'region' | 'currency'): Intl.DisplayNames | null {
  const key = `${language}:${type}`;
  if (!namers.has(key)) {
    try {
      namers.set(key, new Intl.DisplayNames([language], { type }));
    } catch {
      namers.set(key, null);
    }
  }
  return namers.get(key)!;
}

/** 'GBP' -> 'British Pound (GBP)' in English, 'جنيه إسترليني (GBP)' in Arabic; the code alone where the browser has no name. */
export function currencyText(language: Language, code: string): string {
  if (language === 'en') return currencyLabel(code);
  const name = namer(language, 'currency')?.of(code);
  return name && name !== code ? `${name} (${code})` : currencyLabel(code);
}

/** The country menu in the language's names and order; a code the browser does not name keeps the English name. */
export function countryOptionsIn(
  language: Language,
  options: ReadonlyArray<{ code: string; name: string }>,
): Array<{ code: string; name: string }> {
  if (language === 'en') return [...options];
  const names = namer(language, 'region');
  const named = options.map(({ code, name }) => {
    const own = names?.of(code);
    return { code, name: own && own !== code ? own : name };
  });
  return named.sort((a, b) => a.name.localeCompare(b.name, language));
}
