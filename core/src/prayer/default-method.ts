/**
 * What a new timetable starts with, from the masjid's country (docs/calculation-methods.md): the method of the
 * authority people there follow (core's method table says which countries follow which), and the Asr most
 * masjids there pray. The admin sees both and may change them.
 */
import { CALCULATION_METHODS } from './methods.js';
import { commonMethodsIn } from './method-choices.js';
import type { AsrJuristicMethodId, CalculationMethodId } from './prayer.types.js';

const MWL: CalculationMethodId = 3;

const BY_COUNTRY = new Map<string, CalculationMethodId>(
  CALCULATION_METHODS.flatMap((method) => method.countries.map((country) => [country, method.id] as const)),
);

/** Where masjids are Hanafi: Asr when an object's shadow is twice its length (plus the noon shadow). */
const HANAFI_COUNTRIES: ReadonlySet<string> = new Set(['PK', 'IN', 'BD', 'AF']);

/**
 * Where both are common (many South Asian masjids are Hanafi, many others Shafii): the admin is asked
 * instead of being given one silently.
 */
const ASK_ASR_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'US', 'CA']);

const normalized = (country: string | undefined) => (country ?? 'US').trim().toUpperCase();

export function defaultCalculationMethod(country: string | undefined): CalculationMethodId {
  return BY_COUNTRY.get(normalized(country)) ?? MWL;
}

export function defaultAsrMethod(country: string | undefined): AsrJuristicMethodId {
  return HANAFI_COUNTRIES.has(normalized(country)) ? 1 : 0;
}

/** True where the admin must choose the Asr method: the country has no single usual one. */
export function asksAsrMethod(country: string | undefined): boolean {
  return ASK_ASR_COUNTRIES.has(normalized(country));
}

export interface SuggestedMethod {
  calculationMethod: CalculationMethodId;
  asrJuristicMethod: AsrJuristicMethodId;
  /** The Asr above is only a starting point: the admin is asked to choose. */
  askAsr: boolean;
  /**
   * The country has no single authority: the method above is only a starting point, the admin is shown
   * what each of `commonMethods` gives at the masjid's place and asked which the masjid follows.
   */
  askMethod: boolean;
  /** The methods masjids there commonly follow (empty where one authority sets the times). */
  commonMethods: CalculationMethodId[];
}

export function suggestedMethod(country: string | undefined): SuggestedMethod {
  return {
    calculationMethod: defaultCalculationMethod(country),
    asrJuristicMethod: defaultAsrMethod(country),
    askAsr: asksAsrMethod(country),
    askMethod: commonMethodsIn(country) !== null,
    commonMethods: [...(commonMethodsIn(country) ?? [])],
  };
}
