/**
 * PUT /api/companies/{companyId}/occasions, shared by the admin screen and the server
 * (docs/jumuah-eid-ramadan.md). Field errors come out keyed like `jumuahSessions[1].salah`,
 * `eidPrayers[0].times[2]`, `ramadan.suhoorMinutesBeforeFajr`.
 */
import { z } from 'zod';
import { isRealIsoDate } from '../content/iso-day.js';
import { toListFieldErrors } from '../content/list-field-errors.js';
import { parseTimeInput } from '../time/time-input.js';
import { parseTimeOfDay } from '../time/zone.js';
import type { FieldErrors } from '../validation/field-errors.js';
import { sentAs } from '../validation/sent-as.js';
import { plainText, tooLong } from '../validation/text-rules.js';
import { DEFAULT_RAMADAN, type Occasions } from './occasions.types.js';
import {
  MUST_BE_NUMBER,
  MUST_BE_TEXT,
  MUST_BE_TRUE_OR_FALSE,
  MUST_BE_WHOLE_NUMBER,
  REAL_DATE,
  TIME_LIKE,
  requiredMessage as required,
  type FieldLabel,
} from '../validation/messages.js';

export const OCCASION_LIMITS = {
  jumuahSessions: 4,
  eidPrayers: 10,
  eidTimes: 4,
  language: 30,
  place: 100,
  suhoorMinutes: 60,
  minYear: 2000,
  maxYear: 2100,
} as const;

const TIME_MESSAGE = TIME_LIKE;

/** When a bare hour ('1:30') is typed, the am or pm nearer to the usual time of the occasion (minutes after midnight). */
export const USUAL_TIMES = { jumuah: 13 * 60, eid: 8 * 60, taraweeh: 21 * 60 } as const;

/**
 * Any way a person writes a time ('1:30 pm', '130p', '13:30') is read by the one time reader
 * (docs/volunteer.md "Time formats") and stored as 'HH:mm'; what it cannot read is left for the check below.
 */
const readTime = (near: number) => (value: unknown) => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' || value.trim() === '') return value;
  const read = parseTimeInput(value, near);
  return read.ok ? read.value : value;
};

// Times as typed ('1:30 pm', '13:30'); a khutbah time is required, a salah time and a short text may be left
// out and read as '' (sent-as.ts).
const time = (label: FieldLabel, near: number) =>
  sentAs<string>().required(
    z.preprocess(
      readTime(near),
      z
        .string({ error: required(label) })
        .trim()
        .min(1, required(label))
        .refine((value) => parseTimeOfDay(value) !== undefined, TIME_MESSAGE),
    ),
  );

const optionalTime = (near: number) =>
  sentAs<string | null>().optional(
    z.preprocess(
      readTime(near),
      z
        .string({ error: TIME_MESSAGE })
        .trim()
        .refine((value) => value === '' || parseTimeOfDay(value) !== undefined, `${TIME_MESSAGE}, or leave empty`),
    ),
  );

const shortText = (max: number) =>
  sentAs<string | null>().optional(
    z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      z.string({ error: MUST_BE_TEXT }).trim().max(max, tooLong(max)).superRefine(plainText()),
    ),
  );

export const jumuahSessionSchema = z
  .object({
    khutbah: time('Khutbah time', USUAL_TIMES.jumuah),
    salah: optionalTime(USUAL_TIMES.jumuah),
    language: shortText(OCCASION_LIMITS.language),
  })
  .superRefine((session, ctx) => {
    // The salah follows its khutbah; one typed before it is a slip (e.g. 1:30 for 13:30).
    if (session.salah && parseTimeOfDay(session.salah)! <= parseTimeOfDay(session.khutbah)!) {
      ctx.addIssue({ code: 'custom', path: ['salah'], message: 'The salah must be after the khutbah' });
    }
  });

const jumuahSessions = z
  .array(jumuahSessionSchema, { error: "Jumu'ah sessions must be a list" })
  .max(OCCASION_LIMITS.jumuahSessions, `At most ${OCCASION_LIMITS.jumuahSessions} Jumu'ah sessions`)
  .superRefine((sessions, ctx) => {
    // Sessions are numbered by time on screen; two at the same khutbah time would be one congregation.
    for (let index = 1; index < sessions.length; index += 1) {
      if (parseTimeOfDay(sessions[index]!.khutbah)! <= parseTimeOfDay(sessions[index - 1]!.khutbah)!) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'khutbah'],
          message: 'Each session starts after the one before it',
        });
      }
    }
  });

const eidDate = z
  .string({ error: required('Date') })
  .trim()
  .min(1, required('Date'))
  .refine(isRealIsoDate, REAL_DATE)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= OCCASION_LIMITS.minYear && year <= OCCASION_LIMITS.maxYear;
  }, `Enter a date between ${OCCASION_LIMITS.minYear} and ${OCCASION_LIMITS.maxYear}`);

export const eidPrayerSchema = z.object({
  id: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value ?? undefined),
  eid: z.enum(['fitr', 'adha'], { error: "Eid must be 'fitr' or 'adha'" }),
  date: eidDate,
  times: z
    .array(time('Time', USUAL_TIMES.eid), { error: 'Times must be a list' })
    .min(1, 'Give at least one time')
    .max(OCCASION_LIMITS.eidTimes, `At most ${OCCASION_LIMITS.eidTimes} times`)
    .superRefine((times, ctx) => {
      for (let index = 1; index < times.length; index += 1) {
        if (parseTimeOfDay(times[index]!)! <= parseTimeOfDay(times[index - 1]!)!) {
          ctx.addIssue({ code: 'custom', path: [index], message: 'Each time is after the one before it' });
        }
      }
    }),
  place: shortText(OCCASION_LIMITS.place),
});

export const ramadanSettingsSchema = z.object({
  enabled: z.boolean({ error: MUST_BE_TRUE_OR_FALSE }).default(DEFAULT_RAMADAN.enabled),
  suhoorMinutesBeforeFajr: z
    .number({ error: MUST_BE_NUMBER })
    .int(MUST_BE_WHOLE_NUMBER)
    .min(0, `Must be from 0 to ${OCCASION_LIMITS.suhoorMinutes}`)
    .max(OCCASION_LIMITS.suhoorMinutes, `Must be from 0 to ${OCCASION_LIMITS.suhoorMinutes}`)
    .default(DEFAULT_RAMADAN.suhoorMinutesBeforeFajr),
  taraweehTime: optionalTime(USUAL_TIMES.taraweeh).default(DEFAULT_RAMADAN.taraweehTime),
});

export const occasionsSchema = z.object({
  jumuahSessions,
  eidPrayers: z
    .array(eidPrayerSchema, { error: 'Eid prayers must be a list' })
    .max(OCCASION_LIMITS.eidPrayers, `At most ${OCCASION_LIMITS.eidPrayers} Eid prayers`),
  ramadan: ramadanSettingsSchema,
});

/** The body of the PUT: the whole of the masjid's occasions, and the version it was based on. */
export const occasionsInputSchema = occasionsSchema.extend({
  version: z.number({ error: 'The version this was based on is missing: reload before saving' }).int().min(0),
  /** The admin confirmed Eid dates that differ from the masjid's Hijri calendar (else 422 NEEDS_CONFIRMATION). */
  confirmEidDates: z.boolean({ error: MUST_BE_TRUE_OR_FALSE }).optional(),
});

export type OccasionsInput = z.output<typeof occasionsInputSchema>;

export type ParsedOccasions = { ok: true; value: OccasionsInput } | { ok: false; fieldErrors: FieldErrors };

export function parseOccasions(input: unknown): ParsedOccasions {
  const parsed = occasionsInputSchema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: toListFieldErrors(parsed.error) };
}

/** Stored values read back defensively: a part that no longer passes the rules takes its default. */
export function readOccasions(raw: { jumuahSessions: unknown; eidPrayers: unknown; ramadan: unknown }): Occasions {
  const sessions = jumuahSessions.safeParse(raw.jumuahSessions);
  const eids = occasionsSchema.shape.eidPrayers.safeParse(raw.eidPrayers);
  const ramadan = ramadanSettingsSchema.safeParse(raw.ramadan ?? {});
  return {
    jumuahSessions: sessions.success ? sessions.data : [],
    eidPrayers: eids.success ? eids.data : [],
    ramadan: ramadan.success ? ramadan.data : { ...DEFAULT_RAMADAN },
  };
}
