import type { ConfigurationDefinition, NameValue } from '../api-types.js';

interface Definition extends ConfigurationDefinition {
  /** Returns an error message, or null when the value is acceptable. */
  check(value: string): string | null;
}

const integerBetween = (min: number, max: number) => (value: string) =>
  /^-?\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max ? null : `Must be a whole number from ${min} to ${max}`;

const oneOf = (...allowed: string[]) => (value: string) =>
  allowed.includes(value.trim()) ? null : `Must be one of ${allowed.join(', ')}`;

const textUpTo = (max: number) => (value: string) => (value.length <= max ? null : `Must be at most ${max} characters`);

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
    description: "Text shown in the Jum'ah row of the dashboard, e.g. '1:30 pm and 2:30 pm'.",
    check: textUpTo(100),
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
    name: 'max_offline_days',
    label: 'Offline warning after (days)',
    defaultValue: '3',
    description:
      "A prayer-hall screen keeps showing its last saved times when it cannot reach the server. After this many days without a successful update it adds the notice 'Times may be out of date'.\nFrom 1 to 30.",
    check: integerBetween(1, 30),
  },
];

export const DEFINITIONS_BY_NAME: ReadonlyMap<string, Definition> = new Map(
  CONFIGURATION_DEFINITIONS.map((definition) => [definition.name, definition]),
);

export function publicDefinitions(): ConfigurationDefinition[] {
  return CONFIGURATION_DEFINITIONS.map(({ name, label, defaultValue, description }) => ({ name, label, defaultValue, description }));
}

/** Stored values over defaults, in definition order. */
export function withDefaults(stored: readonly NameValue[]): NameValue[] {
  const byName = new Map(stored.map((entry) => [entry.name, entry.value]));
  return CONFIGURATION_DEFINITIONS.map((definition) => ({
    name: definition.name,
    value: byName.get(definition.name) ?? definition.defaultValue,
  }));
}

/** Checks a list of name/value pairs; errors are keyed by the configuration name. */
export function checkConfigurations(entries: readonly NameValue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const definition = DEFINITIONS_BY_NAME.get(entry.name);
    const message = definition ? definition.check(String(entry.value ?? '')) : 'Unknown configuration';
    if (message) errors[entry.name] = message;
  }
  return errors;
}

export function configurationValue(entries: readonly NameValue[], name: string): string {
  return entries.find((entry) => entry.name === name)?.value ?? DEFINITIONS_BY_NAME.get(name)?.defaultValue ?? '';
}
