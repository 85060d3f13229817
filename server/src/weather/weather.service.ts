import { conditionOf } from '@core/weather/weather-code.js';
import { temperatureUnitOf, weatherIsOn, wholeDegrees } from '@core/weather/temperature.js';
import type { WeatherAnswer } from '@core/weather/weather.types.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { findConfigurations } from '../configurations/configuration.repository.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { askOpenMeteo, roundedPlace, type Place } from './open-meteo.js';
import { createWeatherCache, type WeatherCache } from './weather-cache.js';
import { findTimetablePlace } from './weather.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

const NO_WEATHER: WeatherAnswer = { weather: null };

/** The process's weather cache, asking the configured service (docs/weather.md); null when weather is off. */
export function weatherCacheFor(deps: Deps): WeatherCache | null {
  const baseUrl = deps.config.weatherUrl;
  if (!baseUrl) return null;
  return createWeatherCache({
    ask: (place) =>
      askOpenMeteo(baseUrl, place, {
        timeoutMs: deps.config.weatherTimeoutMs,
        userAgent: `Minaret prayer times (${deps.config.publicUrl})`,
      }),
    now: () => deps.clock.now().getTime(),
    // A failing service is worth a line, never an error for the screen.
    onError: (place, error) =>
      deps.logger.warn(`Weather unavailable at ${place.latitude},${place.longitude}: ${(error as Error).message}`),
  });
}

/** The masjid's own coordinates, else its timetable's; rounded before anything else sees them. */
async function placeOf(deps: Deps, masjid: MasjidRow): Promise<Place | null> {
  const own =
    masjid.latitude !== null && masjid.longitude !== null ? masjid : await findTimetablePlace(deps.db, masjid.id);
  if (!own || own.latitude === null || own.longitude === null) return null;
  if (!Number.isFinite(own.latitude) || !Number.isFinite(own.longitude)) return null;
  return roundedPlace(own.latitude, own.longitude);
}

/**
 * The weather a masjid's dashboard shows: null unless the service is configured, the masjid turned weather
 * on and has coordinates, and a reading is at hand. Only such masjids ever cause a call, at most one per
 * rounded place each 30 minutes (weather-cache.ts). Visibility is the dashboard's (readableMasjid).
 */
export async function weatherOfMasjid(
  deps: Deps,
  cache: WeatherCache | null,
  auth: Auth | null,
  url: string,
): Promise<{ answer: WeatherAnswer; isPublic: boolean }> {
  const { masjid, isPublic } = await readableMasjid(deps, auth, { url });
  if (!cache) return { answer: NO_WEATHER, isPublic };
  const configurations = await findConfigurations(deps.db, masjid.id);
  if (!weatherIsOn(configurations)) return { answer: NO_WEATHER, isPublic };
  const place = await placeOf(deps, masjid);
  const reading = place ? await cache.read(place) : null;
  if (!reading) return { answer: NO_WEATHER, isPublic };
  const unit = temperatureUnitOf(configurations, masjid.country);
  return {
    answer: {
      weather: {
        temperature: wholeDegrees(reading.celsius, unit),
        unit,
        code: reading.code,
        condition: conditionOf(reading.code),
        isDay: reading.isDay,
        observedAt: reading.observedAt,
      },
    },
    isPublic,
  };
}
