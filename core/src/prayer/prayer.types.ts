import type { TimeFormat } from '../time/display-format.js';

/**
 * Prayer timetable types of docs/product-rules.md ("Records"), shared by server, web, widgets and desktop.
 * Times of day are 'HH:mm' (24 h) in the masjid's local wall-clock time; dates are 'YYYY-MM-DD'.
 */

/**
 * docs/product-rules.md ("Records"): 0 Ithna Ashari (custom angles), 1 Karachi, 2 ISNA, 3 MWL, 4 Umm al-Qura, 5 Egyptian,
 * 6 Tehran; the national authorities of docs/calculation-methods.md: 7 JAKIM, 8 Kemenag, 9 MUIS, 10 Diyanet, 11 UAE,
 * 12 Kuwait, 13 Qatar, 14 France 12°, 15 Moonsighting Committee, 16 Morocco, 17 Algeria, 18 Tunisia.
 */
export type CalculationMethodId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18;
/** 0 Shafii (standard), 1 Hanafi. */
export type AsrJuristicMethodId = 0 | 1;

export interface GeoCode {
  latitude: number;
  longitude: number;
  /** Current UTC offset in hours, e.g. -5 (spec field). */
  timezone: number;
  /** IANA zone, e.g. 'America/New_York'. */
  timezoneId: string;
  /** Display name, e.g. 'Eastern Standard Time'. */
  timezoneName: string;
  /** Where the geocoder found it, e.g. 'Springfield, IL, US' (informational; not needed on input). */
  label?: string;
}

export interface Dst {
  enable: boolean;
  automaticCalculate: boolean;
  /** 'MM/DD' or '' */
  beginMonthDate: string;
  /** 'MM/DD' or '' */
  endMonthDate: string;
}

export type PrayerName = 'fajr' | 'dhuhr' | 'asr' | 'maghrib' | 'isha';

/** The azan (and sunrise) columns of a day entry. */
export type AzanColumn = 'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha';
export type IqamaColumn = 'fajrIqama' | 'dhuhrIqama' | 'asrIqama' | 'maghribIqama' | 'ishaIqama';
/** Every time cell of a day entry. */
export type PrayerColumn = AzanColumn | IqamaColumn;

/**
 * How times are found where twilight lasts all night or the sun does not set or rise (docs/high-latitudes.md).
 * The first four bound Fajr and Isha by a part of the night ('auto': middle of the night up to 48 degrees of
 * latitude, a seventh above); the others are the fallbacks masjids far north use: the times of the nearest
 * latitude with normal nights (48 or 55 degrees), of the nearest day with a normal night, or fixed
 * intervals (Isha 90 minutes after Maghrib, Fajr 90 minutes before sunrise).
 */
export type HighLatitudeRuleId =
  | 'auto'
  | 'middleOfTheNight'
  | 'seventhOfTheNight'
  | 'twilightAngle'
  | 'nearestLatitude48'
  | 'nearestLatitude55'
  | 'nearestNormalDay'
  | 'fixedInterval';

/** How one prayer's iqama is generated from its azan. */
export interface IqamaRule {
  /** Minutes after the azan (0-180). */
  minutesAfter: number;
  /** The iqama is rounded up to a multiple of this many minutes: 1, 5, 10, 15, 30. */
  roundTo: number;
  /**
   * 'daily': each day from its own azan. 'weekly': one iqama for the whole week (starting on the rules'
   * `weekStartsOn`), late enough for the latest azan of that week; a change of UTC offset (DST) starts a
   * new period too.
   */
  frequency: 'daily' | 'weekly';
  /**
   * 'HH:mm' iqama at the same time every day (e.g. Dhuhr '13:30'), or '' for none. When the azan of a
   * day it applies to is later than the fixed time, that day (or week) falls back to azan + minutesAfter.
   */
  fixedTime: string;
}

export interface IqamaRules {
  /** First day of an iqama week: 0 = Sunday ... 6 = Saturday. */
  weekStartsOn: number;
  fajr: IqamaRule;
  dhuhr: IqamaRule;
  asr: IqamaRule;
  maghrib: IqamaRule;
  isha: IqamaRule;
  /**
   * Rules for the days of Ramadan (by the masjid's Hijri date), per prayer; a prayer left out keeps its
   * usual rule. Ramadan's first and last days end an iqama week either way, so Ramadan's times never
   * spill into the weeks around it (docs/prayer-table.md).
   */
  ramadan: RamadanIqamaRules;
  /**
   * Iqamas fixed for a range of dates each year (e.g. Isha 20:00 from 06-01 to 08-31); a range may run
   * across the new year (11-01 to 02-28). Ranges of one prayer never overlap (docs/prayer-table.md
   * "Seasonal iqama").
   */
  seasonal: SeasonalIqama[];
}

export interface SeasonalIqama {
  prayer: PrayerName;
  /** First day, 'MM-DD'. */
  from: string;
  /** Last day, 'MM-DD' (included). */
  to: string;
  /** 'HH:mm' */
  time: string;
}

export type RamadanIqamaRules = Partial<Record<PrayerName, IqamaRule>>;

/** Manual cells kept across years, keyed 'MM-DD' then column; values 'HH:mm'. */
export type PrayerOverrides = Record<string, Partial<Record<PrayerColumn, string>>>;

/** One of the 366 day entries (leap-year basis). */
export interface DayPrayer {
  date: string;
  fajr: string;
  fajrIqama: string;
  sunrise: string;
  dhuhr: string;
  dhuhrIqama: string;
  asr: string;
  asrIqama: string;
  maghrib: string;
  maghribIqama: string;
  isha: string;
  ishaIqama: string;
}

/** The read side adds the Hijri date and the next iqama change of each prayer. */
export interface DayPrayerView extends DayPrayer {
  hijriString: string;
  fajrChange: string | null;
  fajrChangeDate: string | null;
  dhuhrChange: string | null;
  dhuhrChangeDate: string | null;
  asrChange: string | null;
  asrChangeDate: string | null;
  ishaChange: string | null;
  ishaChangeDate: string | null;
}

/**
 * The prayer config of docs/product-rules.md ("Records"). `prayers` is the current year's view (in the masjid's zone) on a
 * leap-year basis: 366 entries, index i = the i-th day of a leap year. Entries are dated in that year; in
 * a non-leap year the 29 February slot is dated 'YYYY-02-29' (it is a slot, not a real day: it shows the
 * 1 March times, and its manual edits apply to 29 February of leap years).
 */
export interface PrayerConfig {
  id: string | null;
  companyId: string;
  location: string;
  calculationMethod: CalculationMethodId;
  asrJuristicMethod: AsrJuristicMethodId;
  /** Seven offsets in minutes: Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha (-60..60). */
  prayerOffsetMinutes: number[];
  geoCode: GeoCode | null;
  dst: Dst;
  prayers: DayPrayer[];
  /** Added: see HighLatitudeRuleId. */
  highLatitudeRule: HighLatitudeRuleId;
  /** Added: the rules that generate iqama times (visible and editable). */
  iqamaRules: IqamaRules;
  /** Added: the year `prayers` is computed for. */
  year: number;
  /** Added: the cells typed by hand or imported (they override the computed times in every year). */
  overrides: PrayerOverrides;
  /** Added: how the masjid writes times, '12h' or '24h' (its `time_format` setting); absent from older servers. */
  timeFormat?: TimeFormat;
}

/** Body of PUT /api/prayer/config/{companyId}/settings: any subset, applied without resetting manual cells. */
export interface PrayerSettingsUpdate {
  location?: string;
  geoCode?: GeoCode;
  calculationMethod?: CalculationMethodId;
  asrJuristicMethod?: AsrJuristicMethodId;
  prayerOffsetMinutes?: number[];
  highLatitudeRule?: HighLatitudeRuleId;
  iqamaRules?: IqamaRules;
}

/** One month of GET /api/calendar/...: `month` is Gregorian (1-12) or Hijri (1-12) depending on the type. */
export interface MonthPrayers {
  month: number;
  monthName: string;
  /** For Hijri months, the Hijri year; for Gregorian months, the Gregorian year. */
  year: number;
  prayers: DayPrayerView[];
}
