/**
 * The masjid's weather settings (docs/weather.md), shown on the Configuration tab with the others; lines
 * like `on = ...` in a description become the choices of a list there, and the server checks every value.
 */
import type { ConfigurationDefinition } from '../api-types.js';
import { oneOfCheck } from '../validation/value-messages.js';

interface CheckedDefinition extends ConfigurationDefinition {
  check(value: string): string | null;
}

export const WEATHER_DEFINITIONS: readonly CheckedDefinition[] = [
  {
    name: 'weather',
    label: 'Weather on the dashboard',
    defaultValue: 'off',
    description:
      "The current temperature and sky at the masjid in the dashboard's header, from a weather service the server asks every 30 minutes (it is sent the masjid's coordinates, rounded to about 10 km).\noff = no weather\non = show the weather",
    check: oneOfCheck('off', 'on'),
  },
  {
    name: 'weather_unit',
    label: 'Temperature unit',
    defaultValue: 'auto',
    description:
      "How the temperature is written.\nauto = as the masjid's country reads it (°F in the United States, °C in most other countries)\nc = degrees Celsius (°C)\nf = degrees Fahrenheit (°F)",
    check: oneOfCheck('auto', 'c', 'f'),
  },
];
