/**
 * Request schemas of the prayer API, shared by server and admin web so their rules cannot drift.
 * Field errors come out keyed like `geoCode.latitude`, `dst.beginMonthDate`, `iqamaRules.fajr.roundTo`.
 */
import { z } from 'zod';
import { normalizeMonthDate, parseMonthDate } from '../time/dst.js';
import { isValidTimeZone, parseTimeOfDay } from '../time/zone.js';
import { DEFAULT_IQAMA_RULES, MAX_MINUTES_AFTER, ROUND_TO_STEPS } from './iqama.js';
import { effectiveOffsets } from './methods.js';
import type { Dst, IqamaRules } from './prayer.types.js';

export const DEFAULT_DST: Dst = { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' };
export const MONTH_DATE_MESSAGE = 'Use MM/DD, e.g. 03/10 (month 1-12, day 1-31)';
export const LOCATION_MAX = 200;

const number = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  number(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be from ${min} to ${max}`)
      .max(max, `${label} must be from ${min} to ${max}`),
  );

export const timeZoneIdSchema = z
  .string({ error: 'Timezone is required' })
  .trim()
  .min(1, 'Timezone is required')
  .refine(isValidTimeZone, 'Unknown timezone: use an IANA name such as America/New_York');

export const geoCodeSchema = z.object({
  latitude: number('Latitude').pipe(z.number().min(-90, 'Latitude must be from -90 to 90').max(90, 'Latitude must be from -90 to 90')),
  longitude: number('Longitude').pipe(
    z.number().min(-180, 'Longitude must be from -180 to 180').max(180, 'Longitude must be from -180 to 180'),
  ),
  timezoneId: timeZoneIdSchema,
  // Derived on the server from timezoneId; accepted and ignored on input.
  timezone: z.unknown().optional(),
  timezoneName: z.unknown().optional(),
  label: z.string().max(LOCATION_MAX).optional(),
});

const monthDate = z.string({ error: MONTH_DATE_MESSAGE }).max(20, MONTH_DATE_MESSAGE).trim();

/**
 * SPEC.md section 5: begin and end are MM/DD (month 1-12, day 1-31, leading zeros optional) or empty, and
 * both filled or both empty. With Automatic Calculate on, the manual dates are hidden, not checked, and
 * cleared on save.
 */
export const dstSchema = z
  .object({
    enable: z.boolean({ error: 'Choose whether daylight saving applies' }),
    automaticCalculate: z.boolean({ error: 'Choose automatic or manual daylight saving dates' }),
    beginMonthDate: monthDate.optional().default(''),
    endMonthDate: monthDate.optional().default(''),
  })
  .superRefine((dst, ctx) => {
    if (dst.automaticCalculate) return;
    const begin = dst.beginMonthDate !== '';
    const end = dst.endMonthDate !== '';
    if (begin && !parseMonthDate(dst.beginMonthDate)) ctx.addIssue({ code: 'custom', path: ['beginMonthDate'], message: MONTH_DATE_MESSAGE });
    if (end && !parseMonthDate(dst.endMonthDate)) ctx.addIssue({ code: 'custom', path: ['endMonthDate'], message: MONTH_DATE_MESSAGE });
    if (begin && !end) ctx.addIssue({ code: 'custom', path: ['endMonthDate'], message: 'Enter the end date too, or clear both dates' });
    if (end && !begin) ctx.addIssue({ code: 'custom', path: ['beginMonthDate'], message: 'Enter the begin date too, or clear both dates' });
  })
  .transform(
    (dst): Dst =>
      dst.automaticCalculate
        ? { ...dst, beginMonthDate: '', endMonthDate: '' }
        : { ...dst, beginMonthDate: normalizeMonthDate(dst.beginMonthDate), endMonthDate: normalizeMonthDate(dst.endMonthDate) },
  );

/** SPEC.md section 5: offsets are numeric; values outside -60..60 are ignored (stored as 0). */
export const offsetsSchema = z
  .array(number('Offset'), { error: 'Offsets must be a list of 7 numbers' })
  .max(7, 'There are 7 offsets: Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha')
  .transform((offsets) => effectiveOffsets(offsets));

const fixedTime = z
  .string()
  .trim()
  .refine((value) => value === '' || parseTimeOfDay(value) !== undefined, 'Use HH:mm (24-hour), e.g. 13:30, or leave empty');

/** One prayer's rule; fields left out keep their current (or default) value. */
export const iqamaRuleSchema = z.object(
  {
    minutesAfter: wholeNumber('Minutes after azan', 0, MAX_MINUTES_AFTER).optional(),
    roundTo: number('Rounding')
      .pipe(
        z
          .number()
          .refine((value) => (ROUND_TO_STEPS as readonly number[]).includes(value), `Rounding must be one of ${ROUND_TO_STEPS.join(', ')} minutes`),
      )
      .optional(),
    frequency: z.enum(['daily', 'weekly'], { error: "Change frequency must be 'daily' or 'weekly'" }).optional(),
    fixedTime: fixedTime.optional(),
  },
  { error: 'Iqama rule must be an object' },
);

/** Iqama rules, whole or in part: what is left out keeps its current (or default) value. */
export const iqamaRulesSchema = z.object(
  {
    weekStartsOn: wholeNumber('Week start', 0, 6).optional(),
    fajr: iqamaRuleSchema.optional(),
    dhuhr: iqamaRuleSchema.optional(),
    asr: iqamaRuleSchema.optional(),
    maghrib: iqamaRuleSchema.optional(),
    isha: iqamaRuleSchema.optional(),
  },
  { error: 'Iqama rules must be an object' },
);
export type IqamaRulesPatch = z.output<typeof iqamaRulesSchema>;

export function mergeIqamaRules(base: IqamaRules, patch: IqamaRulesPatch | undefined): IqamaRules {
  const merged = structuredClone(base);
  if (!patch) return merged;
  if (patch.weekStartsOn !== undefined) merged.weekStartsOn = patch.weekStartsOn;
  for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
    const rule = patch[prayer];
    if (!rule) continue;
    for (const [field, value] of Object.entries(rule)) {
      if (value !== undefined) (merged[prayer] as unknown as Record<string, unknown>)[field] = value;
    }
  }
  return merged;
}

/** Stored rules read back defensively: anything missing or malformed takes the default. */
export function readIqamaRules(raw: unknown): IqamaRules {
  const parsed = iqamaRulesSchema.safeParse(raw);
  return mergeIqamaRules(defaultIqamaRules(), parsed.success ? parsed.data : undefined);
}

export const calculationMethodSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([0, 1, 2, 3, 4, 5, 6].map((id) => z.literal(id)) as unknown as [z.ZodLiteral<0>, ...z.ZodLiteral<1 | 2 | 3 | 4 | 5 | 6>[]], {
    error: 'Choose a calculation method (0-6)',
  }),
) as z.ZodType<0 | 1 | 2 | 3 | 4 | 5 | 6>;

export const asrMethodSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], { error: 'Asr method must be 0 (Shafii) or 1 (Hanafi)' }),
) as z.ZodType<0 | 1>;

export const highLatitudeRuleSchema = z.enum(['auto', 'middleOfTheNight', 'seventhOfTheNight', 'twilightAngle'], {
  error: 'High-latitude rule must be auto, middleOfTheNight, seventhOfTheNight or twilightAngle',
});

const locationSchema = z.string({ error: 'Location is required' }).trim().min(1, 'Location is required').max(LOCATION_MAX, `Must be at most ${LOCATION_MAX} characters`);

/** POST /api/prayer/config/create: the Reset dialog's choices. */
export const createPrayerConfigSchema = z.object({
  companyId: z.string({ error: 'Masjid is required' }).trim().min(1, 'Masjid is required').max(100),
  location: locationSchema,
  calculationMethod: calculationMethodSchema,
  asrJuristicMethod: asrMethodSchema.optional().default(0),
  prayerOffsetMinutes: offsetsSchema.optional().default([0, 0, 0, 0, 0, 0, 0]),
  geoCode: geoCodeSchema,
  dst: dstSchema.optional().default(DEFAULT_DST),
  highLatitudeRule: highLatitudeRuleSchema.optional(),
  iqamaRules: iqamaRulesSchema.optional(),
});
export type CreatePrayerConfigInput = z.output<typeof createPrayerConfigSchema>;

/** PUT /api/prayer/config/{companyId}/settings: any subset; manual cells are kept. */
export const prayerSettingsUpdateSchema = z
  .object({
    location: locationSchema.optional(),
    geoCode: geoCodeSchema.optional(),
    calculationMethod: calculationMethodSchema.optional(),
    asrJuristicMethod: asrMethodSchema.optional(),
    prayerOffsetMinutes: offsetsSchema.optional(),
    highLatitudeRule: highLatitudeRuleSchema.optional(),
    iqamaRules: iqamaRulesSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type PrayerSettingsUpdateInput = z.output<typeof prayerSettingsUpdateSchema>;

/**
 * POST /api/prayer/config: the edited timetable. Only `id`, `companyId` and `prayers` are read; the
 * settings (method, offsets, location, rules) change through create or settings, never here.
 * The entries are checked cell by cell by checkTable, so that errors name the day and column.
 */
export const savePrayerConfigSchema = z.object({
  id: z.union([z.string().max(100), z.null()]).optional(),
  companyId: z.string({ error: 'Masjid is required' }).trim().min(1, 'Masjid is required').max(100),
  prayers: z.array(z.unknown(), { error: 'prayers must be a list of 366 days' }).max(1000, 'A timetable has 366 days'),
});

export function defaultIqamaRules(): IqamaRules {
  return structuredClone(DEFAULT_IQAMA_RULES);
}
