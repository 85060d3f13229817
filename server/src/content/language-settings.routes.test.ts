/**
 * The masjid's language settings (docs/languages.md#the-masjids-language) are saved with its content like
 * every configuration, refused by the server when wrong, and reach the public reads that pages use.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { DASHBOARD_BY_URL, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';

let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-15T12:00:00Z' });
  masjid = await t.registerMasjid('Masjid Lughat', { url: 'lughat', active: true });
  const setup = await t.call(
    CREATE_PRAYER_CONFIG,
    {
      query: { generateIqamah: 'true' },
      body: {
        companyId: masjid.companyId,
        location: 'Houston, TX',
        calculationMethod: 2,
        geoCode: { latitude: 29.76, longitude: -95.37, timezoneId: 'America/Chicago' },
      },
    },
    { token: masjid.token },
  );
  expect(setup.status, setup.text).toBe(200);
});
afterAll(() => t.close());

it('refuses an unknown language, second language or digits value with a message on the field, and saves nothing', async () => {
  const res = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: masjid.companyId,
        version: 0,
        customConfigurations: [
          { name: 'language', value: 'de' },
          { name: 'second_language', value: 'ar' },
          { name: 'native_digits', value: 'maybe' },
        ],
      },
    },
    { token: masjid.token },
  );
  expect(res.status).toBe(400);
  expect(res.json.fieldErrors!['customConfigurations[0].value']).toMatch(
    /^Must be one of en, ar, ur, fr, tr, id, ms, bn/,
  );
  expect(res.json.fieldErrors!['customConfigurations[2].value']).toBe('Must be one of 0, 1');
  const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'lughat' } });
  expect(read.status, read.text).toBe(200);
  expect(read.json.customConfigurations).not.toContainEqual({
    name: 'language',
    value: 'de',
  });
});

it('saves Urdu with Arabic as the second language and its own digits; the calendar and the dashboard read them', async () => {
  const res = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: masjid.companyId,
        version: 0,
        customConfigurations: [
          { name: 'language', value: 'ur' },
          { name: 'second_language', value: 'ar' },
          { name: 'native_digits', value: '1' },
        ],
      },
    },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
  const calendar = await t.call(CALENDAR, {
    params: { url: 'lughat', type: 'gregorian', year: '2026' },
    query: { month: '5' },
  });
  // With the masjid's country, for its dates and clock (docs/languages.md "Dates and clocks by country").
  expect(calendar.json.target!.language).toEqual({
    language: 'ur',
    secondLanguage: 'ar',
    nativeDigits: true,
    country: 'US',
  });
  const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'lughat' }, query: { days: '2' } });
  expect(dashboard.status, dashboard.text).toBe(200);
  expect(dashboard.json.customConfigurations).toEqual(
    expect.arrayContaining([
      { name: 'language', value: 'ur' },
      { name: 'second_language', value: 'ar' },
      { name: 'native_digits', value: '1' },
    ]),
  );
});
