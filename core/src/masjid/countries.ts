/**
 * Countries from a maintained dataset (npm countries-list: current ISO 3166-1 alpha-2 codes, English
 * names, former names and short forms, capitals, currencies), so a retired code (UK, FX, SU, YU, BU, ZR)
 * never appears as a second "United Kingdom" or "Serbia". docs/volunteer.md "Countries".
 */
import { countries, type ICountry, type TCountryCode } from 'countries-list';

export interface Country {
  code: string;
  name: string;
  /** Former names and short forms from the dataset (UK, Burma, Zaire, Turkey...). */
  aliases: string[];
  capital: string;
  /** ISO 4217, the first the dataset lists. */
  currency: string | undefined;
}

/**
 * Ascension (AC) and Tristan da Cunha (TA) are only reserved by ISO, and belong to Saint Helena (SH),
 * which is listed. Kosovo (XK, user-assigned) stays: people there register as Kosovo.
 */
const RESERVED_ONLY = new Set(['AC', 'TA']);

const ENTRIES: Country[] = (Object.entries(countries) as [TCountryCode, ICountry][])
  .filter(([code]) => !RESERVED_ONLY.has(code))
  .map(([code, country]) => ({
    code,
    name: country.name,
    aliases: country.alias ?? [],
    capital: country.capital,
    currency: country.currency[0],
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_CODE = new Map(ENTRIES.map((country) => [country.code, country]));

/** Every country once, by English name. */
export function allCountries(): readonly Country[] {
  return ENTRIES;
}

export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** 'GB' -> 'United Kingdom'; an unknown code is shown as it is. */
export function countryNameOf(code: string): string {
  return BY_CODE.get(code.toUpperCase())?.name ?? code;
}
