import type { NameValue } from '../api-types.js';
import { readsFahrenheit } from '../i18n/country-conventions.js';
import type { TemperatureUnit } from './weather.types.js';

/**
 * The unit the masjid's screen shows (docs/weather.md): `weather_unit` when chosen, else the country's
 * (Fahrenheit in the US and the few others of `readsFahrenheit`, Celsius elsewhere).
 */
export function temperatureUnitOf(
  entries: readonly NameValue[] | undefined,
  country: string | null | undefined,
): TemperatureUnit {
  const chosen = entries?.find((entry) => entry.name === 'weather_unit')?.value?.trim();
  if (chosen === 'c') return 'C';
  if (chosen === 'f') return 'F';
  return readsFahrenheit(country) ? 'F' : 'C';
}

/** Whole degrees in `unit` from degrees Celsius; -0 reads as 0. */
export function wholeDegrees(celsius: number, unit: TemperatureUnit): number {
  const value = Math.round(unit === 'F' ? (celsius * 9) / 5 + 32 : celsius);
  return value === 0 ? 0 : value;
}

/** True when the masjid turned the weather on (`weather = on`); off by default. */
export function weatherIsOn(entries: readonly NameValue[] | undefined): boolean {
  return entries?.find((entry) => entry.name === 'weather')?.value?.trim() === 'on';
}
