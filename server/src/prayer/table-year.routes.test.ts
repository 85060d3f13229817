import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { NO_LOCATION } from './prayer.service.js';
import {
  CREATE_PRAYER_CONFIG,
  PRAYER_CONFIG,
  SAVE_PRAYER_CONFIG,
  SAVE_PRAYER_SETTINGS,
} from '@core/http/contract/prayer.js';
import { EXPORT_PRAYERS, VALIDATE_IMPORT } from '@core/http/contract/bulk.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';
import { CREATE_USER } from '@core/http/contract/users.js';

/** docs/prayer-table.md "Next year's table" and docs/volunteer.md "Upload before generating". */
let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;

function csvFile(text: string, name = 'own-table.csv', year?: number) {
  const form = new FormData();
  form.append('file', new File([text], name, { type: 'text/csv' }));
  if (year !== undefined) form.append('year', String(year));
  return form;
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-10-15T16:00:00Z' });
  own = await t.registerMasjid('Masjid Noor', { url: 'noor', active: true });
  const res = await t.call(
    CREATE_PRAYER_CONFIG,
    {
      query: { generateIqamah: 'true' },
      body: {
        companyId: own.companyId,
        location: 'Chicago, IL',
        calculationMethod: 2,
        asrJuristicMethod: 0,
        geoCode: { latitude: 41.8781, longitude: -87.6298, timezoneId: 'America/Chicago' },
      },
    },
    { token: own.token },
  );
  expect(res.status, res.text).toBe(200);
});
afterAll(() => t.close());

describe("next year's table", () => {
  it('is closed in October, with the date it opens', async () => {
    t.clock.set('2026-10-15T16:00:00Z');
    const res = await t.call(
      PRAYER_CONFIG,
      { params: { companyId: own.companyId }, query: { year: '2027' } },
      { token: own.token },
    );
    expect(res.status).toBe(400);
    expect(res.json!.message).toBe('The 2027 table opens on 1 November 2026.');
    expect(
      (
        await t.call(
          EXPORT_PRAYERS,
          { params: { companyId: own.companyId }, query: { year: '2027' } },
          { token: own.token },
        )
      ).status,
    ).toBe(400);
  });

  it('opens in November: shown, exported and saved for 2027', async () => {
    t.clock.set('2026-11-23T16:00:00Z');
    own.token = await t.login(own.email, PASSWORD);
    const res = await t.call(
      PRAYER_CONFIG,
      { params: { companyId: own.companyId }, query: { year: '2027' } },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json!.year).toBe(2027);
    expect(res.json.prayers[0]!.date).toBe('2027-01-01');
    expect(res.json!.prayers).toHaveLength(366);

    const file = await t.call(
      EXPORT_PRAYERS,
      { params: { companyId: own.companyId }, query: { year: '2027' } },
      { token: own.token },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="prayer-times-noor-2027.csv"');
    const lines = file.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(366);
    expect(lines[1]).toMatch(/^2027-01-01,/);

    const prayers = res.json.prayers!.map((day) => (day.date === '2027-01-05' ? { ...day, ishaIqama: '20:15' } : day));
    const saved = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { id: res.json!.id, companyId: own.companyId, prayers } },
      { token: own.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.year).toBe(2027);
    expect(saved.json.target!.prayers![4]).toMatchObject({ date: '2027-01-05', ishaIqama: '20:15' });
  });

  it('reads an uploaded file as next year when asked', async () => {
    const exported = await t.call(
      EXPORT_PRAYERS,
      { params: { companyId: own.companyId }, query: { year: '2027' } },
      { token: own.token },
    );
    const read = await t.call(
      VALIDATE_IMPORT,
      { body: csvFile(exported.text, 'next.csv', 2027) },
      { token: own.token },
    );
    expect(read.status, read.text).toBe(200);
    expect(read.json.target![0]!.date).toBe('2027-01-01');
    const refused = await t.call(
      VALIDATE_IMPORT,
      { body: csvFile(exported.text, 'next.csv', 2029) },
      { token: own.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Only the table of 2026 or 2027 can be opened now.');
  });

  it('refuses other years', async () => {
    const res = await t.call(
      PRAYER_CONFIG,
      { params: { companyId: own.companyId }, query: { year: '2025' } },
      { token: own.token },
    );
    expect(res.status).toBe(400);
    expect(
      (
        await t.call(
          PRAYER_CONFIG,
          { params: { companyId: own.companyId }, query: { year: 'next' } },
          { token: own.token },
        )
      ).status,
    ).toBe(400);
  });
});

describe('upload before generating', () => {
  it('saves an imported table as the first timetable, at the masjid address', async () => {
    t.clock.set('2026-11-23T16:00:00Z');
    const exported = await t.call(EXPORT_PRAYERS, { params: { companyId: own.companyId } }, { token: own.token });
    const fresh = await t.registerMasjid('Masjid Own Table', { url: 'owntable' });
    const empty = await t.call(PRAYER_CONFIG, { params: { companyId: fresh.companyId } }, { token: fresh.token });
    expect(empty.json!.id).toBeNull();

    const ownText = exported.text.replace(/^(2026-03-10,(?:[^,]*,){10})[^,\r\n]*/m, '$1' + '21:05');
    const read = await t.call(VALIDATE_IMPORT, { body: csvFile(ownText) }, { token: fresh.token });
    expect(read.status, read.text).toBe(200);
    const saved = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { id: null, companyId: fresh.companyId, prayers: read.json.target! } },
      { token: fresh.token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.id).toEqual(expect.any(String));
    expect(saved.json.target!.geoCode!.timezoneId).toBe('America/Chicago');
    expect(saved.json.target!.prayers.find((day: { date: string }) => day.date === '2026-03-10')!.ishaIqama).toBe(
      '21:05',
    );

    // Once it has a timetable, a save without its id is refused as before.
    const again = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { id: null, companyId: fresh.companyId, prayers: read.json.target! } },
      { token: fresh.token },
    );
    expect(again.status).toBe(400);
  });

  it("needs the masjid's map position", async () => {
    const masjid = await t.call(CREATE_MASJID, {
      body: {
        name: 'Masjid Nowhere',
        url: 'nowhere',
        website: '',
        address: { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
      },
    });
    expect(masjid.status, masjid.text).toBe(200);
    const companyId = masjid.json.target!.id as string;
    const user = await t.call(CREATE_USER, {
      params: { companyId },
      body: { firstName: 'A', lastName: 'B', email: 'a@nowhere.org', password: 'salaam-2026' },
    });
    await t.confirmEmail(user.json.target!.id);
    const token = await t.login('a@nowhere.org', 'salaam-2026');
    const config = await t.call(PRAYER_CONFIG, { params: { companyId } }, { token });
    expect(config.json!.geoCode).toBeNull();
    const exported = await t.call(EXPORT_PRAYERS, { params: { companyId: own.companyId } }, { token: own.token });
    const read = await t.call(VALIDATE_IMPORT, { body: csvFile(exported.text) }, { token });
    const saved = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { id: null, companyId, prayers: read.json.target! } },
      { token },
    );
    expect(saved.status).toBe(400);
    expect(saved.json.message).toBe(NO_LOCATION);
  });
});

describe('seasonal iqama', () => {
  it('is stored with the iqama rules and applied by the generated table; a bad list changes nothing', async () => {
    t.clock.set('2026-11-23T16:00:00Z');
    const token = await t.login(own.email, PASSWORD);
    const seasonal = [{ prayer: 'isha' as const, from: '11-01', to: '02-28', time: '19:00' }];
    const saved = await t.call(
      SAVE_PRAYER_SETTINGS,
      { params: { companyId: own.companyId }, body: { iqamaRules: { seasonal } } },
      { token },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.target!.iqamaRules!.seasonal).toEqual(seasonal);
    const days = saved.json.target!.prayers as Array<{ date: string; ishaIqama: string }>;
    expect(days.find((entry) => entry.date === '2026-12-10')!.ishaIqama).toBe('19:00');
    expect(days.find((entry) => entry.date === '2026-10-10')!.ishaIqama).not.toBe('19:00');
    const next = await t.call(
      PRAYER_CONFIG,
      { params: { companyId: own.companyId }, query: { year: '2027' } },
      { token },
    );
    expect(next.json.prayers.find((entry: { date: string }) => entry.date === '2027-01-20')!.ishaIqama).toBe('19:00');

    const overlapping = await t.call(
      SAVE_PRAYER_SETTINGS,
      {
        params: { companyId: own.companyId },
        body: {
          iqamaRules: {
            seasonal: [...seasonal, { prayer: 'isha' as const, from: '02-01', to: '03-31', time: '19:30' }],
          },
        },
      },
      { token },
    );
    expect(overlapping.status).toBe(400);
    expect(Object.values(overlapping.json.fieldErrors!)).toContain(
      '02-01 to 03-31 overlaps 11-01 to 02-28 of the same prayer',
    );
    const after = await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token });
    expect(after.json.iqamaRules!.seasonal).toEqual(seasonal);
  });
});
