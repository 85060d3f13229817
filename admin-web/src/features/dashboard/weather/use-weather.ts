import { useEffect, useRef, useState } from 'react';
import type { DashboardSource } from '@core/dashboard/dashboard-data.js';
import type { WeatherNow } from '@core/weather/weather.types.js';

/** The server asks the weather service every 30 minutes; a screen asks the server every 10 (docs/weather.md). */
export const WEATHER_POLL_MS = 10 * 60_000;

/**
 * The current weather for the header, read apart from the dashboard's data so that the screen never waits
 * for it: null until it arrives, when the masjid has weather off, and whenever a read fails. `settings`
 * (the masjid's weather settings) changing reads it again past the browser's copy.
 */
export function useWeather(
  source: DashboardSource,
  companyUrl: string,
  enabled: boolean,
  settings: string,
): WeatherNow | null {
  const [weather, setWeather] = useState<WeatherNow | null>(null);
  const firstRead = useRef(true);

  useEffect(() => {
    if (!enabled || !source.weather) {
      setWeather(null);
      return;
    }
    let stopped = false;
    const read = (fresh: boolean) =>
      source.weather!(companyUrl, fresh).then((next) => {
        if (!stopped) setWeather(next);
      });
    void read(!firstRead.current);
    firstRead.current = false;
    const timer = window.setInterval(() => void read(false), WEATHER_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [source, companyUrl, enabled, settings]);

  return weather;
}
