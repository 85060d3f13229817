import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { DASHBOARD_BY_URL, DASHBOARD_BY_ID } from '@core/http/contract/public-reads.js';
import { MASJID_HISTORY } from '@core/http/contract/history.js';
import { ADHKAR, SAVE_ADHKAR } from '@core/http/contract/adhkar.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-23T12:00:00Z' });
  own = await t.registerMasjid('Masjid Adhkar Own', { url: 'adhkarown', active: true });
  other = await t.registerMasjid('Masjid Adhkar Other', { url: 'adhkarother', active: true });
});
afterAll(() => t.close());

const body = (version: number): BodyOf<typeof SAVE_ADHKAR> => ({
  version,
  enabled: true,
  items: { istighfar: true, salam: false, tasbih: true, ayatAlKursi: true },
  takbirCount: 34,
  own: [{ text: 'سُبْحَانَ اللَّهِ وَبِحَمْدِهِ', translation: 'Glory be to Allah and His is the praise' }],
});

describe('GET and PUT /api/companies/{companyId}/adhkar', () => {
  it('answers the standard adhkar before the first save, and the dashboard carries them with Ayat al-Kursi', async () => {
    const res = await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      companyId: own.companyId,
      enabled: true,
      items: { istighfar: true, salam: true, tasbih: true, ayatAlKursi: true },
      takbirCount: 33,
      own: [],
      version: 0,
      updatedAt: null,
    });
    const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'adhkarown' } })).json;
    expect(dashboard.adhkar!.settings!.enabled).toBe(true);
    const verse = dashboard.adhkar!.ayatAlKursi;
    expect(verse!.reference).toBe('2:255');
    expect(verse!.arabic).toBe(dashboard.ayatAlKursi!.ayaDetail.ayas[0]!.lineString);
    expect(Object.keys(verse!.translations).sort()).toEqual(['bn', 'en', 'fr', 'id', 'tr', 'ur']);
    expect(verse!.translations.tr!.text).toMatch(/^Allah, O'ndan başka tanrı/);
    expect(verse!.translations.en!.name).toBe('Saheeh International');
    // Widgets read the light answer: no adhkar in it.
    expect(
      (await t.call(DASHBOARD_BY_ID, { params: { companyId: own.companyId }, query: { lite: 'true' } })).json.adhkar,
    ).toBeUndefined();
  });

  it('saves, shows the setting on the public dashboard and records the change', async () => {
    const saved = await t.call(
      SAVE_ADHKAR,
      { params: { companyId: own.companyId }, body: body(0) },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target).toMatchObject({ version: 1, takbirCount: 34, items: { salam: false } });
    const dashboard = (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'adhkarown' } })).json;
    const { version: _version, ...settings } = body(0);
    expect(dashboard.adhkar!.settings).toEqual(settings);
    const history = await t.call(
      MASJID_HISTORY,
      { params: { companyId: own.companyId }, query: { entity: 'content' } },
      { token: own.token },
    );
    expect(history.json.entries.map((entry: { summary: string }) => entry.summary).join('\n')).toContain(
      'Saved the after-prayer adhkar',
    );
  });

  it('refuses a save based on an older version (409) and changes nothing', async () => {
    const stale = await t.call(
      SAVE_ADHKAR,
      { params: { companyId: own.companyId }, body: { ...body(0), enabled: false } },
      { token: own.token },
    );
    expect(stale.status).toBe(409);
    expect((await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: own.token })).json.enabled).toBe(
      true,
    );
  });

  it('answers field errors keyed by list and index, and saves nothing', async () => {
    const res = await t.raw('invalid fields, on purpose', 'PUT', `/api/companies/${own.companyId}/adhkar`, {
      token: own.token,
      body: { ...body(1), takbirCount: 100, own: [{ text: ' ', translation: '' }, { text: 'x'.repeat(301) }] },
    });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.json.fieldErrors).sort()).toEqual(['own[0].text', 'own[1].text', 'takbirCount']);
    expect(res.json.fieldErrors['own[0].text']).toBe('Write a text or remove it');
    const unknown = await t.raw(
      'a field the schema does not know, on purpose',
      'PUT',
      `/api/companies/${own.companyId}/adhkar`,
      {
        token: own.token,
        body: { ...body(1), colour: 1 },
      },
    );
    expect(unknown.status).toBe(400);
    expect((await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: own.token })).json.version).toBe(1);
  });

  it("keeps masjids apart: another masjid's admin can neither read nor write, and anonymous must sign in", async () => {
    expect((await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: other.token })).status).toBe(403);
    expect(
      (await t.call(SAVE_ADHKAR, { params: { companyId: own.companyId }, body: body(1) }, { token: other.token }))
        .status,
    ).toBe(403);
    expect((await t.call(ADHKAR, { params: { companyId: own.companyId } })).status).toBe(401);
    expect((await t.call(SAVE_ADHKAR, { params: { companyId: own.companyId }, body: body(1) })).status).toBe(401);
    // The other masjid's own save does not touch this one.
    const theirs = await t.call(
      SAVE_ADHKAR,
      { params: { companyId: other.companyId }, body: { version: 0, enabled: false } },
      { token: other.token },
    );
    expect(theirs.status, theirs.text).toBe(200);
    expect((await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: own.token })).json).toMatchObject({
      enabled: true,
      version: 1,
    });
    expect(
      (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'adhkarother' } })).json.adhkar!.settings.enabled,
    ).toBe(false);
    expect(
      (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'adhkarown' } })).json.adhkar!.settings.enabled,
    ).toBe(true);
  });

  it('lets a super admin read any masjid, and answers 404 for one that does not exist', async () => {
    const superToken = await t.superToken();
    expect((await t.call(ADHKAR, { params: { companyId: own.companyId } }, { token: superToken })).status).toBe(200);
    expect((await t.call(ADHKAR, { params: { companyId: 'no-such-masjid' } }, { token: superToken })).status).toBe(404);
  });
});
