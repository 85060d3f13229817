import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** jsonb: read back parsed, written as JSON text (the pg driver would send a JS array as a PostgreSQL array). */
type Json<T> = ColumnType<T, string, string>;

export interface PrayerConfigTable {
  id: string;
  company_id: string;
  location: string;
  latitude: number;
  longitude: number;
  /** IANA zone */
  timezone_id: string;
  calculation_method: number;
  asr_method: number;
  offsets: Json<unknown>;
  high_latitude_rule: string;
  dst_enable: boolean;
  dst_automatic: boolean;
  /** 'MM/DD' or '' */
  dst_begin: string;
  dst_end: string;
  iqama_rules: Json<unknown>;
  /** Bumped by every change to the config or its manual cells. */
  revision: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PrayerOverrideTable {
  company_id: string;
  /** 'MM-DD' */
  month_day: string;
  /** A day-entry column: 'fajr', 'fajrIqama', 'sunrise', ... */
  prayer_column: string;
  /** 'HH:mm' */
  value: string;
}

export type PrayerConfigRow = Selectable<PrayerConfigTable>;
export type NewPrayerConfigRow = Insertable<PrayerConfigTable>;
export type PrayerConfigRowUpdate = Updateable<PrayerConfigTable>;
export type PrayerOverrideRow = Selectable<PrayerOverrideTable>;
