import type { ConfigurationDefinition } from '@core/api-types.js';
import type { MessageKey } from '@core/i18n/catalog-types.js';
import type { Translator } from '@core/i18n/translator.js';
import { definitionInput, rangeLineOf, type DefinitionInput } from './definition-choices.js';

/**
 * The configurations' labels and descriptions in the admin's language (docs/languages.md "Admin app").
 * The server's definitions are English and stay the source of every value: a translation keeps their
 * `value = meaning` lines with the same values, and a definition without one (a new setting) shows the
 * server's English. Choices named by the masjid's own words (languages in themselves, the English
 * terminology choices) are the server's lines, passed in as {choices}.
 */
const TEXTS: Record<string, { label: MessageKey; description: MessageKey }> = {
  clock_type: { label: 'settings.config.clock_type.label', description: 'settings.config.clock_type.description' },
  jumah_prayer: {
    label: 'settings.config.jumah_prayer.label',
    description: 'settings.config.jumah_prayer.description',
  },
  time_format: { label: 'settings.config.time_format.label', description: 'settings.config.time_format.description' },
  hijri_adjustment: {
    label: 'settings.config.hijri_adjustment.label',
    description: 'settings.config.hijri_adjustment.description',
  },
  dashboard_theme: {
    label: 'settings.config.dashboard_theme.label',
    description: 'settings.config.dashboard_theme.description',
  },
  max_offline_days: {
    label: 'settings.config.max_offline_days.label',
    description: 'settings.config.max_offline_days.description',
  },
  large_type: { label: 'settings.config.large_type.label', description: 'settings.config.large_type.description' },
  term_dhuhr: { label: 'settings.config.term_dhuhr.label', description: 'settings.config.term.description' },
  term_sunrise: { label: 'settings.config.term_sunrise.label', description: 'settings.config.term.description' },
  term_jumuah: { label: 'settings.config.term_jumuah.label', description: 'settings.config.term.description' },
  term_iqama: { label: 'settings.config.term_iqama.label', description: 'settings.config.term.description' },
  hijri_at_maghrib: {
    label: 'settings.config.hijri_at_maghrib.label',
    description: 'settings.config.hijri_at_maghrib.description',
  },
  screen_qr: { label: 'settings.config.screen_qr.label', description: 'settings.config.screen_qr.description' },
  donation_url: {
    label: 'settings.config.donation_url.label',
    description: 'settings.config.donation_url.description',
  },
  chime_before_iqama: {
    label: 'settings.config.chime_before_iqama.label',
    description: 'settings.config.chime_before_iqama.description',
  },
  chime_volume: {
    label: 'settings.config.chime_volume.label',
    description: 'settings.config.chime_volume.description',
  },
  language: { label: 'settings.config.language.label', description: 'settings.config.language.description' },
  second_language: {
    label: 'settings.config.second_language.label',
    description: 'settings.config.second_language.description',
  },
  native_digits: {
    label: 'settings.config.native_digits.label',
    description: 'settings.config.native_digits.description',
  },
  weather: { label: 'settings.config.weather.label', description: 'settings.config.weather.description' },
  weather_unit: {
    label: 'settings.config.weather_unit.label',
    description: 'settings.config.weather_unit.description',
  },
};

const CHIME = /^chime_(fajr|dhuhr|asr|maghrib|isha)$/;
const CHOICE_LINE = /^[\w-]+ = /;
/** Choice lines the translation writes itself (second_language's 'none'). */
const OWN_CHOICES = /^none = /;

export interface LocalizedDefinition extends DefinitionInput {
  label: string;
}

/**
 * A setting's label in `translator`'s language, as the Configuration tab writes it (the History screens
 * name a saved setting so too); undefined for a setting without a translation (a new one).
 */
export function configurationLabel(name: string, { t }: Pick<Translator, 't'>): string | undefined {
  const chime = CHIME.exec(name);
  if (chime) return t('settings.config.chime.label', { prayer: t(`settings.prayer.${chime[1] as 'fajr'}`) });
  const texts = TEXTS[name];
  return texts ? t(texts.label) : undefined;
}

/** The label and input of a configuration definition, in `translator`'s language. */
export function localizedDefinition(
  definition: ConfigurationDefinition,
  { t, language }: Translator,
): LocalizedDefinition {
  const chime = CHIME.exec(definition.name);
  const texts = TEXTS[definition.name];
  const label = language === 'en' ? undefined : configurationLabel(definition.name, { t });
  if (label === undefined) return { label: definition.label, ...definitionInput(definition) };
  const choices = definition.description
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => CHOICE_LINE.test(line) && !OWN_CHOICES.test(line))
    .join('\n');
  const description = t(chime ? 'settings.config.chime.description' : texts!.description, { choices });
  const rangeLine = rangeLineOf(t('settings.config.rangeLine', { min: '{min}', max: '{max}' }));
  return { label, ...definitionInput({ description }, { rangeLine, namedValues: false }) };
}
