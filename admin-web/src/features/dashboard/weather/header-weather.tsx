import { lazy, Suspense } from 'react';
import type { NameValue } from '@core/api-types.js';
import { configurationValue } from '@core/configuration/definitions.js';
import type { DashboardSource } from '@core/dashboard/dashboard-data.js';
import { weatherIsOn } from '@core/weather/temperature.js';
import { useWeather } from './use-weather.js';

// The icons and their styles are loaded only by a screen that has weather to show, so the dashboard's
// first load stays within its budget (docs/hall-screen.md "Weight").
const WeatherBadge = lazy(() => import('./weather-badge.js').then((module) => ({ default: module.WeatherBadge })));

/**
 * The weather slot of the dashboard's header (docs/weather.md): nothing while the masjid has weather off,
 * during a `?at=` preview (the weather now says nothing about another moment), until the reading
 * arrives, or when it cannot be read. The rest of the screen never waits for it.
 */
export function HeaderWeather({
  source,
  companyUrl,
  configurations,
  preview,
}: {
  source: DashboardSource;
  companyUrl: string;
  configurations: readonly NameValue[];
  preview: boolean;
}) {
  const on = weatherIsOn(configurations) && !preview;
  const settings = `${configurationValue(configurations, 'weather')}|${configurationValue(configurations, 'weather_unit')}`;
  const weather = useWeather(source, companyUrl, on, settings);
  return weather ? (
    <Suspense fallback={null}>
      <WeatherBadge weather={weather} />
    </Suspense>
  ) : null;
}
