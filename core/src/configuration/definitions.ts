import type { ConfigurationDefinition, NameValue } from '../api-types.js';
import { PHASE_SETTINGS_CONFIGURATION, phaseSettingsProblem } from '../dashboard/phases/phase-settings.js';
import { BACK_ROW_DEFINITIONS } from '../hall-screen/hall-screen-definitions.js';
import { WEATHER_DEFINITIONS } from '../weather/weather-definitions.js';
import { textProblem } from '../validation/plain-text.js';
import { LANGUAGE_DEFINITIONS } from '../i18n/language-definitions.js';
import { countryLanguage, twelveHourClockOf } from '../i18n/country-conventions.js';
import { chosenTimeFormat } from '../i18n/language-settings.js';
import { TIME_FORMATS, type TimeFormat } from '../time/display-format.js';
import { coded } from '../validation/coded-message.js';
import { oneOfMessage, tooLongMessage, wholeNumberRangeMessage } from '../validation/value-messages.js';

export const UNKNOWN_CONFIGURATION = coded('Unknown configuration', 'server.field.unknownConfiguration');

interface Definition extends ConfigurationDefinition {
  /** Returns an error message, or null when the value is acceptable. */
  check(value: string): string | null;
}

const integerBetween = (min: number, max: number) => {
  const message = wholeNumberRangeMessage(min, max);
  return (value: string) =>
    /^-?\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max ? null : message;
};

const oneOf = (...allowed: string[]) => {
  const message = oneOfMessage(allowed);
  return (value: string) => (allowed.includes(value.trim()) ? null : message);
};

/** Free text: the same character rule as every other text a masjid writes (validation/text-rules.ts). */
const textUpTo = (max: number) => {
  const message = tooLongMessage(max);
  return (value: string) => (value.length <= max ? textProblem(value) : message);
};

/** The longest configuration value any route accepts (the phase settings with their texts, docs/phases.md). */
export const CONFIGURATION_VALUE_MAX = 4000;

/** Values of `dashboard_theme`, for the dashboard and the desktop screen. */
export const DASHBOARD_THEMES = ['light', 'dark', 'high-contrast'] as const;
export type DashboardTheme = (typeof DASHBOARD_THEMES)[number];

/** Company configurations a masjid may set; every other name is refused. */
export const CONFIGURATION_DEFINITIONS: readonly Definition[] = [
  {
    name: 'clock_type',
    label: 'Clock type',
    defaultValue: '1',
    description: 'Clock on the dashboard.\n1 = analog clock\n2 = digital clock (12-hour, am/pm)',
    check: oneOf('1', '2'),
  },
  {
    name: 'jumah_prayer',
    label: "Jumu'ah prayer",
    defaultValue: '',
    description:
      "Text shown in the Jum'ah row of the dashboard, e.g. '1:30 pm and 2:30 pm', while no Jumu'ah sessions are set (section \"Jumu'ah, Eid and Ramadan\"); with sessions the row lists them instead.",
    check: textUpTo(100),
  },
  {
    // Read through timeFormatOf (docs/volunteer.md "Time formats").
    name: 'time_format',
    label: 'Time format',
    defaultValue: 'auto',
    description:
      "How times are written on the dashboard, the calendar, the widgets and the Salah tab.\nauto = as the masjid's country writes them (12-hour in the US, the UK or Pakistan; 24-hour in France, Türkiye or Indonesia)\n12h = 12-hour (5:45 pm)\n24h = 24-hour (17:45)",
    check: oneOf('auto', ...TIME_FORMATS),
  },
  {
    name: 'hijri_adjustment',
    label: 'Hijri date adjustment (days)',
    defaultValue: '0',
    description:
      'Days added to the Umm al-Qura date to match the date your community follows (moon sighting).\nFrom -2 to 2.',
    check: integerBetween(-2, 2),
  },
  {
    name: 'dashboard_theme',
    label: 'Dashboard theme',
    defaultValue: 'light',
    description:
      'Colours of the public dashboard and the prayer-hall screen.\nlight = dark text on a light background\ndark = light text on a dark background (easier on the eyes in a dim prayer hall)\nhigh-contrast = white on black with larger text, for readers far from the screen',
    check: oneOf(...DASHBOARD_THEMES),
  },
  {
    // Edited on its own Configuration section, not as text (docs/phases.md, "Settings").
    name: PHASE_SETTINGS_CONFIGURATION,
    label: 'Prayer hall phases',
    defaultValue: '',
    description:
      'The azan card, the countdown to iqama, the dark screen during the prayer and the after-prayer card, as JSON. Empty means the defaults.',
    check: phaseSettingsProblem,
  },
  {
    name: 'max_offline_days',
    label: 'Offline warning after (days)',
    defaultValue: '3',
    description:
      "A prayer-hall screen keeps showing its last saved times when it cannot reach the server. After this many days without a successful update it adds the notice 'Times may be out of date'.\nFrom 1 to 30.",
    check: integerBetween(1, 30),
  },
  // Back-row settings (docs/hall-screen.md): large type, terminology, Hijri at Maghrib, QR code, chime.
  ...BACK_ROW_DEFINITIONS,
  // Language of the public pages, a second language and digits (docs/languages.md#the-masjids-language).
  ...LANGUAGE_DEFINITIONS,
  // Weather in the dashboard's header and its unit (docs/weather.md).
  ...WEATHER_DEFINITIONS,
];

export const DEFINITIONS_BY_NAME: ReadonlyMap<string, Definition> = new Map(
  CONFIGURATION_DEFINITIONS.map((definition) => [definition.name, definition]),
);

export function publicDefinitions(): ConfigurationDefinition[] {
  return CONFIGURATION_DEFINITIONS.map(({ name, label, defaultValue, description }) => ({
    name,
    label,
    defaultValue,
    description,
  }));
}

/**
 * Stored values over defaults, in definition order. With the masjid's country, an unset `language` is
 * the country's (docs/languages.md "Dates and clocks by country").
 */
export function withDefaults(stored: readonly NameValue[], country?: string | null): NameValue[] {
  const byName = new Map(stored.map((entry) => [entry.name, entry.value]));
  return CONFIGURATION_DEFINITIONS.map((definition) => ({
    name: definition.name,
    value:
      byName.get(definition.name) ??
      (definition.name === 'language' && country ? countryLanguage(country) : definition.defaultValue),
  }));
}

/** Checks a list of name/value pairs; errors are keyed by the configuration name. */
export function checkConfigurations(entries: readonly NameValue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const definition = DEFINITIONS_BY_NAME.get(entry.name);
    const message = definition ? definition.check(String(entry.value ?? '')) : UNKNOWN_CONFIGURATION;
    if (message) errors[entry.name] = message;
  }
  return errors;
}

export function configurationValue(entries: readonly NameValue[], name: string): string {
  return entries.find((entry) => entry.name === name)?.value ?? DEFINITIONS_BY_NAME.get(name)?.defaultValue ?? '';
}

/**
 * The masjid's time format for the admin's tables (docs/volunteer.md "Time formats"): the chosen one;
 * `auto` follows the masjid's country (24-hour in France or Türkiye), and is 12-hour without one.
 */
export function timeFormatOf(entries: readonly NameValue[] | undefined, country?: string | null): TimeFormat {
  return chosenTimeFormat(entries) ?? (twelveHourClockOf(country) === false ? '24h' : '12h');
}
