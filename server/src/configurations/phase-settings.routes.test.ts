/**
 * The prayer-hall phase settings (docs/phases.md, "Settings"): saved with the masjid's configuration from the
 * Configuration tab, refused when out of range on both routes that write configurations, read by the
 * dashboard with Ayat al-Kursi for the after-prayer card, and written only by the masjid's own admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { PUBLIC_CONTENT, DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-15T12:00:00Z' });
});
afterAll(() => t.close());

const SETTINGS = {
  azanMinutes: 3,
  afterPrayerMinutes: 7,
  prayers: { isha: { minutes: 12, mode: 'clock' }, jumuah: { minutes: 45, mode: 'black' } },
  afterPrayerTexts: ['SubhanAllah 33 times\nAlhamdulillah 33 times'],
};

async function contentOf(url: string, token: string) {
  const res = await t.call(PUBLIC_CONTENT, { params: { companyUrl: url } }, { token });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

function phasesOf(configurations: Array<{ name: string; value: string }>) {
  return configurations.find((entry) => entry.name === 'prayer_phases')?.value;
}

describe('prayer hall phase settings', () => {
  it('start empty (the defaults), save from the Configuration tab and reach the dashboard with Ayat al-Kursi', async () => {
    const masjid = await t.registerMasjid('Masjid Phases', { url: 'masjidphases', active: true });
    const before = await contentOf(masjid.url, masjid.token);
    expect(phasesOf(before.customConfigurations)).toBe('');

    const value = JSON.stringify(SETTINGS);
    const saved = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: masjid.companyId,
          version: before.version!,
          customConfigurations: [{ name: 'prayer_phases', value }],
        },
      },
      { token: masjid.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(phasesOf(saved.json.target!.customConfigurations)).toBe(value);
    // The other settings keep their values.
    expect(saved.json.target!.customConfigurations).toContainEqual({ name: 'clock_type', value: '1' });

    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: masjid.url } });
    expect(dashboard.status).toBe(200);
    expect(JSON.parse(phasesOf(dashboard.json.customConfigurations)!)).toEqual(SETTINGS);
    expect(dashboard.json.ayatAlKursi!.reference).toBe('Quran 2:255');
    expect(dashboard.json.ayatAlKursi!.ayaDetail.translations[0]!.lineString).toMatch(
      /^Allah - there is no deity except Him/,
    );
    expect(dashboard.json.ayatAlKursi!.ayaDetail!.ayas).toEqual([
      { ayaNumber: 255, lineString: expect.stringMatching(/^[\u0600-\u06FF\s\u08D0-\u08FF]+$/) },
    ]);
    // Widgets (lite) do not download it.
    expect(
      (await t.call(DASHBOARD_BY_URL, { params: { companyUrl: masjid.url }, query: { lite: 'true' } })).json
        .ayatAlKursi ?? null,
    ).toBeNull();
  });

  it.each([
    ['an azan card of 20 minutes', { azanMinutes: 20 }, 'azanMinutes: Must be at most 15 minutes'],
    [
      'a negative prayer duration',
      { prayers: { fajr: { minutes: -1 } } },
      'prayers.fajr.minutes: Must not be negative',
    ],
    [
      'an unknown dark-screen mode',
      { prayers: { maghrib: { mode: 'dim' } } },
      'prayers.maghrib.mode: Must be one of black, clock, off',
    ],
    ['a typo in a field name', { afterPrayerMinute: 5 }, 'afterPrayerMinute: Unknown setting'],
    [
      'an after-prayer text of 301 characters',
      { afterPrayerTexts: ['x'.repeat(301)] },
      'afterPrayerTexts.0: Must be at most 300 characters',
    ],
  ])('refuses %s on the Configuration tab and changes nothing', async (_, settings, message) => {
    const masjid = await t.registerMasjid(`Masjid Refused ${message.length}`, {
      url: `refused${message.length}${Object.keys(settings)[0]!.length}`,
    });
    const before = await contentOf(masjid.url, masjid.token);
    const res = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: masjid.companyId,
          version: before.version!,
          customConfigurations: [{ name: 'prayer_phases', value: JSON.stringify(settings) }],
        },
      },
      { token: masjid.token },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors!['customConfigurations[0].value']).toBe(message);
    const after = await contentOf(masjid.url, masjid.token);
    expect(phasesOf(after.customConfigurations)).toBe('');
    expect(after.version).toBe(before.version);
  });

  it('refuses a value that is not JSON on the configurations route too, and accepts the settings there', async () => {
    const masjid = await t.registerMasjid('Masjid Config Route', { url: 'masjidconfigroute' });
    const bad = await t.call(
      SAVE_CONFIGURATIONS,
      {
        params: { companyId: masjid.companyId },
        body: { configurations: [{ name: 'prayer_phases', value: '{azan: 2' }] },
      },
      { token: masjid.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ 'configurations.prayer_phases': 'Phase settings must be JSON' });
    const good = await t.call(
      SAVE_CONFIGURATIONS,
      {
        params: { companyId: masjid.companyId },
        body: { configurations: [{ name: 'prayer_phases', value: '{"afterPrayerMinutes":0}' }] },
      },
      { token: masjid.token },
    );
    expect(good.status, good.text).toBe(200);
    expect(good.json.target).toContainEqual({ name: 'prayer_phases', value: '{"afterPrayerMinutes":0}' });
  });

  it("another masjid's admin cannot change them", async () => {
    const owner = await t.registerMasjid('Masjid Owner Phases', { url: 'ownerphases' });
    const other = await t.registerMasjid('Masjid Other Phases', { url: 'otherphases' });
    const before = await contentOf(owner.url, owner.token);
    const viaContent = await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: owner.companyId,
          version: before.version!,
          customConfigurations: [{ name: 'prayer_phases', value: '{"azanMinutes":0}' }],
        },
      },
      { token: other.token },
    );
    expect([403, 404]).toContain(viaContent.status);
    const viaConfigurations = await t.call(
      SAVE_CONFIGURATIONS,
      {
        params: { companyId: owner.companyId },
        body: { configurations: [{ name: 'prayer_phases', value: '{"azanMinutes":0}' }] },
      },
      { token: other.token },
    );
    expect([403, 404]).toContain(viaConfigurations.status);
    expect(phasesOf((await contentOf(owner.url, owner.token)).customConfigurations)).toBe('');
  });
});
