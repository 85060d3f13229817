/**
 * One call to an Open-Meteo-compatible forecast service (`WEATHER_URL`, docs/weather.md): the current
 * temperature in Celsius, the WMO weather code and day or night at a rounded place. Only the rounded
 * coordinates are sent. Whatever does not match the schema (a changed API, an error page, garbage) is
 * refused, and the screen then shows no weather.
 */
import { z } from 'zod';

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

/** An answer this long is not a current-weather reading (a few hundred bytes). */
const ANSWER_MAX_CHARS = 64 * 1024;

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
  options: { timeoutMs: number; userAgent: string },
): Promise<WeatherReading> {
  const url = new URL(baseUrl);
  url.searchParams.set('latitude', place.latitude.toFixed(1));
  url.searchParams.set('longitude', place.longitude.toFixed(1));
  url.searchParams.set('current', 'temperature_2m,weather_code,is_day');
  url.searchParams.set('temperature_unit', 'celsius');
  url.searchParams.set('timeformat', 'unixtime');
  const signal = AbortSignal.timeout(options.timeoutMs);
  const response = await fetch(url, {
    headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
    signal,
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`weather service answered ${response.status}`);
  const text = await response.text();
  if (text.length > ANSWER_MAX_CHARS) throw new Error('weather service answered too much');
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
