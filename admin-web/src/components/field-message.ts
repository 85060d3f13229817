/**
 * What a field says under itself: a schema's or the server's message in the admin's language, and the
 * length limit's message. It takes the translator the admin app's shell provides, never the admin catalogs
 * themselves, so a public page with a field (the calendar's menus) does not download them; outside the admin
 * app a field speaks English, as written (docs/languages.md "Admin app").
 */
import type { Translator } from '@core/i18n/translator.js';
import { useProvidedAdminTranslator } from '../lib/i18n/admin-translator-context.js';
import { localizeProblem } from './field-problem.js';

export interface FieldMessages {
  /** A schema's or the server's message about the field's value. */
  problem(message: string): string;
  /** Text past the field's limit. */
  tooLong(length: number, max: number): string;
}

export function fieldMessages(translator: Translator | null): FieldMessages {
  if (!translator)
    return {
      problem: (message) => message,
      // English's 'settings.field.tooLong' (field-message.test.ts keeps them equal).
      tooLong: (length, max) => `Too long: ${length} characters, at most ${max}. Please shorten it.`,
    };
  return {
    problem: (message) => localizeProblem(message, translator),
    tooLong: (length, max) => translator.t('settings.field.tooLong', { length, max }),
  };
}

export function useFieldMessages(): FieldMessages {
  return fieldMessages(useProvidedAdminTranslator());
}
