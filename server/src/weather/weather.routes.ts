import { Hono } from 'hono';
import { WEATHER } from '@core/http/contract/weather.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { weatherCacheFor, weatherOfMasjid } from './weather.service.js';

/** A reading changes every 30 minutes at most: a browser or CDN may keep it 5 minutes. */
export const WEATHER_CACHE_CONTROL = 'public, max-age=300';
/** No weather (off, no service, a failure): kept one minute, so turning it on shows soon. */
export const NO_WEATHER_CACHE_CONTROL = 'public, max-age=60';

/**
 * GET /api/dashboard/{companyUrl}/weather: {weather: WeatherNow | null} (docs/weather.md). Apart from the
 * dashboard answer, which stays kept and never waits for the weather service. Public for a public masjid;
 * its own admins and super admins also see an inactive one.
 */
export function weatherRoutes(deps: AppDeps) {
  const cache = weatherCacheFor(deps);
  return new Hono<AppEnv>().get(WEATHER.path, endpointParams(WEATHER), async (c) => {
    const { params } = endpointInput(c, WEATHER);
    const { answer, isPublic } = await weatherOfMasjid(deps, cache, currentAuth(c), params.companyUrl);
    c.header(
      'Cache-Control',
      !isPublic || currentAuth(c)
        ? 'private, no-store'
        : answer.weather
          ? WEATHER_CACHE_CONTROL
          : NO_WEATHER_CACHE_CONTROL,
    );
    return c.json(answer);
  });
}
