/**
 * A council's published timetable (docs/jumuah-eid-ramadan.md, "The council's timetable"): the azan times
 * (Fajr, Sunrise, Zuhr, Asr, Maghrib, Isha) its member masjids may choose to follow, each keeping its own
 * iqama rules, Jumu'ah sessions and content. It is generated from a place and a calculation method of the
 * council's choosing, with the same calculator as a masjid's own timetable; stored as those settings plus
 * any azan cells that differ from them (none for a generated timetable), like a masjid's manual cells.
 */
import { z } from 'zod';
import { AZAN_COLUMNS, type AzanTimes, type PrayerCalculator, type PrayerSettings } from '../prayer/calculator.js';
import {
  DEFAULT_DST,
  asrMethodSchema,
  calculationMethodSchema,
  dstSchema,
  geoCodeSchema,
  highLatitudeRuleSchema,
  locationSchema,
  offsetsSchema,
} from '../prayer/prayer.schema.js';
import { asrMethodAnswer, calculationMethodAnswer } from '../prayer/prayer-answers.js';
import { HIGH_LATITUDE_RULE_IDS } from '../prayer/methods.js';
import type {
  AsrJuristicMethodId,
  AzanColumn,
  CalculationMethodId,
  Dst,
  HighLatitudeRuleId,
  PrayerOverrides,
} from '../prayer/prayer.types.js';
import type { CivilDate } from '../time/civil-date.js';
import { monthDayKey } from '../time/civil-date.js';

/** PUT /api/councils/{councilId}/timetable: the place and the choices the council's timetable is computed for. */
export const councilTimetableInputSchema = z.object({
  location: locationSchema,
  geoCode: geoCodeSchema,
  calculationMethod: calculationMethodSchema,
  asrJuristicMethod: asrMethodSchema,
  prayerOffsetMinutes: offsetsSchema.optional().default([0, 0, 0, 0, 0, 0, 0]),
  highLatitudeRule: highLatitudeRuleSchema.optional().default('auto'),
  dst: dstSchema.optional().default(DEFAULT_DST),
});
export type CouncilTimetableInput = z.output<typeof councilTimetableInputSchema>;

/** PUT /api/companies/{companyId}/council/timetable: whether the masjid follows its council's timetable. */
export const followCouncilTimetableSchema = z.object({
  follow: z.boolean({ error: 'Say whether the masjid follows the council’s timetable' }),
});

/** What the server keeps of a published timetable (the council's `timetable` column). */
export interface StoredCouncilTimetable {
  location: string;
  settings: PrayerSettings;
  /** Azan cells that differ from the computed times, keyed 'MM-DD' like a masjid's manual cells. */
  azan: PrayerOverrides;
  /** Bumped by every publication, so members' cached timetables are recomputed. */
  revision: number;
  publishedAt: string;
  publishedBy: string;
}

/** The published timetable as its council's page shows it (no cells: GET .../timetable gives the days). */
export interface CouncilTimetableSummary {
  location: string;
  latitude: number;
  longitude: number;
  timezoneId: string;
  calculationMethod: CalculationMethodId;
  asrJuristicMethod: AsrJuristicMethodId;
  prayerOffsetMinutes: number[];
  highLatitudeRule: HighLatitudeRuleId;
  dst: Dst;
  publishedAt: string;
  publishedBy: string;
}

/** One day of a council's timetable: the azan times only (iqama is each member's own). */
export interface CouncilTimetableDay extends AzanTimes {
  date: string;
}

export interface CouncilTimetableYear {
  year: number;
  days: CouncilTimetableDay[];
}

export function storedCouncilTimetable(
  input: CouncilTimetableInput,
  previous: StoredCouncilTimetable | null,
  by: string,
  at: Date,
): StoredCouncilTimetable {
  return {
    location: input.location,
    settings: {
      latitude: input.geoCode.latitude,
      longitude: input.geoCode.longitude,
      timezoneId: input.geoCode.timezoneId,
      calculationMethod: input.calculationMethod,
      asrJuristicMethod: input.asrJuristicMethod,
      prayerOffsetMinutes: input.prayerOffsetMinutes,
      highLatitudeRule: input.highLatitudeRule,
      dst: input.dst,
    },
    azan: {},
    revision: (previous?.revision ?? 0) + 1,
    publishedAt: at.toISOString(),
    publishedBy: by,
  };
}

/** Reads the stored column back (null when there is none or it is not one: never a half timetable). */
export function readStoredCouncilTimetable(value: unknown): StoredCouncilTimetable | null {
  const raw = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (raw === null || typeof raw !== 'object') return null;
  const stored = raw as Partial<StoredCouncilTimetable>;
  if (!stored.settings || typeof stored.settings.timezoneId !== 'string' || typeof stored.revision !== 'number')
    return null;
  return { ...stored, azan: stored.azan ?? {} } as StoredCouncilTimetable;
}

export function councilTimetableSummary(stored: StoredCouncilTimetable): CouncilTimetableSummary {
  const { settings } = stored;
  return {
    location: stored.location,
    latitude: settings.latitude,
    longitude: settings.longitude,
    timezoneId: settings.timezoneId,
    calculationMethod: settings.calculationMethod,
    asrJuristicMethod: settings.asrJuristicMethod,
    prayerOffsetMinutes: [...settings.prayerOffsetMinutes],
    highLatitudeRule: settings.highLatitudeRule,
    dst: settings.dst,
    publishedAt: stored.publishedAt,
    publishedBy: stored.publishedBy,
  };
}

/**
 * The council's azan times as a calculator, so a following member's timetable is built exactly as its own
 * (core/src/prayer/timetable.ts) with only the azans swapped: its iqama rules then run on the council's azans.
 */
export function councilCalculator(base: PrayerCalculator, azan: PrayerOverrides): PrayerCalculator {
  const withCells = (date: CivilDate, times: AzanTimes): AzanTimes => {
    const cells = azan[monthDayKey(date)];
    if (!cells) return times;
    const merged = { ...times };
    for (const column of AZAN_COLUMNS) {
      const value = cells[column as AzanColumn];
      if (value) merged[column] = value;
    }
    return merged;
  };
  return {
    settings: base.settings,
    method: base.method,
    day: (date) => {
      const day = base.day(date);
      return { ...day, times: withCells(date, day.times) };
    },
    azan: (date) => withCells(date, base.azan(date)),
  };
}

// The answers (docs/api.md, "Answers"), each tied to its type above.

const clock = z.string().meta({ description: "HH:mm (24 h), the council's wall clock." });

export const councilTimetableSummaryAnswer = z.object({
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezoneId: z.string().meta({ description: 'IANA zone; only masjids in this zone may follow it.' }),
  calculationMethod: calculationMethodAnswer,
  asrJuristicMethod: asrMethodAnswer,
  prayerOffsetMinutes: z.array(z.number()),
  highLatitudeRule: z.enum(HIGH_LATITUDE_RULE_IDS as [HighLatitudeRuleId, ...HighLatitudeRuleId[]]),
  dst: z.object({
    enable: z.boolean(),
    automaticCalculate: z.boolean(),
    beginMonthDate: z.string(),
    endMonthDate: z.string(),
  }),
  publishedAt: z.string(),
  publishedBy: z.string().meta({ description: 'The email of the council admin who published it.' }),
}) satisfies z.ZodType<CouncilTimetableSummary>;

export const councilTimetableYearAnswer = z.object({
  year: z.number(),
  days: z.array(
    z.object({
      date: z.string().meta({ description: 'YYYY-MM-DD' }),
      fajr: clock,
      sunrise: clock,
      dhuhr: clock,
      asr: clock,
      maghrib: clock,
      isha: clock,
    }),
  ),
}) satisfies z.ZodType<CouncilTimetableYear>;
