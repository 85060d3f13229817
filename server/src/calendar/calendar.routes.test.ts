import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';
import { SAVE_OCCASIONS } from '@core/http/contract/occasions.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let hidden: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

async function setUp(masjid: { token: string; companyId: string }) {
  const res = await t.call(
    CREATE_PRAYER_CONFIG,
    {
      query: { generateIqamah: 'true' },
      body: {
        companyId: masjid.companyId,
        location: 'Houston, TX',
        calculationMethod: 2,
        geoCode: { latitude: 29.7604, longitude: -95.3698, timezoneId: 'America/Chicago' },
      },
    },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  own = await t.registerMasjid('Masjid Calendar', { url: 'calendarmasjid', active: true });
  hidden = await t.registerMasjid('Masjid Quiet', { url: 'quiet' });
  other = await t.registerMasjid('Masjid Other', { url: 'othermasjid', active: true });
  await setUp(own);
  await setUp(hidden);
});
afterAll(() => t.close());

describe('Salah calendar', () => {
  it('lists the twelve Gregorian months of a year with the Hijri date of each day', async () => {
    const res = await t.call(CALENDAR, { params: { url: 'calendarmasjid', type: 'gregorian', year: '2027' } });
    expect(res.status).toBe(200);
    const { company: masjid, monthPrayers } = res.json.target!;
    expect(masjid).toMatchObject({ id: own.companyId, name: 'Masjid Calendar', url: 'calendarmasjid' });
    expect(monthPrayers).toHaveLength(12);
    expect(monthPrayers.map((month: { monthName: string }) => month.monthName)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(monthPrayers.map((month: { prayers: unknown[] }) => month.prayers.length)).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    const firstOfMarch = monthPrayers[2]!.prayers[0];
    expect(firstOfMarch).toMatchObject({
      date: '2027-03-01',
      hijriString: expect.stringMatching(/^1448\/\d{1,2}\/\d{1,2}$/),
    });
    expect(firstOfMarch!.fajrChangeDate! >= '2027-03-01').toBe(true);
  });

  it('gives one month when asked, February 29 included in a leap year', async () => {
    const res = await t.call(CALENDAR, {
      params: { url: 'CalendarMasjid', type: 'gregorian', year: '2028' },
      query: { month: '2' },
    });
    expect(res.json.target!.monthPrayers).toHaveLength(1);
    expect(res.json.target!.monthPrayers![0]).toMatchObject({ month: 2, monthName: 'February', year: 2028 });
    expect(res.json.target!.monthPrayers[0]!.prayers.at(-1)!.date).toBe('2028-02-29');
    const all = await t.call(CALENDAR, {
      params: { url: 'calendarmasjid', type: 'gregorian', year: '2028' },
      query: { month: '0' },
    });
    expect(all.json.target!.monthPrayers).toHaveLength(12);
  });

  it('lists Hijri months of a Hijri year with every Gregorian day in them', async () => {
    const res = await t.call(CALENDAR, {
      params: { url: 'calendarmasjid', type: 'hijri', year: '1447' },
      query: { month: '9' },
    });
    expect(res.status).toBe(200);
    const [ramadan] = res.json.target!.monthPrayers;
    expect(ramadan).toMatchObject({ month: 9, monthName: 'Ramadan', year: 1447 });
    expect(ramadan!.prayers![0]).toMatchObject({ date: '2026-02-18', hijriString: '1447/9/1' });
    expect([29, 30]).toContain(ramadan!.prayers!.length);
    expect(ramadan!.prayers.at(-1)!.hijriString).toBe(`1447/9/${ramadan!.prayers!.length}`);

    const year = await t.call(CALENDAR, { params: { url: 'calendarmasjid', type: 'hijri', year: '1447' } });
    const months = year.json.target!.monthPrayers;
    expect(months.map((month: { monthName: string }) => month.monthName)[0]).toBe('Muharram');
    expect(months[11]!.monthName).toBe('Dhu Al-Hijjah');
    const days = months.reduce((sum: number, month: { prayers: unknown[] }) => sum + month.prayers.length, 0);
    expect(days).toBeGreaterThanOrEqual(354);
    expect(days).toBeLessThanOrEqual(355);
    expect(months[0]!.prayers[0]!.date).toBe('2025-06-26');
  });

  it("follows the masjid's Hijri adjustment", async () => {
    await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: own.companyId }, body: { configurations: [{ name: 'hijri_adjustment', value: '-1' }] } },
      { token: own.token },
    );
    const res = await t.call(CALENDAR, {
      params: { url: 'calendarmasjid', type: 'hijri', year: '1447' },
      query: { month: '9' },
    });
    expect(res.json.target!.monthPrayers[0]!.prayers[0]).toMatchObject({
      date: '2026-02-19',
      hijriString: '1447/9/1',
    });
    await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: own.companyId }, body: { configurations: [{ name: 'hijri_adjustment', value: '0' }] } },
      { token: own.token },
    );
  });

  it("says what Fridays show: the Jumu'ah sessions, or the Jum'ah text without them", async () => {
    const may = { params: { url: 'calendarmasjid', type: 'gregorian', year: 2026 }, query: { month: 5 } };
    const before = (await t.call(CALENDAR, may)).json.target!;
    expect(before.jumuah).toEqual({ sessions: [], text: '' });
    expect(before.timeZone).toBe('America/Chicago');
    const saved = await t.call(
      SAVE_OCCASIONS,
      {
        params: { companyId: own.companyId },
        body: {
          version: 0,
          jumuahSessions: [{ khutbah: '12:30', salah: '13:00', language: 'English' }],
          eidPrayers: [],
          ramadan: { enabled: true, suhoorMinutesBeforeFajr: 10, taraweehTime: '' },
        },
      },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await t.call(CALENDAR, may)).json.target!.jumuah).toEqual({
      sessions: [{ khutbah: '12:30', salah: '13:00', language: 'English' }],
      text: '',
    });
  });

  it('is public for a public masjid; an inactive one only for its own admins and super admins', async () => {
    const may = (url: string) => ({ params: { url, type: 'gregorian', year: 2026 }, query: { month: 5 } });
    const superToken = await t.superToken();
    for (const token of [undefined, other.token, own.token, superToken])
      expect((await t.call(CALENDAR, may('calendarmasjid'), { token })).status).toBe(200);
    expect((await t.call(CALENDAR, may('quiet'))).status).toBe(404);
    expect((await t.call(CALENDAR, may('quiet'), { token: other.token })).status).toBe(404);
    expect((await t.call(CALENDAR, may('quiet'), { token: hidden.token })).status).toBe(200);
    expect((await t.call(CALENDAR, may('quiet'), { token: superToken })).status).toBe(200);
    expect((await t.call(CALENDAR, may('nosuchmasjid'))).status).toBe(404);
    const notSetUp = await t.call(CALENDAR, may('othermasjid'));
    expect(notSetUp.status).toBe(404);
    expect(notSetUp.json.message).toBe('Prayer times are not set up for this masjid yet.');
  });

  it('refuses a bad type, year or month with a clear 400', async () => {
    for (const path of [
      '/api/calendar/companyUrl/calendarmasjid/type/julian/year/2026',
      '/api/calendar/companyUrl/calendarmasjid/type/gregorian/year/1800',
      '/api/calendar/companyUrl/calendarmasjid/type/gregorian/year/twenty',
      '/api/calendar/companyUrl/calendarmasjid/type/hijri/year/2026',
      '/api/calendar/companyUrl/calendarmasjid/type/gregorian/year/2026?month=13',
      '/api/calendar/companyUrl/calendarmasjid/type/gregorian/year/2026?month=may',
    ]) {
      const res = await t.raw('a type, year or month the schemas refuse', 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toBeTruthy();
    }
  });
});
