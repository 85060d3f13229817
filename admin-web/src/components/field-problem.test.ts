import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACES } from '@core/i18n/catalog-types.js';
import { renderCoded } from '@core/i18n/render-coded.js';
import { loadTranslator, type Translator } from '@core/i18n/translator.js';
import { seasonalOverlaps } from '@core/prayer/seasonal-iqama.js';
import { recordedCodes } from '@core/validation/coded-message.js';
import '@core/validation/messages.js';
import { localizeProblem } from './field-problem.js';
import { validationText } from '../lib/i18n/people-text.js';

let french: Translator;
let arabic: Translator;
let english: Translator;
beforeAll(async () => {
  [french, arabic, english] = await Promise.all([
    loadTranslator('fr', ADMIN_NAMESPACES),
    loadTranslator('ar', ADMIN_NAMESPACES),
    loadTranslator('en', ADMIN_NAMESPACES),
  ]);
});

describe('a shared schema message a form shows before sending', () => {
  it('reads in the admin language as the server would answer it, wherever the screen has no words of its own', () => {
    const untranslated: string[] = [];
    for (const [message, code] of recordedCodes()) {
      const shown = localizeProblem(message, french);
      if (shown === message && renderCoded(code, french.t) !== message) untranslated.push(message);
      expect(localizeProblem(message, english)).toBe(message);
    }
    expect(untranslated).toEqual([]);
  });

  it('uses the server words for a message the admin screens never listed', () => {
    const overlap = seasonalOverlaps([
      { prayer: 'isha', from: '06-01', to: '08-31', time: '21:30' },
      { prayer: 'isha', from: '07-01', to: '07-31', time: '22:00' },
    ]);
    const message = overlap[0]?.message;
    expect(message).toBe('07-01 to 07-31 overlaps 06-01 to 08-31 of the same prayer');
    expect(localizeProblem(message!, french)).not.toBe(message);
    expect(localizeProblem(message!, french)).toContain('07-01');
    expect(localizeProblem(message!, arabic)).not.toBe(message);
    expect(validationText(french, message!)).toBe(localizeProblem(message!, french));
  });

  it('leaves a message nobody recorded as written', () => {
    expect(localizeProblem('Something only this page says', french)).toBe('Something only this page says');
  });
});
