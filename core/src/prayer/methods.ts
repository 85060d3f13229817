/**
 * The calculation methods as data (docs/calculation-methods.md): each authority's angles, its own minutes on top
 * of the astronomy (ihtiyat, temkin), its rounding, its Isha rule and the countries that follow it. The
 * calculator, the suggestions (GET /api/prayer/methods) and the docs read this one table; adhan stays the
 * astronomy. Ids are stored with every timetable and never change: the first seven keep 0-6 and new
 * authorities take new numbers.
 *
 * Minutes and rounding were measured against each authority's published table (calculator.reference.test.ts
 * and authority-tables.test.ts): where a table exists, the minutes are the ones that table shows.
 */
import { CalculationParameters } from 'adhan';
import type { CalculationMethodId, HighLatitudeRuleId } from './prayer.types.js';

/** 'nearest': to the nearest minute. 'safe': prayers rounded up, sunrise down (never early, never late). */
export type RoundingPolicy = 'nearest' | 'safe';

/** Minutes an authority adds to the computed times (negative: earlier). */
export interface AuthorityMinutes {
  fajr: number;
  sunrise: number;
  dhuhr: number;
  asr: number;
  maghrib: number;
  isha: number;
}

export interface MethodInfo {
  id: CalculationMethodId;
  /** The method's usual name (a proper name: the same in every language). */
  name: string;
  /** Who publishes it. */
  authority: string;
  /** Short description of the angles, for the Reset dialog (read by the admin's methodDetail). */
  detail: string;
  fajrAngle: number;
  /** 0 where Isha is a fixed time after Maghrib. */
  ishaAngle: number;
  /** Isha this many minutes after Maghrib, instead of an angle. */
  ishaMinutes?: number;
  /** Isha after Maghrib in Ramadan, where the authority lengthens it. */
  ramadanIshaMinutes?: number;
  /** Maghrib by a sun angle (4 or 4.5 degrees) rather than at sunset. */
  maghribAngle?: number;
  maghribByAngle: boolean;
  /** The authority's own minutes, applied on top of the astronomy. */
  minutes: AuthorityMinutes;
  rounding: RoundingPolicy;
  /** ISO countries where this is the default for a new timetable. */
  countries: readonly string[];
  /** ISO countries where it is a common choice beside the default. */
  alsoIn: readonly string[];
  /** A rule the numbers above do not show, said in the method's notes (a key of `server.method.rule`). */
  rule?: 'seasonal' | 'shia';
  /** The published table it was measured against (authority-tables.test.ts checks these figures). */
  checked?: { table: string; within: number; cells: number };
  /**
   * The authority takes the sun's place once a day, at 0h UT, for every time of the day (Diyanet; see
   * sun-once-a-day.ts). Its evening times then differ from adhan's by up to two minutes with the season.
   */
  sunOnceADay?: boolean;
  /** adhan applies some rules by the method's name (the Moonsighting Committee's seasonal Fajr and Isha). */
  adhanName?: 'MoonsightingCommittee';
  parameters(): CalculationParameters;
}

type MethodData = Omit<MethodInfo, 'parameters' | 'maghribByAngle' | 'minutes' | 'alsoIn'> & {
  minutes?: Partial<AuthorityMinutes>;
  alsoIn?: readonly string[];
};

const NO_MINUTES: AuthorityMinutes = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0 };

function method(data: MethodData): MethodInfo {
  const minutes = { ...NO_MINUTES, ...data.minutes };
  return {
    ...data,
    minutes,
    alsoIn: data.alsoIn ?? [],
    maghribByAngle: (data.maghribAngle ?? 0) > 0,
    parameters: () => {
      const parameters = new CalculationParameters(
        data.adhanName ?? 'Other',
        data.fajrAngle,
        data.ishaAngle,
        data.ishaMinutes ?? 0,
        data.maghribAngle ?? 0,
      );
      parameters.methodAdjustments = { ...minutes };
      return parameters;
    },
  };
}

export const CALCULATION_METHODS: readonly MethodInfo[] = [
  method({
    id: 1,
    name: 'University of Islamic Sciences, Karachi',
    authority: 'University of Islamic Sciences, Karachi',
    detail: 'Fajr 18°, Isha 18°',
    fajrAngle: 18,
    ishaAngle: 18,
    minutes: { dhuhr: 1 },
    rounding: 'safe',
    countries: ['PK', 'IN', 'BD', 'AF', 'BN'],
  }),
  method({
    id: 2,
    name: 'Islamic Society of North America (ISNA)',
    authority: 'Islamic Society of North America',
    detail: 'Fajr 15°, Isha 15°',
    fajrAngle: 15,
    ishaAngle: 15,
    minutes: { dhuhr: 1 },
    rounding: 'nearest',
    countries: ['US', 'CA'],
  }),
  method({
    id: 3,
    name: 'Muslim World League',
    authority: 'Muslim World League',
    detail: 'Fajr 18°, Isha 17°',
    fajrAngle: 18,
    ishaAngle: 17,
    minutes: { dhuhr: 1 },
    rounding: 'nearest',
    // The default wherever no national authority is listed; the UK named so its masjids see it as theirs.
    countries: ['GB'],
    alsoIn: ['FR'],
  }),
  method({
    id: 4,
    name: 'Umm al-Qura University, Makkah',
    authority: 'Umm al-Qura University, Makkah',
    detail: 'Fajr 18.5°, Isha 90 minutes after Maghrib (120 in Ramadan)',
    fajrAngle: 18.5,
    ishaAngle: 0,
    ishaMinutes: 90,
    ramadanIshaMinutes: 120,
    rounding: 'safe',
    countries: ['SA'],
    checked: { table: 'Umm al-Qura, Riyadh, Aug-Sep 2025', within: 180, cells: 180 },
  }),
  method({
    id: 5,
    name: 'Egyptian General Authority of Survey',
    authority: 'Egyptian General Authority of Survey',
    detail: 'Fajr 19.5°, Isha 17.5°',
    fajrAngle: 19.5,
    ishaAngle: 17.5,
    // The Authority's own tables put Dhuhr at the sun's transit (26 of 30 days exact on its Cairo table).
    rounding: 'nearest',
    countries: ['EG'],
    checked: { table: 'Egyptian General Authority of Survey, Cairo, Sep 2025', within: 180, cells: 180 },
  }),
  method({
    id: 6,
    name: 'Institute of Geophysics, University of Tehran',
    authority: 'Institute of Geophysics, University of Tehran',
    detail: 'Fajr 17.7°, Isha 14°, Maghrib 4.5°',
    fajrAngle: 17.7,
    ishaAngle: 14,
    maghribAngle: 4.5,
    rounding: 'nearest',
    countries: ['IR'],
  }),
  method({
    id: 0,
    name: 'Ithna Ashari',
    authority: 'Shia Ithna Ashari, Leva Institute, Qum',
    detail: 'Fajr 16°, Isha 14°, Maghrib 4°',
    fajrAngle: 16,
    ishaAngle: 14,
    maghribAngle: 4,
    rounding: 'nearest',
    countries: [],
    alsoIn: ['IQ'],
    rule: 'shia',
  }),
  method({
    id: 7,
    name: 'JAKIM (Malaysia)',
    authority: 'Jabatan Kemajuan Islam Malaysia (JAKIM)',
    detail: 'Fajr 18°, Isha 18°',
    fajrAngle: 18,
    ishaAngle: 18,
    minutes: { dhuhr: 1 },
    rounding: 'safe',
    countries: ['MY'],
    checked: { table: 'JAKIM e-solat, Melaka, 2026', within: 2190, cells: 2190 },
  }),
  method({
    id: 8,
    name: 'Kemenag (Indonesia)',
    authority: 'Kementerian Agama Republik Indonesia (Kemenag)',
    detail: 'Fajr 20°, Isha 18°',
    fajrAngle: 20,
    ishaAngle: 18,
    minutes: { fajr: 2, sunrise: -4, dhuhr: 3, asr: 2, maghrib: 3, isha: 2 },
    rounding: 'nearest',
    countries: ['ID'],
    checked: { table: 'Kemenag, Jakarta, Sep 2025', within: 180, cells: 180 },
  }),
  method({
    id: 9,
    name: 'MUIS (Singapore)',
    authority: 'Majlis Ugama Islam Singapura (MUIS)',
    detail: 'Fajr 20°, Isha 18°',
    fajrAngle: 20,
    ishaAngle: 18,
    minutes: { fajr: 1, sunrise: 1, dhuhr: 2, asr: 1, maghrib: 1, isha: 1 },
    rounding: 'nearest',
    countries: ['SG'],
    checked: { table: 'MUIS, Singapore, Sep 2025', within: 180, cells: 180 },
  }),
  method({
    id: 10,
    name: 'Diyanet (Türkiye)',
    authority: 'Diyanet İşleri Başkanlığı',
    detail: 'Fajr 18°, Isha 17°',
    fajrAngle: 18,
    ishaAngle: 17,
    minutes: { sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7 },
    rounding: 'nearest',
    sunOnceADay: true,
    countries: ['TR'],
    checked: { table: 'Diyanet, Ankara, 2019 (24 days), 14 Sep-14 Oct 2025 and Ramadan 2026', within: 504, cells: 504 },
  }),
  method({
    id: 11,
    name: 'UAE (Gulf)',
    authority: 'General Authority of Islamic Affairs and Endowments (UAE)',
    detail: 'Fajr 18.2°, Isha 18.2°',
    fajrAngle: 18.2,
    ishaAngle: 18.2,
    minutes: { sunrise: -3, dhuhr: 3, asr: 1, maghrib: 4 },
    rounding: 'nearest',
    countries: ['AE'],
    checked: { table: 'UAE Awqaf, Dubai, Sep 2025', within: 180, cells: 180 },
  }),
  method({
    id: 12,
    name: 'Kuwait',
    authority: 'Ministry of Awqaf and Islamic Affairs, Kuwait',
    detail: 'Fajr 18°, Isha 17.5°',
    fajrAngle: 18,
    ishaAngle: 17.5,
    rounding: 'nearest',
    countries: ['KW'],
  }),
  method({
    id: 13,
    name: 'Qatar',
    authority: 'Ministry of Awqaf and Islamic Affairs, Qatar',
    detail: 'Fajr 18°, Isha 90 minutes after Maghrib',
    fajrAngle: 18,
    ishaAngle: 0,
    ishaMinutes: 90,
    minutes: { maghrib: 1.75, isha: 1.75 },
    rounding: 'nearest',
    countries: ['QA'],
    checked: {
      table: 'Doha: Ministry of Awqaf 2016, Qatar Calendar House Mar 2025 and its perpetual calendar',
      within: 524,
      cells: 528,
    },
  }),
  method({
    id: 14,
    name: 'France (12°)',
    authority: 'Musulmans de France (formerly UOIF)',
    detail: 'Fajr 12°, Isha 12°',
    fajrAngle: 12,
    ishaAngle: 12,
    rounding: 'nearest',
    countries: ['FR'],
  }),
  method({
    id: 15,
    name: 'Moonsighting Committee',
    authority: 'Moonsighting Committee Worldwide',
    detail: 'Fajr 18°, Isha 18°',
    fajrAngle: 18,
    ishaAngle: 18,
    minutes: { dhuhr: 5, maghrib: 3 },
    rounding: 'nearest',
    countries: [],
    alsoIn: ['GB', 'US', 'CA'],
    adhanName: 'MoonsightingCommittee',
    rule: 'seasonal',
    checked: { table: 'moonsighting.com, London, 2025', within: 2190, cells: 2190 },
  }),
  method({
    id: 16,
    name: 'Morocco',
    authority: 'Ministère des Habous et des Affaires Islamiques (Morocco)',
    detail: 'Fajr 19°, Isha 17°',
    fajrAngle: 19,
    ishaAngle: 17,
    minutes: { sunrise: -3, dhuhr: 5, maghrib: 5 },
    rounding: 'nearest',
    countries: ['MA'],
    checked: { table: 'Habous, Casablanca, Jan-Feb 2020', within: 360, cells: 360 },
  }),
  method({
    id: 17,
    name: 'Algeria',
    authority: 'Ministère des Affaires Religieuses et des Wakfs (Algeria)',
    detail: 'Fajr 18°, Isha 17°',
    fajrAngle: 18,
    ishaAngle: 17,
    rounding: 'nearest',
    countries: ['DZ'],
  }),
  method({
    id: 18,
    name: 'Tunisia',
    authority: 'Ministère des Affaires Religieuses (Tunisia)',
    detail: 'Fajr 18°, Isha 18°',
    fajrAngle: 18,
    ishaAngle: 18,
    rounding: 'nearest',
    countries: ['TN'],
  }),
];

/** Every method id, in the table's order. */
export const CALCULATION_METHOD_IDS = CALCULATION_METHODS.map((method) => method.id);

const BY_ID = new Map(CALCULATION_METHODS.map((method) => [method.id, method]));

export function isCalculationMethodId(id: unknown): id is CalculationMethodId {
  return typeof id === 'number' && BY_ID.has(id as CalculationMethodId);
}

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
