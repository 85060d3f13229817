/**
 * The dashboard's weather (docs/weather.md): the current temperature and sky at the masjid, from
 * GET /api/dashboard/{companyUrl}/weather. Zod-free, so the dashboard chunk never loads the schemas.
 */

/** What the header's icon draws, from the WMO weather code the provider reports. */
export type WeatherCondition =
  'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'thunderstorm';

export type TemperatureUnit = 'C' | 'F';

export interface WeatherNow {
  /** Whole degrees in `unit`. */
  temperature: number;
  unit: TemperatureUnit;
  /** The WMO weather interpretation code (0-99) the provider reported. */
  code: number;
  condition: WeatherCondition;
  /** Day or night at the masjid (a moon instead of a sun at night). */
  isDay: boolean;
  /** When the provider's reading was made (ISO instant). */
  observedAt: string;
}

/**
 * `weather` is null when the masjid has weather off, has no coordinates, no provider is configured, or the
 * provider failed or answered something that is not a forecast: the header then shows no weather.
 */
export interface WeatherAnswer {
  weather: WeatherNow | null;
}
