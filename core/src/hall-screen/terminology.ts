/**
 * The words a masjid uses for a few prayer names (docs/hall-screen.md#terminology): communities say Zuhr or
 * Dhuhr, Shurooq or Sunrise, Jum'ah or Jumu'ah, Iqama or Jamaat, and the screen should read the way the
 * imam speaks. Stored as plain keys in the masjid's configurations; every public page and widget asks here.
 */
import type { NameValue } from '../api-types.js';
import type { PrayerName } from '../prayer/prayer.types.js';

export const TERM_CHOICES = {
  term_dhuhr: { zuhr: 'Zuhr', dhuhr: 'Dhuhr' },
  term_sunrise: { shurooq: 'Shurooq', sunrise: 'Sunrise' },
  term_jumuah: { jumah: "Jum'ah", jumuah: "Jumu'ah" },
  term_iqama: { iqama: 'Iqama', jamaat: 'Jamaat' },
} as const;

export type TermName = keyof typeof TERM_CHOICES;

export interface Terminology {
  dhuhr: string;
  sunrise: string;
  jumuah: string;
  /** Capitalised, as a column heading: 'Iqama' or 'Jamaat'. */
  iqama: string;
}

/** The words used before the setting existed: a masjid that never chose keeps seeing the same screen. */
export const DEFAULT_TERMINOLOGY: Terminology = { dhuhr: 'Zuhr', sunrise: 'Shurooq', jumuah: "Jum'ah", iqama: 'Iqama' };

function pick<N extends TermName>(entries: readonly NameValue[] | undefined, name: N, fallback: string): string {
  const key = entries?.find((entry) => entry.name === name)?.value?.trim() ?? '';
  const choices = TERM_CHOICES[name] as Record<string, string>;
  return Object.hasOwn(choices, key) ? choices[key]! : fallback;
}

/** The masjid's words from its configurations; unknown or missing values fall back to the defaults. */
export function terminologyOf(entries: readonly NameValue[] | undefined): Terminology {
  return {
    dhuhr: pick(entries, 'term_dhuhr', DEFAULT_TERMINOLOGY.dhuhr),
    sunrise: pick(entries, 'term_sunrise', DEFAULT_TERMINOLOGY.sunrise),
    jumuah: pick(entries, 'term_jumuah', DEFAULT_TERMINOLOGY.jumuah),
    iqama: pick(entries, 'term_iqama', DEFAULT_TERMINOLOGY.iqama),
  };
}

const FIXED: Record<'fajr' | 'asr' | 'maghrib' | 'isha', string> = {
  fajr: 'Fajr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
};

/** The name of a table row or a prayer in the masjid's words. */
export function prayerLabel(key: PrayerName | 'sunrise', terms: Terminology = DEFAULT_TERMINOLOGY): string {
  if (key === 'dhuhr') return terms.dhuhr;
  if (key === 'sunrise') return terms.sunrise;
  return FIXED[key];
}

/** The calendar's name for a time column ('Zuhr' or 'Dhuhr' ...), from its azan column. */
export function columnLabel(azan: PrayerName | 'sunrise', terms: Terminology = DEFAULT_TERMINOLOGY): string {
  return prayerLabel(azan, terms);
}

/**
 * The iqama line's word in printed calendars: they have always said 'Iqmah', kept for masjids that did not
 * choose; 'Jamaat' when chosen.
 */
export function calendarIqamaWord(terms: Terminology = DEFAULT_TERMINOLOGY): string {
  return terms.iqama === DEFAULT_TERMINOLOGY.iqama ? 'Iqmah' : terms.iqama;
}

/** 'iqama' in running text ('Asr iqama in 5:00'): lower case, as the countdown writes it. */
export function iqamaWord(terms: Terminology = DEFAULT_TERMINOLOGY): string {
  return terms.iqama.toLowerCase();
}
