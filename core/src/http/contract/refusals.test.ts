import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/catalog-types.js';
import serverEn from '../../i18n/compiled/en/server.js';
import serverFr from '../../i18n/compiled/fr/server.js';
import { translatorFor } from '../../i18n/translator.js';
import { codeOf } from '../../validation/coded-message.js';
import { CALENDAR } from './calendar.js';
import { checkEndpointInput } from './endpoint.js';
import { MASJID_HISTORY } from './history.js';
import { PRAYER_DAY } from './prayer.js';
import * as refusals from './refusals.js';

const english = translatorFor('en', serverEn);
const french = translatorFor('fr', serverFr);

/** The refusal in a language, through the key it recorded. */
function inLanguage(translator: typeof english, message: string): string {
  const code = codeOf(message);
  if (!code) throw new Error(`No key recorded for: ${message}`);
  return translator.t(code.key as MessageKey, code.values as Record<string, string>);
}

const failure = (result: ReturnType<typeof checkEndpointInput>) => (result.ok ? 'ok' : result.message);

describe("the contract's refusals", () => {
  const every = [
    refusals.wholeNumberRefusal('year', 1900, 2200),
    refusals.wholeNumberRefusal('Query parameter days', 1, 400),
    refusals.wholeNumberRefusal('Month', 1, 12),
    refusals.wholeNumberRefusal('Day', 1, 31),
    refusals.trueOrFalseRefusal('active'),
    refusals.CALENDAR_TYPE_REFUSAL,
    refusals.calendarYearRefusal(1343, 1500, 'hijri'),
    refusals.CALENDAR_MONTH_REFUSAL,
    refusals.HISTORY_CURSOR_REFUSAL,
    refusals.historyEntityRefusal(['timetable', 'content']),
    refusals.FROM_DATE_REFUSAL,
    refusals.DATE_QUERY_REFUSAL,
    refusals.noFebruary29Refusal(2027),
  ];

  it('keep the English the routes have always answered, equal to the English catalog', () => {
    expect(every).toContain('year must be a whole number from 1900 to 2200.');
    expect(every).toContain('Query parameter active must be true or false.');
    expect(every).toContain('There is no February 29 in 2027.');
    for (const message of every) expect(inLanguage(english, message)).toBe(message);
  });

  it('are recorded when a request is refused, so the server can answer them in French', () => {
    const day = failure(checkEndpointInput(PRAYER_DAY, { companyId: 'c', month: '13', day: '1' }, {}));
    expect(inLanguage(french, day)).toBe('Le mois doit être un nombre entier de 1 à 12.');
    const calendar = failure(checkEndpointInput(CALENDAR, { url: 'u', type: 'gregorian', year: '1800' }, {}));
    expect(inLanguage(french, calendar)).toBe(
      "L'année doit être comprise entre 1900 et 2200 pour un calendrier gregorian.",
    );
    const entity = failure(checkEndpointInput(MASJID_HISTORY, { companyId: 'c' }, { entity: 'nope' }));
    expect(inLanguage(french, entity)).toMatch(/^entity doit être une ou plusieurs valeurs parmi timetable, /);
  });
});
