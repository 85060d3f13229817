/**
 * Diyanet takes the sun's place once a day, at 0h UT of the date, and computes every time of that day from
 * it (docs/calculation-methods.md, "Diyanet"). adhan follows the sun through the day, so in spring, when
 * the declination grows, Diyanet's evening times come out one to two minutes earlier than adhan's, and in
 * autumn later; its morning times (near 0h UT in Türkiye) hardly move. This moves adhan's time by the
 * difference between the two readings of the same simple solar model (Meeus, low accuracy), so adhan stays
 * the astronomy and only the authority's convention is added.
 */
import { solarDeclination } from './asr-shadow.js';

const DAY_MS = 86_400_000;
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;
const J2000 = 2_451_545;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The equation of time in minutes (Meeus, Astronomical Algorithms, ch. 28, low accuracy). */
export function equationOfTime(instantMs: number): number {
  const t = (instantMs / DAY_MS + UNIX_EPOCH_JULIAN_DAY - J2000) / 36_525;
  const meanLongitude = rad(280.46646 + 36_000.76983 * t);
  const meanAnomaly = rad(357.52911 + 35_999.05029 * t);
  const eccentricity = 0.016708634 - 0.000042037 * t;
  const node = rad(125.04 - 1934.136 * t);
  const obliquity = rad(23.439291 - 0.0130042 * t + 0.00256 * Math.cos(node));
  const y = Math.tan(obliquity / 2) ** 2;
  const radians =
    y * Math.sin(2 * meanLongitude) -
    2 * eccentricity * Math.sin(meanAnomaly) +
    4 * eccentricity * y * Math.sin(meanAnomaly) * Math.cos(2 * meanLongitude) -
    0.5 * y * y * Math.sin(4 * meanLongitude) -
    1.25 * eccentricity * eccentricity * Math.sin(2 * meanAnomaly);
  return 4 * deg(radians);
}

/** Hour angle (degrees) at which the sun stands at `altitude`; NaN when it never does that day. */
function hourAngle(latitude: number, declination: number, altitude: number): number {
  const cos =
    (Math.sin(rad(altitude)) - Math.sin(rad(latitude)) * Math.sin(rad(declination))) /
    (Math.cos(rad(latitude)) * Math.cos(rad(declination)));
  return deg(Math.acos(cos));
}

/** The sun's altitude when a shadow is `shadowFactor` lengths longer than at noon. */
export function asrAltitude(latitude: number, noonDeclination: number, shadowFactor: number): number {
  return deg(Math.atan(1 / (shadowFactor + Math.tan(rad(Math.abs(latitude - noonDeclination))))));
}

export type SunEvent =
  | { kind: 'altitude'; altitude: number; morning: boolean }
  | { kind: 'transit' }
  | { kind: 'asr'; shadowFactor: number };

/** Minutes after the sun's place at 0h UT the event would come, relative to the same model read at the moment itself. */
const MAX_SHIFT_MS = 5 * 60_000;

/**
 * adhan's instant `eventMs` of the civil date `date`, moved to where the sun taken once at 0h UT puts it.
 * Unchanged where either reading has no solution (the sun never reaches the altitude: high latitudes).
 */
export function withSunOnceADay(
  eventMs: number,
  event: SunEvent,
  date: { year: number; month: number; day: number },
  latitude: number,
): number {
  if (!Number.isFinite(eventMs)) return eventMs;
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  const fixed = { declination: solarDeclination(midnight), equation: equationOfTime(midnight) };
  const moving = { declination: solarDeclination(eventMs), equation: equationOfTime(eventMs) };
  // Minutes from mean noon at the meridian: the part of the time that depends on the sun's place.
  const fromNoon = (sun: typeof fixed, noonDeclination: number) => {
    if (event.kind === 'transit') return -sun.equation;
    const altitude = event.kind === 'asr' ? asrAltitude(latitude, noonDeclination, event.shadowFactor) : event.altitude;
    const angle = hourAngle(latitude, sun.declination, altitude);
    const morning = event.kind === 'altitude' && event.morning;
    return -sun.equation + (morning ? -angle : angle) * 4;
  };
  // adhan takes the Asr shadow at noon from the declination at 0h UT as well.
  const shiftMs = (fromNoon(fixed, fixed.declination) - fromNoon(moving, fixed.declination)) * 60_000;
  return Number.isFinite(shiftMs) && Math.abs(shiftMs) <= MAX_SHIFT_MS ? eventMs + shiftMs : eventMs;
}
