/**
 * The timetable's answers as zod schemas (docs/api.md, "Answers"), each tied to its type in prayer.types.ts
 * or method-list.ts. Times of day are 'HH:mm' (24 h, the masjid's wall clock); dates 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import type { SuggestedMethod } from './default-method.js';
import type { MethodList, MethodSummary } from './method-list.js';
import { CALCULATION_METHOD_IDS, HIGH_LATITUDE_RULE_IDS } from './methods.js';
import type {
  DayPrayer,
  DayPrayerView,
  Dst,
  GeoCode,
  IqamaRule,
  IqamaRules,
  MonthPrayers,
  PrayerConfig,
  PrayerName,
} from './prayer.types.js';

const clock = z.string().meta({ description: "HH:mm (24 h), the masjid's wall clock; '' when there is none." });
const day = z.string().meta({ description: 'YYYY-MM-DD' });
const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const satisfies readonly PrayerName[];

export const calculationMethodAnswer = z
  .literal(CALCULATION_METHOD_IDS)
  .meta({ description: 'The calculation method (docs/calculation-methods.md).' });
export const asrMethodAnswer = z.literal([0, 1]).meta({ description: '0 Shafii (standard), 1 Hanafi.' });

export const geoCodeAnswer = z.object({
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.number().meta({ description: 'Current UTC offset in hours, e.g. -5.' }),
  timezoneId: z.string().meta({ description: 'IANA zone, e.g. America/New_York.' }),
  timezoneName: z.string(),
  label: z.string().optional(),
}) satisfies z.ZodType<GeoCode>;

export const dayPrayerAnswer = z.object({
  date: day,
  fajr: clock,
  fajrIqama: clock,
  sunrise: clock,
  dhuhr: clock,
  dhuhrIqama: clock,
  asr: clock,
  asrIqama: clock,
  maghrib: clock,
  maghribIqama: clock,
  isha: clock,
  ishaIqama: clock,
}) satisfies z.ZodType<DayPrayer>;

const change = {
  change: clock.nullable().meta({ description: "The prayer's next iqama, when it changes soon; else null." }),
  changeDate: day.nullable(),
};
export const dayPrayerViewAnswer = dayPrayerAnswer.extend({
  hijriString: z.string().meta({ description: 'The Hijri date of the day as the masjid counts it.' }),
  fajrChange: change.change,
  fajrChangeDate: change.changeDate,
  dhuhrChange: change.change,
  dhuhrChangeDate: change.changeDate,
  asrChange: change.change,
  asrChangeDate: change.changeDate,
  ishaChange: change.change,
  ishaChangeDate: change.changeDate,
}) satisfies z.ZodType<DayPrayerView>;

export const monthPrayersAnswer = z.object({
  month: z.number().int().meta({ description: 'Gregorian or Hijri month (1-12), as the calendar type says.' }),
  monthName: z.string(),
  year: z.number().int(),
  prayers: z.array(dayPrayerViewAnswer),
}) satisfies z.ZodType<MonthPrayers>;

const iqamaRuleAnswer = z.object({
  minutesAfter: z.number(),
  roundTo: z.number(),
  frequency: z.enum(['daily', 'weekly']),
  fixedTime: clock,
}) satisfies z.ZodType<IqamaRule>;

const iqamaRulesAnswer = z.object({
  weekStartsOn: z.number().int().meta({ description: '0 = Sunday ... 6 = Saturday.' }),
  fajr: iqamaRuleAnswer,
  dhuhr: iqamaRuleAnswer,
  asr: iqamaRuleAnswer,
  maghrib: iqamaRuleAnswer,
  isha: iqamaRuleAnswer,
  ramadan: z.object(Object.fromEntries(PRAYERS.map((name) => [name, iqamaRuleAnswer.optional()]))) as z.ZodType<
    IqamaRules['ramadan']
  >,
  seasonal: z.array(z.object({ prayer: z.enum(PRAYERS), from: z.string(), to: z.string(), time: clock })),
}) satisfies z.ZodType<IqamaRules>;

const COLUMNS = [
  'fajr',
  'sunrise',
  'dhuhr',
  'asr',
  'maghrib',
  'isha',
  'fajrIqama',
  'dhuhrIqama',
  'asrIqama',
  'maghribIqama',
  'ishaIqama',
] as const;

export const dstAnswer = z.object({
  enable: z.boolean(),
  automaticCalculate: z.boolean(),
  beginMonthDate: z.string().meta({ description: "MM/DD or ''" }),
  endMonthDate: z.string().meta({ description: "MM/DD or ''" }),
}) satisfies z.ZodType<Dst>;

export const prayerConfigAnswer = z.object({
  id: z.string().nullable(),
  companyId: z.string(),
  location: z.string(),
  calculationMethod: calculationMethodAnswer,
  asrJuristicMethod: asrMethodAnswer,
  prayerOffsetMinutes: z
    .array(z.number())
    .meta({ description: 'Offsets in minutes: Fajr, Sunrise, Dhuhr, Asr, Sunset, Maghrib, Isha.' }),
  geoCode: geoCodeAnswer.nullable(),
  dst: dstAnswer,
  prayers: z.array(dayPrayerAnswer).meta({ description: "The year's 366 day entries (leap-year basis)." }),
  highLatitudeRule: z.enum(
    HIGH_LATITUDE_RULE_IDS as [PrayerConfig['highLatitudeRule'], ...PrayerConfig['highLatitudeRule'][]],
  ),
  iqamaRules: iqamaRulesAnswer,
  year: z.number().int(),
  overrides: z
    .record(z.string(), z.object(Object.fromEntries(COLUMNS.map((column) => [column, clock.optional()]))))
    .meta({ description: "Cells typed by hand, keyed 'MM-DD' then column." }) as z.ZodType<PrayerConfig['overrides']>,
  timeFormat: z.enum(['12h', '24h']).optional(),
}) satisfies z.ZodType<PrayerConfig>;

const suggestedMethodAnswer = z.object({
  calculationMethod: calculationMethodAnswer,
  asrJuristicMethod: asrMethodAnswer,
  askAsr: z.boolean(),
  askMethod: z.boolean(),
  commonMethods: z.array(calculationMethodAnswer),
}) satisfies z.ZodType<SuggestedMethod>;

const methodSummaryAnswer = z.object({
  id: calculationMethodAnswer,
  name: z.string(),
  authority: z.string(),
  fajrAngle: z.number(),
  ishaAngle: z.number(),
  ishaMinutes: z.number().optional(),
  ramadanIshaMinutes: z.number().optional(),
  maghribAngle: z.number().optional(),
  minutes: z.object({
    fajr: z.number(),
    sunrise: z.number(),
    dhuhr: z.number(),
    asr: z.number(),
    maghrib: z.number(),
    isha: z.number(),
  }),
  rounding: z.enum(['nearest', 'safe']),
  countries: z.array(z.string()),
  alsoIn: z.array(z.string()),
  checked: z.object({ table: z.string(), within: z.number(), cells: z.number() }).optional(),
  notes: z.string(),
}) satisfies z.ZodType<MethodSummary>;

export const methodListAnswer = z.object({
  methods: z.array(methodSummaryAnswer),
  suggested: suggestedMethodAnswer,
}) satisfies z.ZodType<MethodList>;
