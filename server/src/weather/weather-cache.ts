/**
 * What the process keeps of the weather (docs/weather.md): one reading per rounded place, asked at most
 * once every 30 minutes whatever the number of screens, with one call in flight per place, in a bounded
 * map. A failed call counts as a call: the place waits the same 30 minutes, showing its last good reading
 * while that is under two hours old, and nothing after.
 */
import type { Place, WeatherReading } from './open-meteo.js';

export const WEATHER_REFRESH_MS = 30 * 60_000;
/** A reading older than this is not shown any more (the service has failed for a while). */
export const WEATHER_KEEP_MS = 2 * 60 * 60_000;
/** Places kept, then the least recently read is dropped: one entry is about 200 bytes. */
export const WEATHER_MAX_PLACES = 5_000;

interface Entry {
  reading: WeatherReading | null;
  /** When `reading` was received. */
  readingAt: number;
  /** When the service was last asked for this place, successfully or not. */
  askedAt: number;
  inFlight: Promise<void> | null;
}

export interface WeatherCache {
  /** The place's reading: kept, or asked now (the caller waits for that one call), or null. */
  read(place: Place): Promise<WeatherReading | null>;
  /** Places kept (tests). */
  size(): number;
}

export function createWeatherCache(options: {
  ask: (place: Place) => Promise<WeatherReading>;
  now: () => number;
  onError?: (place: Place, error: unknown) => void;
  maxPlaces?: number;
}): WeatherCache {
  const entries = new Map<string, Entry>();
  const maxPlaces = options.maxPlaces ?? WEATHER_MAX_PLACES;

  const shown = (entry: Entry) =>
    entry.reading && options.now() - entry.readingAt < WEATHER_KEEP_MS ? entry.reading : null;

  function touch(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxPlaces) entries.delete(entries.keys().next().value!);
  }

  return {
    async read(place) {
      const key = `${place.latitude.toFixed(1)},${place.longitude.toFixed(1)}`;
      const now = options.now();
      let entry = entries.get(key);
      if (!entry) entry = { reading: null, readingAt: 0, askedAt: Number.NEGATIVE_INFINITY, inFlight: null };
      touch(key, entry);
      if (!entry.inFlight && now - entry.askedAt >= WEATHER_REFRESH_MS) {
        const current = entry;
        current.askedAt = now;
        current.inFlight = options
          .ask(place)
          .then((reading) => {
            current.reading = reading;
            current.readingAt = options.now();
          })
          .catch((error: unknown) => options.onError?.(place, error))
          .finally(() => {
            current.inFlight = null;
          });
      }
      if (entry.inFlight) await entry.inFlight;
      return shown(entry);
    },
    size: () => entries.size,
  };
}
