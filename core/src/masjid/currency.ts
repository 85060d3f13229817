/**
 * A masjid's currency (docs/volunteer.md "Currency"): an ISO 4217 code. The codes accepted are those the
 * maintained country dataset (npm countries-list) lists as some country's currency, so every code a
 * masjid can choose is one in circulation; the default is the masjid's country's first currency.
 */
import { countries, type ICountry } from 'countries-list';
import { countryByCode } from './countries.js';

const CODES: ReadonlySet<string> = new Set(
  Object.values(countries as Record<string, ICountry>).flatMap((country) => country.currency),
);

export const FALLBACK_CURRENCY = 'USD';

export function isCurrencyCode(code: string): boolean {
  return CODES.has(code.toUpperCase());
}

/** Every accepted code, sorted. */
export function currencyCodes(): string[] {
  return [...CODES].sort();
}

export function defaultCurrencyOf(country: string | null | undefined): string {
  return (country && countryByCode(country)?.currency) || FALLBACK_CURRENCY;
}

/** The stored choice, else the country's default. */
export function currencyOf(masjid: { currency?: string | null; country?: string | null }): string {
  return masjid.currency && isCurrencyCode(masjid.currency)
    ? masjid.currency.toUpperCase()
    : defaultCurrencyOf(masjid.country);
}
