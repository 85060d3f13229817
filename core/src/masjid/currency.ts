/**
 * A masjid's currency (docs/volunteer.md "Currency"): an ISO 4217 code. The codes accepted are those the
 * maintained country dataset (npm countries-list) lists as some country's currency, so every code a
 * masjid can choose is one in circulation; the default is the masjid's country's first currency.
 */
import { countries, type ICountry } from 'countries-list';
import { countryByCode } from './countries.js';

/**
 * ISO 4217 codes that are no money a masjid counts in: funds and units of account (BOV, CHE, CHW, CLF,
 * COU, MXV, USN, UYI, UYW, XBA-XBD, XDR, XSU, XUA) and the test and "no currency" codes (XTS, XXX). The
 * dataset lists some of them beside a country's own currency (Bolivia's BOV, Chile's CLF).
 */
const NOT_MONEY: ReadonlySet<string> = new Set([
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XSU',
  'XUA',
  'XTS',
  'XXX',
]);

const CODES: ReadonlySet<string> = new Set(
  Object.values(countries as Record<string, ICountry>)
    .flatMap((country) => country.currency)
    .filter((code) => !NOT_MONEY.has(code)),
);

/**
 * The currencies most masjids count in, after their own country's: the world's commonest and those of
 * the countries with the most masjids (docs/volunteer.md "Currency").
 */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'SAR',
  'AED',
  'TRY',
  'PKR',
  'INR',
  'BDT',
  'IDR',
  'MYR',
  'CAD',
  'AUD',
] as const;

export const FALLBACK_CURRENCY = 'USD';

export function isCurrencyCode(code: string): boolean {
  return CODES.has(code.toUpperCase());
}

/** Every accepted code, sorted (the form orders them for its reader: currencyChoices). */
export function currencyCodes(): string[] {
  return [...CODES].sort();
}

/**
 * The form's order: the country's currency, then the common ones, then the rest in `compare`'s order (the
 * reader's names of them).
 */
export function currencyChoices(country: string, compare: (a: string, b: string) => number): string[] {
  const own = defaultCurrencyOf(country);
  const first = [own, ...COMMON_CURRENCIES.filter((code) => code !== own)];
  const rest = currencyCodes()
    .filter((code) => !first.includes(code))
    .sort(compare);
  return [...first, ...rest];
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
