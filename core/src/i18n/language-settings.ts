/**
 * The languages a public page shows, from the masjid's configurations (docs/languages.md#the-masjids-language)
 * and `?lang=`, which overrides the first language. Read by every public page, widget and the desktop screen.
 */
import type { NameValue } from '../api-types.js';
import type { TimeFormat } from '../time/display-format.js';
import { countryLanguage } from './country-conventions.js';
import { parseLanguage, type Language } from './languages.js';

export const NO_SECOND_LANGUAGE = 'none';

export interface LanguageSetting {
  language: Language;
  secondLanguage: Language | null;
  nativeDigits: boolean;
  /** 12- or 24-hour when the masjid chose one (docs/volunteer.md "Time formats"); absent: the country's habit. */
  timeFormat?: TimeFormat;
  /**
   * The masjid's country (ISO code), when the page knows it: its date order and clock, and its language
   * before the masjid chooses one (docs/languages.md "Dates and clocks by country").
   */
  country?: string;
}

/**
 * The languages a page shows: `?lang=` first, then the masjid's choice, then its country's language (else
 * English). A second language equal to the first is dropped (a bilingual screen with the same words twice
 * helps no one).
 */
export function languageSetting(
  entries: readonly NameValue[] | undefined,
  override?: string | null,
  country?: string | null,
): LanguageSetting {
  const value = (name: string) => entries?.find((entry) => entry.name === name)?.value ?? '';
  const language = parseLanguage(override) ?? parseLanguage(value('language')) ?? countryLanguage(country);
  const second = parseLanguage(value('second_language'));
  const timeFormat = chosenTimeFormat(entries);
  return {
    language,
    secondLanguage: second && second !== language ? second : null,
    nativeDigits: value('native_digits').trim() === '1',
    ...(timeFormat ? { timeFormat } : {}),
    ...(country ? { country: country.trim().toUpperCase() } : {}),
  };
}

/**
 * The time format the masjid chose (`time_format`), or undefined for `auto`, which leaves each language its
 * usual clock (docs/volunteer.md "Time formats"). The one reader of the setting.
 */
export function chosenTimeFormat(entries: readonly NameValue[] | undefined): TimeFormat | undefined {
  const value = entries?.find((entry) => entry.name === 'time_format')?.value;
  return value === '12h' || value === '24h' ? value : undefined;
}

/** A setting as configuration entries again, for a page that received the setting itself (the calendar). */
export function settingEntries(setting: LanguageSetting | undefined): NameValue[] {
  if (!setting) return [];
  return [
    { name: 'language', value: setting.language },
    { name: 'second_language', value: setting.secondLanguage ?? NO_SECOND_LANGUAGE },
    { name: 'native_digits', value: setting.nativeDigits ? '1' : '0' },
    ...(setting.timeFormat ? [{ name: 'time_format', value: setting.timeFormat }] : []),
  ];
}
