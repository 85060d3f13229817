import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { SAVE_MY_LANGUAGE } from '@core/http/contract/account.js';
import { SET_USER_ACTIVE } from '@core/http/contract/users.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';

let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
beforeAll(async () => {
  t = await createTestContext();
  masjid = await t.registerMasjid('Masjid Requete', { url: 'requete', email: 'imam@requete.org', active: true });
});
afterAll(() => t.close());

/** docs/api.md "The contract" and docs/languages.md "Server messages": a path or query refusal in the requester's language. */
describe("the contract's refusals", () => {
  it('answer a user whose saved language is French in French, with the status as before', async () => {
    const saved = await t.call(SAVE_MY_LANGUAGE, { body: { language: 'fr' } }, { token: masjid.token });
    expect(saved.status).toBe(200);

    const active = await t.call(
      SET_USER_ACTIVE,
      { params: { id: masjid.userId }, query: { active: 'yes' } },
      { token: masjid.token },
    );
    expect(active.status).toBe(400);
    expect(active.json).toEqual({
      successful: false,
      code: 'BAD_REQUEST',
      message: 'Le paramètre de requête active doit valoir true ou false.',
      fieldErrors: {},
    });

    const limit = await t.call(
      MASJID_HISTORY,
      { params: { companyId: masjid.companyId }, query: { limit: '0' } },
      { token: masjid.token },
    );
    expect(limit.status).toBe(400);
    expect(limit.json.message).toBe('limit doit être un nombre entier de 1 à 100.');
  });

  it('answer a visitor in the language their Accept-Language names, and English word for word without one', async () => {
    const days = (headers?: Record<string, string>) =>
      t.call(
        DASHBOARD_BY_URL,
        { params: { companyUrl: masjid.url }, query: { days: '0' } },
        { headers, cookies: false },
      );
    const french = await days({ 'accept-language': 'fr-FR' });
    expect(french.status).toBe(400);
    expect(french.json.message).toBe('Le paramètre de requête days doit être un nombre entier de 1 à 400.');

    const english = await days();
    expect(english.status).toBe(400);
    expect(english.json.message).toBe('Query parameter days must be a whole number from 1 to 400.');

    const calendar = await t.call(
      CALENDAR,
      { params: { url: masjid.url, type: 'julian', year: '2026' } },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(calendar.status).toBe(400);
    expect(calendar.json.message).toBe("Le type de calendrier doit être 'gregorian' ou 'hijri'.");
  });
});
