/**
 * The masjid's language settings as configurations (docs/languages.md#the-masjids-language): saved with
 * its other configurations on the Configuration tab and checked by the server like every configuration.
 * Pages read them through language-settings.ts, which carries none of these texts.
 */
import type { ConfigurationDefinition } from '../api-types.js';
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES } from './languages.js';
import { NO_SECOND_LANGUAGE } from './language-settings.js';
import { oneOfMessage } from '../validation/value-messages.js';

interface CheckedDefinition extends ConfigurationDefinition {
  check(value: string): string | null;
}

const languageLines = LANGUAGES.map(
  (language) => `${language} = ${LANGUAGE_FACTS[language].name} (${LANGUAGE_FACTS[language].english})`,
);
const oneOf = (allowed: readonly string[]) => {
  const message = oneOfMessage(allowed);
  return (value: string) => (allowed.includes(value.trim()) ? null : message);
};

export const LANGUAGE_DEFINITIONS: readonly CheckedDefinition[] = [
  {
    name: 'language',
    label: 'Language of the public pages',
    defaultValue: DEFAULT_LANGUAGE,
    description: `The dashboard, prayer-hall screens, calendar, expenses page and widgets speak it; ?lang= on a link overrides it.\n${languageLines.join('\n')}`,
    check: oneOf(LANGUAGES),
  },
  {
    name: 'second_language',
    label: 'Second language (bilingual screens)',
    defaultValue: NO_SECOND_LANGUAGE,
    description: `Prayer names in this language under the first language's on the dashboard and the prayer-hall screen.\n${NO_SECOND_LANGUAGE} = no second language\n${languageLines.join('\n')}`,
    check: oneOf([NO_SECOND_LANGUAGE, ...LANGUAGES]),
  },
  {
    name: 'native_digits',
    label: 'Digits',
    defaultValue: '0',
    description:
      'For Arabic, Urdu and Bengali: the digits of their own script (Arabic-Indic, Urdu or Bengali) instead of 0-9. Other languages always use 0-9.\n0 = 0-9\n1 = the language’s own digits',
    check: oneOf(['0', '1']),
  },
];
