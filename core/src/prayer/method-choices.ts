/**
 * Where a country has no single authority (docs/calculation-methods.md "Where masjids follow different
 * methods"): the methods its masjids commonly follow, and what each gives at the masjid's place on the
 * longest and the shortest day, so that the admin chooses knowing the difference (in London up to an hour
 * at Fajr in summer) instead of being handed one silently.
 */
import { createPrayerCalculator } from './calculator.js';
import type { AsrJuristicMethodId, CalculationMethodId, HighLatitudeRuleId } from './prayer.types.js';

const ISNA: CalculationMethodId = 2;
const MWL: CalculationMethodId = 3;
const KARACHI: CalculationMethodId = 1;
const EGYPT: CalculationMethodId = 5;
const DIYANET: CalculationMethodId = 10;
const MOONSIGHTING: CalculationMethodId = 15;

/** The common choices, most followed first (as the masjids' own published timetables show them). */
const COMMON_CHOICES: Readonly<Record<string, readonly CalculationMethodId[]>> = {
  GB: [MOONSIGHTING, MWL, KARACHI, ISNA],
  IE: [MWL, MOONSIGHTING, KARACHI],
  US: [ISNA, MOONSIGHTING, MWL, KARACHI, EGYPT],
  CA: [ISNA, MOONSIGHTING, MWL, KARACHI],
  AU: [MWL, KARACHI, EGYPT, ISNA],
  NZ: [MWL, KARACHI, ISNA],
  ZA: [MWL, KARACHI, EGYPT],
  DE: [DIYANET, MWL, MOONSIGHTING],
  AT: [DIYANET, MWL],
  CH: [DIYANET, MWL],
  NL: [DIYANET, MWL, MOONSIGHTING],
  BE: [DIYANET, MWL],
  SE: [MWL, DIYANET, MOONSIGHTING],
  NO: [MWL, MOONSIGHTING, DIYANET],
  DK: [MWL, DIYANET, MOONSIGHTING],
  FI: [MWL, MOONSIGHTING],
  IT: [MWL, EGYPT],
  ES: [MWL, EGYPT],
};

/** The methods masjids in `country` commonly follow, or null where one authority sets the times. */
export function commonMethodsIn(country: string | undefined): readonly CalculationMethodId[] | null {
  return COMMON_CHOICES[(country ?? '').trim().toUpperCase()] ?? null;
}

export interface ComparedDay {
  /** 'YYYY-MM-DD' */
  date: string;
  fajr: string;
  isha: string;
}

export interface MethodComparison {
  method: CalculationMethodId;
  longest: ComparedDay;
  shortest: ComparedDay;
}

export interface Place {
  latitude: number;
  longitude: number;
  timezoneId: string;
}

/** The solstices of `year`: the longest day is in June in the north, in December in the south. */
function solstices(year: number, latitude: number) {
  const june = { year, month: 6, day: 21 };
  const december = { year, month: 12, day: 21 };
  return latitude >= 0 ? { longest: june, shortest: december } : { longest: december, shortest: june };
}

const iso = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** Fajr and Isha of each method at `place` on the year's longest and shortest day (the zone's own clock). */
export function compareMethods(
  place: Place,
  methods: readonly CalculationMethodId[],
  year: number,
  options: { asr?: AsrJuristicMethodId; highLatitudeRule?: HighLatitudeRuleId } = {},
): MethodComparison[] {
  const days = solstices(year, place.latitude);
  return methods.map((method) => {
    const calculator = createPrayerCalculator({
      latitude: place.latitude,
      longitude: place.longitude,
      timezoneId: place.timezoneId,
      calculationMethod: method,
      asrJuristicMethod: options.asr ?? 0,
      prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
      highLatitudeRule: options.highLatitudeRule ?? 'auto',
      dst: { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' },
    });
    const on = (date: { year: number; month: number; day: number }): ComparedDay => {
      const times = calculator.azan(date);
      return { date: iso(date), fajr: times.fajr, isha: times.isha };
    };
    return { method, longest: on(days.longest), shortest: on(days.shortest) };
  });
}
