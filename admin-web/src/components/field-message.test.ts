import { expect, it } from 'vitest';
import englishSettings from '@core/i18n/compiled/en/adminSettings.js';
import frenchSettings from '@core/i18n/compiled/fr/adminSettings.js';
import { translatorFor } from '@core/i18n/translator.js';
import { fieldMessages } from './field-message.js';

it('speaks English outside the admin app, with the English catalog words', () => {
  const english = fieldMessages(translatorFor('en', englishSettings));
  const outside = fieldMessages(null);
  expect(outside.tooLong(1234, 1000)).toBe(english.tooLong(1234, 1000));
  expect(outside.tooLong(81, 80)).toBe('Too long: 81 characters, at most 80. Please shorten it.');
  expect(outside.problem('Must be a number')).toBe('Must be a number');
});

it("speaks the admin's language inside the admin app", () => {
  const french = fieldMessages(translatorFor('fr', frenchSettings));
  expect(french.tooLong(81, 80)).toBe('Trop long : 81 caractères, au plus 80. Veuillez le raccourcir.');
  expect(french.problem('Must be a number')).not.toBe('Must be a number');
});
