import { describe, expect, it } from 'vitest';
import { publicDefinitions } from '@core/configuration/definitions.js';
import { ADMIN_NAMESPACES } from '@core/i18n/catalog-types.js';
import { LANGUAGES } from '@core/i18n/languages.js';
import { loadTranslator } from '@core/i18n/translator.js';
import { localizeProblem } from '../../../components/field-problem.js';
import { definitionInput } from './definition-choices.js';
import { localizedDefinition } from './localized-definitions.js';

describe('localizedDefinition', () => {
  it('keeps English exactly as the server writes it', async () => {
    const english = await loadTranslator('en', ADMIN_NAMESPACES);
    for (const definition of publicDefinitions()) {
      expect(localizedDefinition(definition, english)).toEqual({
        label: definition.label,
        ...definitionInput(definition),
      });
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'offers in %s the same values as English, with translated labels and hints',
    async (language) => {
      const translator = await loadTranslator(language, ADMIN_NAMESPACES);
      const long: string[] = [];
      for (const definition of publicDefinitions()) {
        const english = definitionInput(definition);
        const local = localizedDefinition(definition, translator);
        expect(
          local.choices?.map((choice) => choice.value),
          `${language} ${definition.name}`,
        ).toEqual(english.choices?.map((choice) => choice.value));
        expect(local.numeric, `${language} ${definition.name}`).toBe(english.numeric);
        if (definition.name !== 'prayer_phases')
          expect(local.label, `${language} ${definition.name}`).not.toBe(definition.label);
        // A select cuts a long name: every choice's name is short.
        for (const choice of local.choices ?? [])
          if (choice.label.length > 24) long.push(`${definition.name} ${choice.value}: ${choice.label}`);
      }
      expect(long).toEqual([]);
    },
  );
});

describe('localizeProblem', () => {
  it('leaves English alone and says the usual messages in the language', async () => {
    const english = await loadTranslator('en', ADMIN_NAMESPACES);
    const french = await loadTranslator('fr', ADMIN_NAMESPACES);
    expect(localizeProblem('Must be a whole number from 1 to 30', english)).toBe('Must be a whole number from 1 to 30');
    expect(localizeProblem('Must be a whole number from 1 to 30', french)).toBe('Doit être un nombre entier de 1 à 30');
    expect(localizeProblem("Jumu'ah is on a Friday; 2026-03-02 is a Monday", french)).toBe(
      'La Joumoua a lieu un vendredi ; le 2026-03-02 est un lundi',
    );
    expect(localizeProblem('Something new from the server', french)).toBe('Something new from the server');
  });
});
