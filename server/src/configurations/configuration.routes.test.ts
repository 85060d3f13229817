import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import {
  CONFIGURATION_DEFINITIONS,
  MASJID_CONFIGURATIONS,
  SAVE_CONFIGURATIONS,
} from '@core/http/contract/configurations.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('configuration definitions', () => {
  it('lists every setting a dashboard and a screen read, with defaults and descriptions', async () => {
    const res = await t.call(CONFIGURATION_DEFINITIONS, {});
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.json.map((d: { name: string }) => [d.name, d]));
    expect(Object.keys(byName)).toEqual([
      'clock_type',
      'jumah_prayer',
      'time_format',
      'hijri_adjustment',
      'dashboard_theme',
      'prayer_phases',
      'max_offline_days',
      // The back row (docs/hall-screen.md).
      'large_type',
      'term_dhuhr',
      'term_sunrise',
      'term_jumuah',
      'term_iqama',
      'hijri_at_maghrib',
      'screen_qr',
      'donation_url',
      'chime_fajr',
      'chime_dhuhr',
      'chime_asr',
      'chime_maghrib',
      'chime_isha',
      'chime_before_iqama',
      'chime_volume',
      // Languages of the public pages (docs/languages.md).
      'language',
      'second_language',
      'native_digits',
      // Weather in the dashboard's header (docs/weather.md).
      'weather',
      'weather_unit',
    ]);
    expect(byName.language).toMatchObject({
      defaultValue: 'en',
      description: expect.stringContaining('ar = العربية (Arabic)'),
    });
    expect(byName.clock_type).toMatchObject({ defaultValue: '1', description: expect.stringContaining('2 = digital') });
    expect(byName.dashboard_theme).toMatchObject({
      label: 'Dashboard theme',
      defaultValue: 'light',
      description: expect.stringContaining('high-contrast'),
    });
    expect(byName.max_offline_days).toMatchObject({
      defaultValue: '3',
      description: expect.stringContaining("'Times may be out of date'"),
    });
    for (const definition of res.json)
      expect(Object.keys(definition).sort()).toEqual(['defaultValue', 'description', 'label', 'name']);
  });

  it('saves the new settings and refuses values outside their range', async () => {
    const masjid = await t.registerMasjid('Masjid Settings', { url: 'masjidsettings' });
    const defaults = await t.call(
      MASJID_CONFIGURATIONS,
      { params: { companyId: masjid.companyId } },
      { token: masjid.token },
    );
    expect(defaults.json).toContainEqual({ name: 'dashboard_theme', value: 'light' });
    expect(defaults.json).toContainEqual({ name: 'max_offline_days', value: '3' });

    const bad = await t.call(
      SAVE_CONFIGURATIONS,
      {
        params: { companyId: masjid.companyId },
        body: {
          configurations: [
            { name: 'dashboard_theme', value: 'neon' },
            { name: 'max_offline_days', value: '0' },
          ],
        },
      },
      { token: masjid.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({
      'configurations.dashboard_theme': 'Must be one of light, dark, high-contrast',
      'configurations.max_offline_days': 'Must be a whole number from 1 to 30',
    });

    const good = await t.call(
      SAVE_CONFIGURATIONS,
      {
        params: { companyId: masjid.companyId },
        body: {
          configurations: [
            { name: 'dashboard_theme', value: 'high-contrast' },
            { name: 'max_offline_days', value: '7' },
          ],
        },
      },
      { token: masjid.token },
    );
    expect(good.status).toBe(200);
    const saved = await t.call(
      MASJID_CONFIGURATIONS,
      { params: { companyId: masjid.companyId } },
      { token: masjid.token },
    );
    expect(saved.json).toContainEqual({ name: 'dashboard_theme', value: 'high-contrast' });
    expect(saved.json).toContainEqual({ name: 'max_offline_days', value: '7' });
    expect(saved.json).toContainEqual({ name: 'clock_type', value: '1' });
  });
});
