/**
 * The arithmetic of the near-me page (docs/outside-the-hall.md, "Near me"), done on the visitor's device:
 * the visitor's place never leaves it. Pure functions, so the unit test holds the rules.
 */
import type { V1Day, V1MasjidList } from '@core/public-api/v1-answers.js';

export type ListedMasjid = V1MasjidList['masjids'][number];

export interface Point {
  latitude: number;
  longitude: number;
}

export interface NearMasjid {
  masjid: ListedMasjid;
  /** Great-circle distance from the visitor, in kilometres. */
  km: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance between two points, in kilometres. */
export function distanceKm(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Every masjid with coordinates, nearest first (a tie keeps the list's order, by name then). A masjid the
 * list gives no coordinates for cannot be placed and is left out.
 */
export function byDistance(masjids: readonly ListedMasjid[], from: Point): NearMasjid[] {
  const placed: NearMasjid[] = [];
  for (const masjid of masjids) {
    if (masjid.latitude === null || masjid.longitude === null) continue;
    placed.push({ masjid, km: distanceKm(from, { latitude: masjid.latitude, longitude: masjid.longitude }) });
  }
  return placed.sort((a, b) => a.km - b.km || a.masjid.name.localeCompare(b.masjid.name));
}

/** Countries whose road signs count in miles: their visitors read distances in miles. */
const MILE_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);
export const KM_PER_MILE = 1.609344;

export function usesMiles(country: string | null | undefined): boolean {
  return MILE_COUNTRIES.has((country ?? '').toUpperCase());
}

/** A distance in the unit given, to one decimal under 10 and whole above: 0.4, 3.2, 12, 140. */
export function roundedDistance(km: number, miles: boolean): number {
  const value = miles ? km / KM_PER_MILE : km;
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

export type FridaySessions = NonNullable<V1Day['jumuah']>['sessions'];

/** The first Friday among the days (the masjid's today first): today's Jumu'ah on a Friday, else this Friday's. */
export function comingFriday(days: readonly V1Day[]): V1Day | null {
  return days.find((day) => day.jumuah !== null) ?? null;
}

/** A session language as written, compared without case or surrounding spaces ('english ' is 'English'). */
export function languageKey(language: string): string {
  return language.trim().toLocaleLowerCase();
}

/**
 * The Jumu'ah languages among the loaded Fridays, each once (as the first masjid wrote it), in
 * alphabetical order. A session without a language adds none.
 */
export function jumuahLanguages(fridays: ReadonlyArray<V1Day | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const friday of fridays) {
    for (const session of friday?.jumuah?.sessions ?? []) {
      const key = languageKey(session.language);
      if (key && !seen.has(key)) seen.set(key, session.language.trim());
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Whether a masjid's Friday has a session in the language (any language: always). */
export function hasJumuahIn(friday: V1Day | null | undefined, language: string): boolean {
  if (!language) return true;
  const wanted = languageKey(language);
  return (friday?.jumuah?.sessions ?? []).some((session) => languageKey(session.language) === wanted);
}
