/**
 * Asr begins when an object's shadow is its noon shadow plus one (Shafii) or two (Hanafi) times its
 * length. adhan takes the noon shadow from the sun's declination at 0h UT of the date, up to half a day
 * away from the real noon; the published tables take it at noon. The declination moves up to 0.4 degrees
 * a day, enough to move Asr by up to a minute at some latitudes and seasons. This measures the noon
 * shadow at transit instead and moves adhan's Asr by the difference.
 */

const DAY_MS = 86_400_000;
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;
const J2000 = 2_451_545;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The sun's apparent declination in degrees (Meeus, Astronomical Algorithms, ch. 25, low accuracy). */
export function solarDeclination(instantMs: number): number {
  const t = (instantMs / DAY_MS + UNIX_EPOCH_JULIAN_DAY - J2000) / 36_525;
  const meanLongitude = 280.46646 + 36_000.76983 * t + 0.0003032 * t * t;
  const meanAnomaly = rad(357.52911 + 35_999.05029 * t - 0.0001537 * t * t);
  const center =
    (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(meanAnomaly) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * meanAnomaly) +
    0.000289 * Math.sin(3 * meanAnomaly);
  const node = rad(125.04 - 1934.136 * t);
  const apparentLongitude = rad(meanLongitude + center - 0.00569 - 0.00478 * Math.sin(node));
  const obliquity = rad(23.439291 - 0.0130042 * t + 0.00256 * Math.cos(node));
  return deg(Math.asin(Math.sin(obliquity) * Math.sin(apparentLongitude)));
}

/** The sun's altitude (degrees) when a shadow is `shadowFactor` lengths longer than at noon. */
function asrAltitude(latitude: number, noonDeclination: number, shadowFactor: number): number {
  return deg(Math.atan(1 / (shadowFactor + Math.tan(rad(Math.abs(latitude - noonDeclination))))));
}

/** NaN when the sun never reaches that altitude that day (polar day and night). */
function hourAngle(latitude: number, declination: number, altitude: number): number {
  const cos =
    (Math.sin(rad(altitude)) - Math.sin(rad(latitude)) * Math.sin(rad(declination))) /
    (Math.cos(rad(latitude)) * Math.cos(rad(declination)));
  return deg(Math.acos(cos));
}

/** The correction is a few seconds to about a minute; anything larger means the geometry broke down (near the poles). */
const MAX_SHIFT_MS = 3 * 60_000;

/**
 * adhan's Asr (`asrMs`, for the civil date `year-month-day`) moved to where the noon shadow is measured at
 * `transitMs`. Returns `asrMs` unchanged where the correction is undefined (polar days and nights).
 */
export function asrWithNoonShadowAtTransit(
  asrMs: number,
  transitMs: number,
  date: { year: number; month: number; day: number },
  latitude: number,
  shadowFactor: number,
): number {
  if (!Number.isFinite(asrMs) || !Number.isFinite(transitMs)) return asrMs;
  const adhanNoonDeclination = solarDeclination(Date.UTC(date.year, date.month - 1, date.day));
  const noonDeclination = solarDeclination(transitMs);
  const declinationAtAsr = solarDeclination(asrMs);
  const used = hourAngle(latitude, declinationAtAsr, asrAltitude(latitude, adhanNoonDeclination, shadowFactor));
  const wanted = hourAngle(latitude, declinationAtAsr, asrAltitude(latitude, noonDeclination, shadowFactor));
  const shiftMs = ((wanted - used) / 15) * 3_600_000;
  return Number.isFinite(shiftMs) && Math.abs(shiftMs) <= MAX_SHIFT_MS ? asrMs + shiftMs : asrMs;
}
