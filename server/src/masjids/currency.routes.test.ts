import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sampleCompany, type TestContext } from '../testing/test-app.js';
import { MASJID, UPDATE_MASJID } from '@core/http/contract/masjids.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';

const LEEDS = { street: '1 High St', city: 'Leeds', state: '', zip: 'LS1 1AA', country: 'GB' };

describe('a masjid currency (docs/volunteer.md "Currency")', () => {
  let t: TestContext;
  let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
    masjid = await t.registerMasjid('Masjid Money', { url: 'money', active: true });
  });
  afterAll(() => t.close());

  const profile = async () =>
    (await t.call(MASJID, { params: { id: masjid.companyId } }, { token: masjid.token })).json;
  const save = (body: Record<string, unknown>) =>
    t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: { ...sampleCompany('Masjid Money', 'money'), ...body } },
      { token: masjid.token },
    );

  it('follows the country until one is chosen', async () => {
    expect(await profile()).toMatchObject({ currency: 'USD', currencyChosen: false });
    expect((await save({ address: LEEDS })).status).toBe(200);
    expect(await profile()).toMatchObject({ currency: 'GBP', currencyChosen: false });
  });

  it('keeps a chosen code, also through an edit that leaves it out, and goes back to the default with an empty one', async () => {
    const chosen = await save({ address: LEEDS, currency: 'eur' });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json.target).toMatchObject({ currency: 'EUR', currencyChosen: true });
    expect((await save({ address: LEEDS, name: 'Masjid Money' })).status).toBe(200);
    expect((await profile()).currency).toBe('EUR');
    // The public content (dashboard, expenses frame, widgets) carries it.
    expect((await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'money' } })).json.company!.currency).toBe('EUR');
    await save({ address: LEEDS, currency: '' });
    expect(await profile()).toMatchObject({ currency: 'GBP', currencyChosen: false });
  });

  it('refuses a code that is not a currency, saying what is expected, and changes nothing', async () => {
    const refused = await save({ address: LEEDS, currency: 'POUNDS' });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({
      'company.currency': 'Choose a currency from the list (a three-letter ISO 4217 code such as GBP)',
    });
    expect((await save({ address: LEEDS, currency: 'XXX' })).status).toBe(400);
    // Fund codes and units of account are not on the form's list, and the server agrees.
    for (const code of ['BOV', 'CLF', 'USN', 'UYI'])
      expect((await save({ address: LEEDS, currency: code })).status).toBe(400);
    expect((await profile()).currency).toBe('GBP');
  });
});
