import type { WeatherCondition } from './weather.types.js';

/**
 * The WMO weather interpretation codes (WMO 4677, as Open-Meteo reports them) grouped into what the
 * header's icon can draw (docs/weather.md). Codes outside the table read as cloudy rather than as nothing.
 */
export function conditionOf(code: number): WeatherCondition {
  if (code === 0) return 'clear';
  if (code === 1 || code === 2) return 'partly-cloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95 && code <= 99) return 'thunderstorm';
  return 'cloudy';
}
