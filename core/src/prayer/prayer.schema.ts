/**
 * Request schemas of the prayer API, shared by server and admin web so their rules cannot drift.
 * Field errors come out keyed like `geoCode.latitude`, `dst.beginMonthDate`, `iqamaRules.fajr.roundTo`.
 */
import { z } from 'zod';
import { normalizeMonthDate, parseMonthDate } from '../time/dst.js';
import { parseTimeInput } from '../time/time-input.js';
import { isValidTimeZone } from '../time/zone.js';
import { isMonthDay, MAX_SEASONAL, seasonalOverlaps } from './seasonal-iqama.js';
import { DEFAULT_IQAMA_RULES, MAX_MINUTES_AFTER, ROUND_TO_STEPS } from './iqama.js';
import { CALCULATION_METHOD_IDS, effectiveOffsets, HIGH_LATITUDE_RULE_IDS, isCalculationMethodId } from './methods.js';
import type { CalculationMethodId, Dst, HighLatitudeRuleId, IqamaRule, IqamaRules } from './prayer.types.js';
import {
  EVENING_TIME_LIKE,
  labelledMessage,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  TIME_LIKE_OR_EMPTY,
  UNKNOWN_TIMEZONE,
  requiredMessage as required,
  type FieldLabel,
} from '../validation/messages.js';
import { tooLongMessage } from '../validation/value-messages.js';
import { coded } from '../validation/coded-message.js';

export const DEFAULT_DST: Dst = { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' };
export const MONTH_DATE_MESSAGE = coded('Use MM/DD, e.g. 03/10 (month 1-12, day 1-31)', 'server.field.monthDate');
export const LOCATION_MAX = 200;

const number = (label: FieldLabel) => {
  const message = labelledMessage(`${label} must be a number`, 'server.field.labelNumber', label);
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).refine(Number.isFinite, message),
  );
};

const wholeNumber = (label: FieldLabel, min: number, max: number) => {
  const range = labelledMessage(`${label} must be from ${min} to ${max}`, 'server.field.labelRange', label, {
    min: String(min),
    max: String(max),
  });
  return number(label).pipe(
    z
      .number()
      .int(labelledMessage(`${label} must be a whole number`, 'server.field.labelWholeNumber', label))
      .min(min, range)
      .max(max, range),
  );
};

export const timeZoneIdSchema = z
  .string({ error: required('Timezone') })
  .trim()
  .min(1, required('Timezone'))
  .refine(isValidTimeZone, UNKNOWN_TIMEZONE);

export const geoCodeSchema = z.object({
  latitude: number('Latitude').pipe(z.number().min(-90, LATITUDE_RANGE).max(90, LATITUDE_RANGE)),
  longitude: number('Longitude').pipe(z.number().min(-180, LONGITUDE_RANGE).max(180, LONGITUDE_RANGE)),
  timezoneId: timeZoneIdSchema,
  // Derived on the server from timezoneId; accepted and ignored on input.
  timezone: z.unknown().optional(),
  timezoneName: z.unknown().optional(),
  label: z.string().max(LOCATION_MAX).optional(),
});

const monthDate = z.string({ error: MONTH_DATE_MESSAGE }).max(20, MONTH_DATE_MESSAGE).trim();

/**
 * docs/product-rules.md ("Validation"): begin and end are MM/DD (month 1-12, day 1-31, leading zeros optional) or empty, and
 * both filled or both empty. With Automatic Calculate on, the manual dates are hidden, not checked, and
 * cleared on save.
 */
export const dstSchema = z
  .object({
    enable: z.boolean({ error: coded('Choose whether daylight saving applies', 'server.field.dstEnable') }),
    automaticCalculate: z.boolean({
      error: coded('Choose automatic or manual daylight saving dates', 'server.field.dstAutomatic'),
    }),
    beginMonthDate: monthDate.optional().default(''),
    endMonthDate: monthDate.optional().default(''),
  })
  .superRefine((dst, ctx) => {
    if (dst.automaticCalculate) return;
    const begin = dst.beginMonthDate !== '';
    const end = dst.endMonthDate !== '';
    if (begin && !parseMonthDate(dst.beginMonthDate))
      ctx.addIssue({ code: 'custom', path: ['beginMonthDate'], message: MONTH_DATE_MESSAGE });
    if (end && !parseMonthDate(dst.endMonthDate))
      ctx.addIssue({ code: 'custom', path: ['endMonthDate'], message: MONTH_DATE_MESSAGE });
    if (begin && !end)
      ctx.addIssue({
        code: 'custom',
        path: ['endMonthDate'],
        message: coded('Enter the end date too, or clear both dates', 'server.field.dstEndToo'),
      });
    if (end && !begin)
      ctx.addIssue({
        code: 'custom',
        path: ['beginMonthDate'],
        message: coded('Enter the begin date too, or clear both dates', 'server.field.dstBeginToo'),
      });
  })
  .transform((dst): Dst =>
    dst.automaticCalculate
      ? { ...dst, beginMonthDate: '', endMonthDate: '' }
      : {
          ...dst,
          beginMonthDate: normalizeMonthDate(dst.beginMonthDate),
          endMonthDate: normalizeMonthDate(dst.endMonthDate),
        },
  );

/** docs/product-rules.md ("Validation"): offsets are numeric; values outside -60..60 are ignored (stored as 0). */
export const offsetsSchema = z
  .array(number('Offset'), { error: coded('Offsets must be a list of 7 numbers', 'server.iqama.offsetsList') })
  .max(7, coded('There are 7 offsets: Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha', 'server.iqama.offsetsCount'))
  .transform((offsets) => effectiveOffsets(offsets));

/**
 * A typed iqama time, read by the one time reader (docs/volunteer.md "Time formats"): '13:30', '1:30 pm',
 * '130p'; kept as 'HH:mm'. A bare '8:30' is 08:30 here: the Salah settings read it near the prayer's usual
 * time before sending it.
 */
const typedTime = (message: string, optional = false) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => (optional && value === '') || parseTimeInput(value).ok, message)
    .transform((value) => (value === '' ? '' : (parseTimeInput(value) as { value: string }).value));

const fixedTime = typedTime(TIME_LIKE_OR_EMPTY, true);

/** One prayer's rule; fields left out keep their current (or default) value. */
export const iqamaRuleSchema = z.object(
  {
    minutesAfter: wholeNumber('Minutes after azan', 0, MAX_MINUTES_AFTER).optional(),
    roundTo: number('Rounding')
      .pipe(
        z.number().refine(
          (value) => (ROUND_TO_STEPS as readonly number[]).includes(value),
          coded(`Rounding must be one of ${ROUND_TO_STEPS.join(', ')} minutes`, 'server.field.rounding', {
            steps: ROUND_TO_STEPS.join(', '),
          }),
        ),
      )
      .optional(),
    frequency: z
      .enum(['daily', 'weekly'], {
        error: coded("Change frequency must be 'daily' or 'weekly'", 'server.field.frequency'),
      })
      .optional(),
    fixedTime: fixedTime.optional(),
  },
  { error: coded('Iqama rule must be an object', 'server.iqama.ruleObject') },
);

/** '{label}: use MM-DD', recorded with its key: the label is one messages.ts translates (docs/languages.md "Server messages"). */
function monthDayMessage(label: FieldLabel): string {
  return labelledMessage(`${label}: use MM-DD, e.g. 06-01`, 'server.field.monthDay', label);
}

const monthDay = (label: FieldLabel) =>
  z
    .string({ error: labelledMessage(`${label} must be a date MM-DD`, 'server.field.labelMonthDay', label) })
    .trim()
    .refine(isMonthDay, monthDayMessage(label));

/** One seasonal iqama (docs/prayer-table.md "Seasonal iqama"). */
export const seasonalIqamaSchema = z.object(
  {
    prayer: z.enum(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], {
      error: coded('Choose a prayer', 'server.field.choosePrayer'),
    }),
    from: monthDay('From'),
    to: monthDay('To'),
    time: typedTime(EVENING_TIME_LIKE),
  },
  { error: coded('A seasonal iqama must be an object', 'server.iqama.seasonalObject') },
);

/** The whole list (it replaces the stored one); ranges of one prayer may not share a day. */
const seasonalListSchema = z
  .array(seasonalIqamaSchema, { error: coded('Seasonal iqamas must be a list', 'server.iqama.seasonalList') })
  .max(
    MAX_SEASONAL,
    coded(`At most ${MAX_SEASONAL} seasonal iqamas`, 'server.iqama.seasonalMax', { max: String(MAX_SEASONAL) }),
  )
  .superRefine((list, ctx) => {
    for (const { index, message } of seasonalOverlaps(list))
      ctx.addIssue({ code: 'custom', path: [index, 'from'], message });
  });

/** Iqama rules, whole or in part: what is left out keeps its current (or default) value. */
export const iqamaRulesSchema = z.object(
  {
    weekStartsOn: wholeNumber('Week start', 0, 6).optional(),
    fajr: iqamaRuleSchema.optional(),
    dhuhr: iqamaRuleSchema.optional(),
    asr: iqamaRuleSchema.optional(),
    maghrib: iqamaRuleSchema.optional(),
    isha: iqamaRuleSchema.optional(),
    /** Ramadan's own rule per prayer: an object sets it (on top of the usual rule), null removes it. */
    ramadan: z
      .object(
        {
          fajr: iqamaRuleSchema.nullable().optional(),
          dhuhr: iqamaRuleSchema.nullable().optional(),
          asr: iqamaRuleSchema.nullable().optional(),
          maghrib: iqamaRuleSchema.nullable().optional(),
          isha: iqamaRuleSchema.nullable().optional(),
        },
        { error: coded('Ramadan iqama rules must be an object', 'server.iqama.ramadanObject') },
      )
      .optional(),
    seasonal: seasonalListSchema.optional(),
  },
  { error: coded('Iqama rules must be an object', 'server.iqama.rulesObject') },
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
  merged.seasonal ??= [];
  if (patch.seasonal) merged.seasonal = patch.seasonal.map((entry) => ({ ...entry }));
  merged.ramadan ??= {};
  for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
    const rule = patch.ramadan?.[prayer];
    if (rule === null) delete merged.ramadan[prayer];
    else if (rule) {
      const base = { ...(merged.ramadan[prayer] ?? merged[prayer]) } as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(rule)) if (value !== undefined) base[field] = value;
      merged.ramadan[prayer] = base as unknown as IqamaRule;
    }
  }
  return merged;
}

/** Stored rules read back defensively: anything missing or malformed takes the default. */
export function readIqamaRules(raw: unknown): IqamaRules {
  const parsed = iqamaRulesSchema.safeParse(raw);
  return mergeIqamaRules(defaultIqamaRules(), parsed.success ? parsed.data : undefined);
}

const MAX_METHOD_ID = Math.max(...CALCULATION_METHOD_IDS);

/** Any method of core's table (docs/calculation-methods.md); ids never change, new authorities take new numbers. */
export const calculationMethodSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.custom<CalculationMethodId>((value) => isCalculationMethodId(value), {
    error: coded(`Choose a calculation method (0-${MAX_METHOD_ID})`, 'server.prayer.method', {
      max: String(MAX_METHOD_ID),
    }),
  }),
) as z.ZodType<CalculationMethodId>;

export const asrMethodSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], {
    error: coded('Asr method must be 0 (Shafii) or 1 (Hanafi)', 'server.prayer.asrMethod'),
  }),
) as z.ZodType<0 | 1>;

export const highLatitudeRuleSchema = z.enum(HIGH_LATITUDE_RULE_IDS as [HighLatitudeRuleId, ...HighLatitudeRuleId[]], {
  error: coded(`High-latitude rule must be one of ${HIGH_LATITUDE_RULE_IDS.join(', ')}`, 'server.prayer.highLatitude', {
    rules: HIGH_LATITUDE_RULE_IDS.join(', '),
  }),
});

export const locationSchema = z
  .string({ error: required('Location') })
  .trim()
  .min(1, required('Location'))
  .max(LOCATION_MAX, tooLongMessage(LOCATION_MAX));

/** POST /api/prayer/config/create: the Reset dialog's choices. */
export const createPrayerConfigSchema = z.object({
  companyId: z
    .string({ error: required('Masjid') })
    .trim()
    .min(1, required('Masjid'))
    .max(100),
  location: locationSchema,
  calculationMethod: calculationMethodSchema,
  /** Left out: the Asr of the masjid's country (docs/calculation-methods.md). */
  asrJuristicMethod: asrMethodSchema.optional(),
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
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: coded('Nothing to update', 'server.prayer.nothingToUpdate'),
  });
export type PrayerSettingsUpdateInput = z.output<typeof prayerSettingsUpdateSchema>;

/**
 * POST /api/prayer/config: the edited timetable. Only `id`, `companyId` and `prayers` are read; the
 * settings (method, offsets, location, rules) change through create or settings, never here.
 * The entries are checked cell by cell by checkTable, so that errors name the day and column.
 */
export const savePrayerConfigSchema = z.object({
  id: z.union([z.string().max(100), z.null()]).optional(),
  companyId: z
    .string({ error: required('Masjid') })
    .trim()
    .min(1, required('Masjid'))
    .max(100),
  prayers: z
    .array(z.unknown(), { error: coded('prayers must be a list of 366 days', 'server.timetable.prayersList') })
    .max(1000, coded('A timetable has 366 days', 'server.timetable.days')),
  /** The admin confirmed the times more than 90 minutes from the computed ones (docs/prayer-table.md). */
  confirmFarTimes: z.boolean().optional(),
});

export function defaultIqamaRules(): IqamaRules {
  return structuredClone(DEFAULT_IQAMA_RULES);
}
