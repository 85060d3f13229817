/**
 * How a masjid's country writes dates and clocks, and which of Minaret's languages it reads by default
 * (docs/languages.md "Dates and clocks by country"). A public page follows its masjid's country unless the
 * masjid chose otherwise (`time_format`, `language`): a UK screen writes 4/12 for 4 December, a US one
 * 12/4; France and Türkiye read a 24-hour clock.
 *
 * Intl's region data cannot be used for this: a locale it does not carry ('en-TR', 'en-MA') falls back to
 * American English (month first, 12-hour), which is exactly the mistake to avoid.
 */
import type { Language } from './languages.js';

/** The order of a numeric date: 12/4/2026 (month first), 4/12/2026 (day first), 2026/12/4 (year first). */
export type DateOrder = 'mdy' | 'dmy' | 'ymd';

/** Month first: the US, its territories and freely associated states, Canada as its boards print, the Philippines. */
const MONTH_FIRST = new Set(['US', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW', 'CA', 'PH']);
/** Year first (ISO order): East Asia, Hungary, Lithuania, Mongolia. */
const YEAR_FIRST = new Set(['CN', 'JP', 'KR', 'KP', 'TW', 'HU', 'LT', 'MN']);

/**
 * The Arab League's members east of the Maghreb (and Sudan, Somalia, Libya): Arabic by default, and a
 * 12-hour clock on their boards.
 */
const ARAB_EAST = ['EG', 'SA', 'AE', 'QA', 'KW', 'BH', 'OM', 'YE', 'JO', 'SY', 'IQ', 'LB', 'PS', 'SD', 'SO', 'LY'];

/**
 * A 12-hour clock: North America, the UK and Ireland, Australia and New Zealand, South Asia, Malaysia,
 * Singapore, Brunei, the Philippines, Egypt, the Arabian Peninsula and the Levant, where masjid boards and
 * everyday clocks are 12-hour. Everywhere else (France, Türkiye, Germany, Indonesia, the Maghreb and most
 * of the world) a 24-hour clock.
 */
const TWELVE_HOUR = new Set([
  ...MONTH_FIRST,
  'GB',
  'IE',
  'AU',
  'NZ',
  'IN',
  'PK',
  'BD',
  'LK',
  'NP',
  'AF',
  'MV',
  'MY',
  'SG',
  'BN',
  ...ARAB_EAST,
]);

/** The one of Minaret's languages most people of a country read, where it is not English. */
const LANGUAGE_OF_COUNTRY: Record<string, Language> = {
  // Arabic: the Arab League's members.
  ...Object.fromEntries([...ARAB_EAST, 'TN', 'DZ', 'MA', 'MR', 'KM', 'DJ'].map((code) => [code, 'ar' as const])),
  // French: France and the countries whose public life is in French.
  ...Object.fromEntries(
    ['FR', 'MC', 'SN', 'ML', 'NE', 'BF', 'GN', 'CI', 'TG', 'BJ', 'GA', 'CG', 'CD', 'CF', 'TD', 'CM', 'MG', 'HT'].map(
      (code) => [code, 'fr' as const],
    ),
  ),
  TR: 'tr',
  ID: 'id',
  MY: 'ms',
  BN: 'ms',
  BD: 'bn',
  PK: 'ur',
};

function normalized(country: string | null | undefined): string {
  return (country ?? '').trim().toUpperCase();
}

/** The country's date order; day first where nothing else is known. */
export function dateOrderOf(country: string | null | undefined): DateOrder {
  const code = normalized(country);
  if (MONTH_FIRST.has(code)) return 'mdy';
  if (YEAR_FIRST.has(code)) return 'ymd';
  return 'dmy';
}

/** True for a 12-hour country, false for a 24-hour one; undefined when the country is not known. */
export function twelveHourClockOf(country: string | null | undefined): boolean | undefined {
  const code = normalized(country);
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  return TWELVE_HOUR.has(code);
}

/** The language a masjid's public pages speak before it chooses one: its country's, else English. */
export function countryLanguage(country: string | null | undefined): Language {
  return LANGUAGE_OF_COUNTRY[normalized(country)] ?? 'en';
}

/**
 * Degrees Fahrenheit: the US, its territories and freely associated states, Liberia, the Bahamas, Belize
 * and the Cayman Islands. Everywhere else reads Celsius (docs/weather.md).
 */
const FAHRENHEIT = new Set(['US', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW', 'LR', 'BS', 'BZ', 'KY']);

/** True where thermometers read Fahrenheit; Celsius everywhere else and when the country is not known. */
export function readsFahrenheit(country: string | null | undefined): boolean {
  return FAHRENHEIT.has(normalized(country));
}
