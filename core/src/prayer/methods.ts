/**
 * The seven calculation methods of docs/product-rules.md ("Records"), mapped onto adhan, with the rounding each
 * authority publishes. Rounding was measured against the published tables (see the reference tests in
 * calculator.reference.test.ts): Umm al-Qura and JAKIM (Karachi angles) round prayers up and sunrise
 * down (90% exact minutes against 45-50% for nearest); the Egyptian survey and praytimes.org (Tehran)
 * round to the nearest minute. For ISNA, MWL and Ithna Ashari we have no official table and keep
 * nearest, adhan's default.
 */
import { CalculationMethod, CalculationParameters } from 'adhan';
import type { CalculationMethodId, HighLatitudeRuleId } from './prayer.types.js';

/** 'nearest': to the nearest minute. 'safe': prayers rounded up, sunrise down (never early, never late). */
export type RoundingPolicy = 'nearest' | 'safe';

export interface MethodInfo {
  id: CalculationMethodId;
  name: string;
  /** Short description of the angles, for the Reset dialog. */
  detail: string;
  rounding: RoundingPolicy;
  /** Maghrib by a sun angle (4 or 4.5 degrees) rather than at sunset. */
  maghribByAngle: boolean;
  parameters(): CalculationParameters;
}

export const CALCULATION_METHODS: readonly MethodInfo[] = [
  {
    id: 1,
    name: 'University of Islamic Sciences, Karachi',
    detail: 'Fajr 18°, Isha 18°',
    rounding: 'safe',
    maghribByAngle: false,
    parameters: () => CalculationMethod.Karachi(),
  },
  {
    id: 2,
    name: 'Islamic Society of North America (ISNA)',
    detail: 'Fajr 15°, Isha 15°',
    rounding: 'nearest',
    maghribByAngle: false,
    parameters: () => CalculationMethod.NorthAmerica(),
  },
  {
    id: 3,
    name: 'Muslim World League',
    detail: 'Fajr 18°, Isha 17°',
    rounding: 'nearest',
    maghribByAngle: false,
    parameters: () => CalculationMethod.MuslimWorldLeague(),
  },
  {
    id: 4,
    name: 'Umm al-Qura University, Makkah',
    detail: 'Fajr 18.5°, Isha 90 minutes after Maghrib (120 in Ramadan)',
    rounding: 'safe',
    maghribByAngle: false,
    parameters: () => CalculationMethod.UmmAlQura(),
  },
  {
    id: 5,
    name: 'Egyptian General Authority of Survey',
    detail: 'Fajr 19.5°, Isha 17.5°',
    rounding: 'nearest',
    maghribByAngle: false,
    parameters: () => {
      // The Authority's own tables put Dhuhr at the sun's transit (measured on its Cairo table, 26 of 30
      // days exact); adhan's preset adds one minute, which we take back so the method matches its source.
      const parameters = CalculationMethod.Egyptian();
      parameters.methodAdjustments = { ...parameters.methodAdjustments, dhuhr: 0 };
      return parameters;
    },
  },
  {
    id: 6,
    name: 'Institute of Geophysics, University of Tehran',
    detail: 'Fajr 17.7°, Isha 14°, Maghrib 4.5°',
    rounding: 'nearest',
    maghribByAngle: true,
    parameters: () => CalculationMethod.Tehran(),
  },
  {
    id: 0,
    name: 'Ithna Ashari',
    detail: 'Fajr 16°, Isha 14°, Maghrib 4°',
    rounding: 'nearest',
    maghribByAngle: true,
    parameters: () => new CalculationParameters('Other', 16, 14, 0, 4),
  },
];

const BY_ID = new Map(CALCULATION_METHODS.map((method) => [method.id, method]));

export function methodInfo(id: CalculationMethodId): MethodInfo {
  const method = BY_ID.get(id);
  if (!method) throw new RangeError(`Unknown calculation method ${id}`);
  return method;
}

export const ASR_METHODS = [
  { id: 0, name: 'Shafii (standard)' },
  { id: 1, name: 'Hanafi' },
] as const;

/** The high-latitude rules, in the order the Salah tab offers them (docs/high-latitudes.md). */
export const HIGH_LATITUDE_RULES = [
  { id: 'auto', name: 'Automatic (by latitude)' },
  { id: 'middleOfTheNight', name: 'Middle of the night' },
  { id: 'seventhOfTheNight', name: 'Seventh of the night' },
  { id: 'twilightAngle', name: 'Twilight angle' },
  { id: 'nearestLatitude48', name: 'Nearest latitude with normal nights: 48°' },
  { id: 'nearestLatitude55', name: 'Nearest latitude with normal nights: 55°' },
  { id: 'nearestNormalDay', name: 'Nearest day with a normal night' },
  { id: 'fixedInterval', name: 'Fixed times: Isha 90 min after Maghrib, Fajr 90 min before sunrise' },
] as const;

export const HIGH_LATITUDE_RULE_IDS = HIGH_LATITUDE_RULES.map((rule) => rule.id) as readonly HighLatitudeRuleId[];

/** docs/product-rules.md ("Records") order of the seven offsets. */
export const OFFSET_NAMES = ['Fajr', 'Sunrise', 'Dhuhr', 'Asr', 'Sunset', 'Maghrib', 'Isha'] as const;
export const OFFSET_LIMIT = 60;

/**
 * The seven offsets as used: docs/product-rules.md ("Validation") says values above 60 or below -60 are ignored, so they
 * (and anything not a finite number) count as 0. Fractions are rounded to whole minutes.
 */
export function effectiveOffsets(offsets: readonly unknown[] | null | undefined): number[] {
  return Array.from({ length: 7 }, (_, index) => {
    const value = offsets?.[index];
    const number =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
    return Number.isFinite(number) && Math.abs(number) <= OFFSET_LIMIT ? Math.round(number) : 0;
  });
}
