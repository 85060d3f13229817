import { expect } from 'vitest';
import { createPrayerConfigSchema } from '@core/prayer/prayer.schema.js';
import { createPrayerConfig } from '../prayer/prayer.service.js';
import type { TestContext } from './test-app.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

/** Gives a masjid a timetable computed for Chicago (ISNA), as route tests of public reads need one. */
export async function giveChicagoTimetable(t: TestContext, companyId: string) {
  const input = createPrayerConfigSchema.parse({
    companyId,
    location: 'Chicago, IL',
    calculationMethod: 2,
    geoCode: {
      latitude: 41.8781,
      longitude: -87.6298,
      timezone: -5,
      timezoneId: 'America/Chicago',
      timezoneName: 'Central Daylight Time',
    },
  });
  await createPrayerConfig(t.deps, input, true);
}

/** Saves the masjid's content with one fund of this name and nothing else, through the API. */
export async function saveOneFund(
  t: TestContext,
  masjid: { companyId: string; url: string; token: string },
  name: string,
) {
  const current = await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, { token: masjid.token });
  const res = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: masjid.companyId,
        version: current.json.version!,
        customConfigurations: [],
        funds: [{ name, goal: 100, current: 1, pledge: 0, endDate: null, enabled: true }],
        expenses: [],
        expenseSheets: [],
        jummahs: [],
        announcements: [],
        reminders: [],
      },
    },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
}
