/**
 * One call to an Open-Meteo-compatible forecast service (`WEATHER_URL`, docs/weather.md): the current
 * temperature in Celsius, the WMO weather code and day or night at a rounded place. Only the rounded
 * coordinates are sent. Whatever does not match the schema (a changed API, an error page, garbage) is
 * refused, and the screen then shows no weather.
 */
import { z } from 'zod';
import { boundedRequest } from '../outbound/bounded-request.js';

export interface Place {
  /** Rounded (see `roundedPlace`): the key of the cache and all the service ever learns. */
  latitude: number;
  longitude: number;
}

export interface WeatherReading {
  celsius: number;
  /** WMO weather interpretation code, 0-99. */
  code: number;
  isDay: boolean;
  /** When the service's reading was made (ISO instant). */
  observedAt: string;
}

/** An answer this long is not a current-weather reading (a few hundred bytes): cut while reading. */
export const WEATHER_ANSWER_MAX_BYTES = 64 * 1024;

const answerSchema = z.object({
  current: z.object({
    // Unix seconds (asked with timeformat=unixtime).
    time: z.number().int().positive(),
    // Beyond the hottest and coldest air temperatures ever measured on Earth: not a reading.
    temperature_2m: z.number().finite().min(-95).max(65),
    weather_code: z.number().int().min(0).max(99),
    is_day: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
});

/** One decimal of latitude and longitude (about 11 km): plenty for the weather, and all the service is told. */
export function roundedPlace(latitude: number, longitude: number): Place {
  const round = (value: number) => Math.round(value * 10) / 10 || 0;
  return { latitude: round(latitude), longitude: round(longitude) };
}

export async function askOpenMeteo(
  baseUrl: string,
  place: Place,
  options: { timeoutMs: number; userAgent: string; signal?: AbortSignal },
): Promise<WeatherReading> {
  const url = new URL(baseUrl);
  url.searchParams.set('latitude', place.latitude.toFixed(1));
  url.searchParams.set('longitude', place.longitude.toFixed(1));
  url.searchParams.set('current', 'temperature_2m,weather_code,is_day');
  url.searchParams.set('temperature_unit', 'celsius');
  url.searchParams.set('timeformat', 'unixtime');
  // The deadline runs to the answer's last byte, and the cap is checked as the bytes come (docs/security.md).
  const answer = await boundedRequest({
    url,
    headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
    deadlineMs: options.timeoutMs,
    maxBytes: WEATHER_ANSWER_MAX_BYTES,
    signal: options.signal,
  });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`weather service answered ${answer.status}`);
  const text = answer.body.toString('utf8');
  const parsed = answerSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error('weather service answered something that is not a current reading');
  const current = parsed.data.current;
  return {
    celsius: current.temperature_2m,
    code: current.weather_code,
    isDay: current.is_day !== 0,
    observedAt: new Date(current.time * 1000).toISOString(),
  };
}
