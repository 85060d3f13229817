/**
 * The calculation method a new timetable starts with, from the masjid's country: the authority people
 * there follow, or the nearest of the seven methods to it. The admin sees it and may change it
 * (docs/volunteer.md "Calculation method by country").
 */
import type { CalculationMethodId } from './prayer.types.js';

const KARACHI: CalculationMethodId = 1;
const ISNA: CalculationMethodId = 2;
const MWL: CalculationMethodId = 3;
const UMM_AL_QURA: CalculationMethodId = 4;
const EGYPTIAN: CalculationMethodId = 5;
const TEHRAN: CalculationMethodId = 6;

const BY_COUNTRY: Record<string, CalculationMethodId> = {
  SA: UMM_AL_QURA,
  PK: KARACHI,
  IN: KARACHI,
  BD: KARACHI,
  AF: KARACHI,
  EG: EGYPTIAN,
  IR: TEHRAN,
  US: ISNA,
  CA: ISNA,
  // JAKIM (Malaysia), Kemenag (Indonesia), MUIS (Singapore) and Brunei use Isha at 18°, as Karachi does;
  // JAKIM's published tables match the Karachi angles (calculator.reference.test.ts).
  MY: KARACHI,
  ID: KARACHI,
  SG: KARACHI,
  BN: KARACHI,
};

export function defaultCalculationMethod(country: string | undefined): CalculationMethodId {
  return BY_COUNTRY[(country ?? 'US').toUpperCase()] ?? MWL;
}
