/**
 * Countries for the address form: each current ISO 3166-1 country once, by English name, from the
 * maintained dataset in core (the browser's own region names also list retired codes, which showed
 * two United Kingdoms and three Serbias). docs/volunteer.md "Countries".
 */
import { allCountries, countryByCode } from '@core/masjid/countries.js';

export function countryOptions(): Array<{ code: string; name: string }> {
  return allCountries().map(({ code, name }) => ({ code, name }));
}

/**
 * The country a new masjid form starts on: the region of the browser's first language tag that names one
 * (en-GB, fr-FR, tr-TR), else the likeliest region of its first language (fr is France, ur Pakistan, bn
 * Bangladesh: Intl.Locale's maximize), else the United States (docs/volunteer.md "Countries").
 */
export function browserCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): string {
  const known = (region: string | undefined) => (region && countryByCode(region) ? region.toUpperCase() : null);
  for (const tag of languages) {
    try {
      const region = known(new Intl.Locale(tag).region);
      if (region) return region;
    } catch {
      // Not a language tag: the next one.
    }
  }
  for (const tag of languages) {
    try {
      const region = known(new Intl.Locale(tag).maximize().region);
      if (region) return region;
    } catch {
      // As above.
    }
  }
  return 'US';
}
