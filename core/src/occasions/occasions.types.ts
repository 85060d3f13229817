/**
 * Jumu'ah sessions, Eid prayers and Ramadan settings of a masjid (docs/jumuah-eid-ramadan.md). Times of
 * day are 'HH:mm' (24 h, the masjid's wall clock); dates 'YYYY-MM-DD'.
 */

/** One Friday congregation: many masjids hold two to four, often in different languages. */
export interface JumuahSession {
  /** Start of the khutbah, 'HH:mm'. */
  khutbah: string;
  /** Start of the salah, 'HH:mm'; '' when the masjid gives only the khutbah time (read as khutbah + 30 minutes). */
  salah: string;
  /** Language of the khutbah, e.g. 'English', 'Arabic / Urdu'; '' when not said. */
  language: string;
}

export type EidKind = 'fitr' | 'adha';

export interface EidPrayer {
  id?: string;
  eid: EidKind;
  /** 'YYYY-MM-DD' */
  date: string;
  /** One or more salah times, 'HH:mm', earliest first. */
  times: string[];
  /** Where the prayer is held when it is not the masjid itself (a park, a hall); '' for the masjid. */
  place: string;
}

export interface RamadanSettings {
  /** Ramadan mode on the dashboard in the month of Ramadan; off keeps the screen as on any day. */
  enabled: boolean;
  /** Suhoor ends this many minutes before the Fajr azan (0-60). */
  suhoorMinutesBeforeFajr: number;
  /** Taraweeh 'HH:mm', or '' for "after Isha". */
  taraweehTime: string;
}

export interface Occasions {
  jumuahSessions: JumuahSession[];
  eidPrayers: EidPrayer[];
  ramadan: RamadanSettings;
}

/** The admin's read: the public part plus the version for optimistic concurrency (0 before the first save). */
export interface OccasionsRecord extends Occasions {
  companyId: string;
  version: number;
  updatedAt: string | null;
}

export const DEFAULT_RAMADAN: RamadanSettings = { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' };

export function defaultOccasions(): Occasions {
  return { jumuahSessions: [], eidPrayers: [], ramadan: { ...DEFAULT_RAMADAN } };
}
