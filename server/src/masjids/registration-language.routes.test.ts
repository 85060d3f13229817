import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, sampleCompany, type TestContext } from '../testing/test-app.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';
import { MASJID_CONFIGURATIONS, SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';

/**
 * Issue 25, "Markets as they write": a masjid's public pages speak the language it was registered in, or
 * its country's, not English by default (docs/languages.md "Dates and clocks by country").
 */
const ADDRESSES: Record<string, { street: string; city: string; state: string; zip: string; country: string }> = {
  DE: { street: 'Kaiserstr 1', city: 'Berlin', state: '', zip: '10115', country: 'DE' },
  TR: { street: 'Eminönü', city: 'Istanbul', state: '', zip: '34110', country: 'TR' },
  FR: { street: '2bis Place du Puits de l’Ermite', city: 'Paris', state: '', zip: '75005', country: 'FR' },
  ID: { street: 'Jl. Taman Wijaya Kusuma', city: 'Jakarta', state: '', zip: '10710', country: 'ID' },
};

describe("the public pages' first language", () => {
  let t: TestContext;
  let superToken: string;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-01-15T12:00:00Z' });
    superToken = await t.superToken();
  });
  afterAll(() => t.close());

  async function register(url: string, country: string, acceptLanguage?: string) {
    const res = await t.call(
      CREATE_MASJID,
      { body: sampleCompany(`Masjid ${url}`, url, ADDRESSES[country]!) },
      { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, cookies: false },
    );
    expect(res.status, res.text).toBe(200);
    return res.json.target!.id as string;
  }

  async function language(companyId: string) {
    const res = await t.call(MASJID_CONFIGURATIONS, { params: { companyId } }, { token: superToken });
    expect(res.status, res.text).toBe(200);
    return (res.json as { name: string; value: string }[]).find((entry) => entry.name === 'language')?.value;
  }

  it('is the language the masjid was registered in', async () => {
    expect(await language(await register('turksberlin', 'DE', 'tr-TR,tr;q=0.9,en;q=0.5'))).toBe('tr');
    expect(await language(await register('banglaparis', 'FR', 'de-DE, bn;q=0.8'))).toBe('bn');
  });

  it("is the country's language when the registration named none of the eight", async () => {
    expect(await language(await register('eminonu', 'TR'))).toBe('tr');
    expect(await language(await register('grandeparis', 'FR', 'de-DE'))).toBe('fr');
    expect(await language(await register('istiqlal', 'ID'))).toBe('id');
    expect(await language(await register('berlin', 'DE'))).toBe('en');
    const springfield = await t.call(
      CREATE_MASJID,
      { body: sampleCompany('Masjid Springfield', 'springfield') },
      { cookies: false },
    );
    expect(await language(springfield.json.target!.id)).toBe('en');
  });

  it("gives way to the masjid's own choice once saved", async () => {
    const { companyId, token } = await t.registerMasjid('Masjid Choice', {
      url: 'choice',
      address: ADDRESSES.TR,
    });
    expect(await language(companyId)).toBe('tr');
    const saved = await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId }, body: { configurations: [{ name: 'language', value: 'en' }] } },
      { token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(await language(companyId)).toBe('en');
  });
});
