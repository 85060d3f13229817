/**
 * The answer of GET /api/prayer/methods (docs/calculation-methods.md): core's method table as the admin's
 * method list shows it, and the suggestion for the masjid's country. The notes are written by the server in
 * the requester's language.
 */
import { suggestedMethod, type SuggestedMethod } from './default-method.js';
import { CALCULATION_METHODS, type AuthorityMinutes, type MethodInfo, type RoundingPolicy } from './methods.js';
import type { CalculationMethodId } from './prayer.types.js';

export interface MethodSummary {
  id: CalculationMethodId;
  name: string;
  authority: string;
  fajrAngle: number;
  /** 0 where Isha is a time after Maghrib (ishaMinutes). */
  ishaAngle: number;
  ishaMinutes?: number;
  ramadanIshaMinutes?: number;
  maghribAngle?: number;
  /** The authority's own minutes on top of the astronomy. */
  minutes: AuthorityMinutes;
  rounding: RoundingPolicy;
  /** Countries (ISO codes) where it is the default. */
  countries: string[];
  /** Countries where it is a common choice beside the default. */
  alsoIn: string[];
  checked?: { table: string; within: number; cells: number };
  /** Where it is used, its minutes and how it was checked, in the requester's language. */
  notes: string;
}

export interface MethodList {
  methods: MethodSummary[];
  suggested: SuggestedMethod;
}

/** The table's fields of one method; `notes` and the `name` in the reader's language are the caller's (it knows the language). */
export function methodSummary(method: MethodInfo, notes: string, name = method.name): MethodSummary {
  return {
    id: method.id,
    name,
    authority: method.authority,
    fajrAngle: method.fajrAngle,
    ishaAngle: method.ishaAngle,
    ...(method.ishaMinutes !== undefined ? { ishaMinutes: method.ishaMinutes } : {}),
    ...(method.ramadanIshaMinutes !== undefined ? { ramadanIshaMinutes: method.ramadanIshaMinutes } : {}),
    ...(method.maghribAngle !== undefined ? { maghribAngle: method.maghribAngle } : {}),
    minutes: { ...method.minutes },
    rounding: method.rounding,
    countries: [...method.countries],
    alsoIn: [...method.alsoIn],
    ...(method.checked ? { checked: { ...method.checked } } : {}),
    notes,
  };
}

/** Every method, with the notes `notesOf` writes, and the suggestion for `country`. */
export function methodList(
  country: string | undefined,
  notesOf: (method: MethodInfo) => string,
  nameOf: (method: MethodInfo) => string = (method) => method.name,
): MethodList {
  return {
    methods: CALCULATION_METHODS.map((method) => methodSummary(method, notesOf(method), nameOf(method))),
    suggested: suggestedMethod(country ?? ''),
  };
}
