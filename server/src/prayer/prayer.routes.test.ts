import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import {
  CREATE_PRAYER_CONFIG,
  PRAYER_CONFIG,
  PRAYER_DAY,
  PRAYER_DAYS,
  SAVE_DST,
  SAVE_PRAYER_CONFIG,
  SAVE_PRAYER_SETTINGS,
} from '@core/http/contract/prayer.js';
import { SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;
let hidden: Awaited<ReturnType<TestContext['registerMasjid']>>;
let superToken: string;

function createBody(companyId: string, overrides: Record<string, unknown> = {}) {
  return { ...newYorkTimetable(companyId), ...overrides };
}

beforeAll(async () => {
  t = await createTestContext({ now: '2026-05-10T16:00:00Z' });
  own = await t.registerMasjid('Masjid Noor', { url: 'noor', active: true });
  other = await t.registerMasjid('Masjid Huda', { url: 'huda', active: true });
  hidden = await t.registerMasjid('Masjid Hidden', { url: 'hidden' });
  superToken = await t.superToken();
  for (const masjid of [own, other, hidden]) {
    const res = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: createBody(masjid.companyId) },
      { token: masjid.token },
    );
    expect(res.status, res.text).toBe(200);
  }
});
afterAll(() => t.close());

/** The access tables below walk several routes row by row, each with its own method, address and body. */
const WALKS_WRITES = 'the table walks four routes row by row';
const WALKS_READS = 'the table walks two day reads row by row';

describe('who may change a timetable', () => {
  const writes = () => [
    { method: 'POST', path: '/api/prayer/config/create?generateIqamah=true', body: createBody(own.companyId) },
    { method: 'GET', path: `/api/prayer/config/${own.companyId}` },
    {
      method: 'POST',
      path: `/api/prayer/config/${own.companyId}/dst`,
      body: { enable: true, automaticCalculate: true },
    },
    {
      method: 'PUT',
      path: `/api/prayer/config/${own.companyId}/settings`,
      body: { prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0] },
    },
  ];

  it('refuses anonymous callers (401) and admins of another masjid (403)', async () => {
    for (const call of writes()) {
      const anonymous = await t.raw(WALKS_WRITES, call.method, call.path, { body: call.body });
      expect(anonymous.status, `${call.method} ${call.path}`).toBe(401);
      const stranger = await t.raw(WALKS_WRITES, call.method, call.path, { body: call.body, token: other.token });
      expect(stranger.status, `${call.method} ${call.path}`).toBe(403);
    }
    const save = await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token });
    const anonymousSave = await t.call(SAVE_PRAYER_CONFIG, { body: save.json! });
    expect(anonymousSave.status).toBe(401);
    const strangerSave = await t.call(SAVE_PRAYER_CONFIG, { body: save.json! }, { token: other.token });
    expect(strangerSave.status).toBe(403);
  });

  it("lets the masjid's own admin and a super admin do each of them", async () => {
    for (const token of [own.token, superToken]) {
      for (const call of writes()) {
        const res = await t.raw(WALKS_WRITES, call.method, call.path, { body: call.body, token });
        expect(res.status, `${call.method} ${call.path} ${res.text}`).toBe(200);
      }
      const config = await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token });
      const save = await t.call(SAVE_PRAYER_CONFIG, { body: config.json! }, { token });
      expect(save.status, save.text).toBe(200);
    }
  });
});

describe('who may read a day', () => {
  const reads = (companyId: string) => [
    `/api/prayer/companyId/${companyId}/month/5/day/10`,
    `/api/prayer/companyId/${companyId}/days?count=3`,
  ];

  it('is anyone for a public masjid', async () => {
    for (const path of reads(own.companyId)) {
      for (const token of [undefined, other.token, own.token, superToken]) {
        const res = await t.raw(WALKS_READS, 'GET', path, { token });
        expect(res.status, `${path} ${res.text}`).toBe(200);
        expect(res.json.successful).toBe(true);
      }
    }
  });

  it('is only its own admins and super admins for an inactive masjid (404 for the others)', async () => {
    for (const path of reads(hidden.companyId)) {
      expect((await t.raw(WALKS_READS, 'GET', path)).status).toBe(404);
      expect((await t.raw(WALKS_READS, 'GET', path, { token: other.token })).status).toBe(404);
      expect((await t.raw(WALKS_READS, 'GET', path, { token: hidden.token })).status).toBe(200);
      expect((await t.raw(WALKS_READS, 'GET', path, { token: superToken })).status).toBe(200);
    }
  });

  it('answers 404 for an unknown masjid and a masjid without prayer times', async () => {
    expect((await t.call(PRAYER_DAY, { params: { companyId: 'nope', month: '5', day: '10' } })).status).toBe(404);
    const fresh = await t.registerMasjid('Masjid New', { url: 'newmasjid', active: true });
    const res = await t.call(PRAYER_DAYS, { params: { companyId: fresh.companyId } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Prayer times are not set up for this masjid yet.');
  });
});

describe('generating and reading', () => {
  it('answers the config with 366 days of the current year, the rules and no manual cells', async () => {
    const res = await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token });
    expect(res.status).toBe(200);
    const config = res.json;
    expect(config!.id).toEqual(expect.any(String));
    expect(config!.year).toBe(2026);
    expect(config!.prayers).toHaveLength(366);
    expect(config.prayers[0]!.date).toBe('2026-01-01');
    expect(config.prayers[59]!.date).toBe('2026-02-29');
    expect(config.prayers![130]).toMatchObject({ date: '2026-05-10' });
    for (const field of [
      'fajr',
      'fajrIqama',
      'sunrise',
      'dhuhr',
      'dhuhrIqama',
      'asr',
      'asrIqama',
      'maghrib',
      'maghribIqama',
      'isha',
      'ishaIqama',
    ]) {
      expect((config.prayers[130] as unknown as Record<string, string>)[field], field).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(config!.geoCode).toMatchObject({
      latitude: 40.7128,
      longitude: -74.006,
      timezoneId: 'America/New_York',
      timezone: -4,
      timezoneName: 'Eastern Daylight Time',
    });
    expect(config.iqamaRules!.fajr).toEqual({ minutesAfter: 20, roundTo: 5, frequency: 'weekly', fixedTime: '' });
    expect(config!.highLatitudeRule).toBe('auto');
    expect(config!.overrides).toEqual({});
  });

  it('answers an empty config, prefilled from the masjid, before the first reset', async () => {
    const fresh = await t.registerMasjid('Masjid Empty', { url: 'emptymasjid' });
    const res = await t.call(PRAYER_CONFIG, { params: { companyId: fresh.companyId } }, { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: null,
      prayers: [],
      calculationMethod: 2,
      location: '100 Main Street, Springfield, IL 62701, US',
    });
    expect(res.json!.geoCode).toMatchObject({ latitude: 39.7817, longitude: -89.6501, timezoneId: 'America/Chicago' });
  });

  it('reads one day with the Hijri date and the next iqama changes', async () => {
    const res = await t.call(PRAYER_DAY, { params: { companyId: own.companyId, month: '5', day: '10' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    const day = res.json.target;
    expect(day!.date).toBe('2026-05-10');
    expect(day!.hijriString).toBe('1447/11/23');
    expect(day!.fajrChangeDate! > '2026-05-10').toBe(true);
    expect(day!.fajrChange).toMatch(/^\d{2}:\d{2}$/);
    expect(day).toHaveProperty('ishaChange');
    expect(day).not.toHaveProperty('maghribChange');
    const next = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: day!.fajrChangeDate! },
    });
    expect(next.json.target![0]!.fajrIqama).toBe(day!.fajrChange);
  });

  it('reads up to 400 days at once, across the year end, each for its own year', async () => {
    const res = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: '2026-12-01', count: '400' },
    });
    expect(res.status).toBe(200);
    const days = res.json.target;
    expect(days).toHaveLength(400);
    expect(days![0]!.date).toBe('2026-12-01');
    expect(days![31]!.date).toBe('2027-01-01');
    expect(days![399]!.date).toBe('2028-01-04');
    const leap = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: '2028-02-28', count: '2' },
    });
    expect(leap.json.target!.map((entry: { date: string }) => entry.date)).toEqual(['2028-02-28', '2028-02-29']);
    const today = await t.call(PRAYER_DAYS, { params: { companyId: own.companyId } });
    expect(today.json.target!.map((entry: { date: string }) => entry.date)).toEqual(['2026-05-10']);
  });

  it('refuses bad day requests with a clear 400', async () => {
    for (const path of [
      `/api/prayer/companyId/${own.companyId}/month/13/day/1`,
      `/api/prayer/companyId/${own.companyId}/month/4/day/31`,
      `/api/prayer/companyId/${own.companyId}/month/2/day/29`,
      `/api/prayer/companyId/${own.companyId}/month/x/day/1`,
      `/api/prayer/companyId/${own.companyId}/days?count=401`,
      `/api/prayer/companyId/${own.companyId}/days?count=0`,
      `/api/prayer/companyId/${own.companyId}/days?count=abc`,
      `/api/prayer/companyId/${own.companyId}/days?from=2026-02-30`,
      `/api/prayer/companyId/${own.companyId}/days?from=yesterday`,
    ]) {
      const res = await t.raw('path values and queries the schemas refuse', 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toBeTruthy();
    }
    const leap = await t.call(PRAYER_DAY, { params: { companyId: own.companyId, month: '2', day: '29' } });
    expect(leap.json.message).toBe('There is no February 29 in 2026.');
  });

  it('rejects an invalid reset with field errors and changes nothing', async () => {
    const before = await t.call(PRAYER_CONFIG, { params: { companyId: other.companyId } }, { token: other.token });
    const res = await t.call(
      CREATE_PRAYER_CONFIG,
      {
        query: { generateIqamah: 'true' },
        body: createBody(other.companyId, {
          calculationMethod: 99,
          geoCode: { latitude: 95, longitude: -74, timezoneId: 'Nowhere/City' },
          prayerOffsetMinutes: ['x'],
          dst: { enable: true, automaticCalculate: false, beginMonthDate: '3/8', endMonthDate: '' },
        }),
      },
      { token: other.token },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors!).sort()).toEqual(
      [
        'calculationMethod',
        'dst.endMonthDate',
        'geoCode.latitude',
        'geoCode.timezoneId',
        'prayerOffsetMinutes.0',
      ].sort(),
    );
    const bad = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'maybe' }, body: createBody(other.companyId) },
      { token: other.token },
    );
    expect(bad.status).toBe(400);
    const malformed = await t.raw('malformed JSON', 'POST', '/api/prayer/config/create', {
      token: other.token,
      headers: { 'content-type': 'application/json' },
      body: '{"companyId":',
    });
    expect(malformed.status).toBe(400);
    const after = await t.call(PRAYER_CONFIG, { params: { companyId: other.companyId } }, { token: other.token });
    expect(after.json).toEqual(before.json);
  });

  it('ignores offsets outside -60..60 and applies the others', async () => {
    const base = (await t.call(PRAYER_CONFIG, { params: { companyId: other.companyId } }, { token: other.token })).json
      .prayers![130];
    const res = await t.call(
      SAVE_PRAYER_SETTINGS,
      { params: { companyId: other.companyId }, body: { prayerOffsetMinutes: [0, 0, 2, 90, 0, 0, -61] } },
      { token: other.token },
    );
    expect(res.status).toBe(200);
    expect(res.json.target!.prayerOffsetMinutes).toEqual([0, 0, 2, 0, 0, 0, 0]);
    const shifted = res.json.target!.prayers![130];
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(minutes(shifted!.dhuhr) - minutes(base!.dhuhr)).toBe(2);
    expect(shifted!.asr).toBe(base!.asr);
    expect(shifted!.isha).toBe(base!.isha);
  });
});

describe('editing the table', () => {
  it('keeps edited cells as manual cells, which carry into the next year', async () => {
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    config.prayers[45]!.fajr = '05:30';
    config.prayers[45]!.fajrIqama = '06:10';
    config.prayers[200]!.ishaIqama = '22:30';
    const res = await t.call(SAVE_PRAYER_CONFIG, { body: config! }, { token: own.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('Prayer times saved');
    expect(res.json.target!.overrides).toEqual({
      '02-15': { fajr: '05:30', fajrIqama: '06:10' },
      '07-19': { ishaIqama: '22:30' },
    });
    expect(res.json.target!.prayers![45]).toMatchObject({ fajr: '05:30', fajrIqama: '06:10' });

    const nextYear = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: '2027-02-14', count: '2' },
    });
    expect(nextYear.json.target![1]).toMatchObject({ date: '2027-02-15', fajr: '05:30', fajrIqama: '06:10' });
    expect(nextYear.json.target![0]!.fajr).not.toBe('05:30');

    // Saving the same table again changes nothing.
    const again = await t.call(SAVE_PRAYER_CONFIG, { body: res.json.target! }, { token: own.token });
    expect(again.json.target!.overrides).toEqual(res.json.target!.overrides);
  });

  it('names the day and column of each bad cell and stores nothing', async () => {
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    const edited = structuredClone(config);
    edited.prayers[45]!.fajrIqama = '05:00';
    edited.prayers[46]!.dhuhr = '7pm-ish';
    const res = await t.call(SAVE_PRAYER_CONFIG, { body: edited! }, { token: own.token });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      'prayers[45].fajrIqama': 'Feb 15 Fajr Iqama: must not be before Fajr azan 05:30',
      'prayers[46].dhuhr': "Feb 16 Dhuhr: must be a time like 05:40 (24-hour), not '7pm-ish'",
    });
    const short = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { ...config, prayers: config.prayers!.slice(1) } },
      { token: own.token },
    );
    expect(short.status).toBe(400);
    expect(short.json.fieldErrors!.prayers).toBe('A timetable has 366 days (29 February included); this one has 365.');
    const after = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    expect(after).toEqual(config);
  });

  it("answers 'Can not save. Invalid PrayerConfig.' without the config's id", async () => {
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;
    for (const id of [null, undefined, 'another-id']) {
      const res = await t.call(SAVE_PRAYER_CONFIG, { body: { ...config, id } }, { token: own.token });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Can not save. Invalid PrayerConfig.');
    }
    const fresh = await t.registerMasjid('Masjid Unset', { url: 'unset' });
    const unset = await t.call(
      SAVE_PRAYER_CONFIG,
      { body: { ...config, companyId: fresh.companyId } },
      { token: fresh.token },
    );
    expect(unset.json.message).toBe('Can not save. Invalid PrayerConfig.');
  });

  it('reset keeps the iqama times without generateIqamah, and regenerates them with it', async () => {
    const masjid = await t.registerMasjid('Masjid Reset', { url: 'resetmasjid', active: true });
    await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: createBody(masjid.companyId) },
      { token: masjid.token },
    );
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: masjid.companyId } }, { token: masjid.token }))
      .json;
    config.prayers[10]!.fajr = '06:00';
    config.prayers[10]!.dhuhrIqama = '13:45';
    await t.call(SAVE_PRAYER_CONFIG, { body: config! }, { token: masjid.token });

    const kept = await t.call(
      CREATE_PRAYER_CONFIG,
      {
        query: { generateIqamah: 'false' },
        body: createBody(masjid.companyId, { prayerOffsetMinutes: [3, 0, 0, 0, 0, 0, 0] }),
      },
      { token: masjid.token },
    );
    expect(kept.status).toBe(200);
    const keptDay = kept.json.target!.prayers![10];
    expect(keptDay!.fajr).not.toBe('06:00'); // manual azan cleared, as the dialog warns
    expect(keptDay!.dhuhrIqama).toBe('13:45');
    expect(kept.json.target!.prayers!.map((day: { ishaIqama: string }) => day.ishaIqama)).toEqual(
      config.prayers!.map((day: { ishaIqama: string }) => day.ishaIqama),
    );

    const regenerated = await t.call(
      CREATE_PRAYER_CONFIG,
      { query: { generateIqamah: 'true' }, body: createBody(masjid.companyId) },
      { token: masjid.token },
    );
    expect(regenerated.json.target!.overrides).toEqual({});
    expect(regenerated.json.target!.prayers[10]!.dhuhrIqama).not.toBe('13:45');
  });

  it('changes iqama rules without touching manual cells', async () => {
    const res = await t.call(
      SAVE_PRAYER_SETTINGS,
      {
        params: { companyId: own.companyId },
        body: { iqamaRules: { dhuhr: { fixedTime: '13:30' }, weekStartsOn: 5 } },
      },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target!.iqamaRules!.dhuhr).toEqual({
      minutesAfter: 15,
      roundTo: 5,
      frequency: 'weekly',
      fixedTime: '13:30',
    });
    expect(res.json.target!.iqamaRules!.weekStartsOn).toBe(5);
    expect(res.json.target!.overrides!['02-15']).toEqual({ fajr: '05:30', fajrIqama: '06:10' });
    const day = await t.call(PRAYER_DAY, { params: { companyId: own.companyId, month: '6', day: '1' } });
    expect(day.json.target!.dhuhrIqama).toBe('13:30');
    expect(day.json.target!.dhuhrChange).toBeNull();
    const bad = await t.call(
      SAVE_PRAYER_SETTINGS,
      { params: { companyId: own.companyId }, body: { iqamaRules: { dhuhr: { roundTo: 7, fixedTime: '25:00' } } } },
      { token: own.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fieldErrors!).sort()).toEqual([
      'iqamaRules.dhuhr.fixedTime',
      'iqamaRules.dhuhr.roundTo',
    ]);
    const empty = await t.call(
      SAVE_PRAYER_SETTINGS,
      { params: { companyId: own.companyId }, body: {} },
      { token: own.token },
    );
    expect(empty.status).toBe(400);
  });

  it("keeps Ramadan's own iqama rules and the high-latitude fallbacks, and refuses unknown ones", async () => {
    const path = `/api/prayer/config/${own.companyId}/settings`;
    const settings = { params: { companyId: own.companyId } };
    const res = await t.call(
      SAVE_PRAYER_SETTINGS,
      {
        ...settings,
        body: {
          highLatitudeRule: 'nearestLatitude55',
          iqamaRules: { ramadan: { isha: { minutesAfter: 45, frequency: 'daily', roundTo: 5 } } },
        },
      },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target!.highLatitudeRule).toBe('nearestLatitude55');
    expect(res.json.target!.iqamaRules.ramadan).toEqual({
      isha: { minutesAfter: 45, roundTo: 5, frequency: 'daily', fixedTime: '' },
    });
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    // 20 February 2027 is in Ramadan 1448; 5 February is not.
    const ramadan = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: '2027-02-20', count: '1' },
    });
    expect(minutes(ramadan.json.target![0]!.ishaIqama) - minutes(ramadan.json.target![0]!.isha)).toBeGreaterThanOrEqual(
      45,
    );
    const before = await t.call(PRAYER_DAYS, {
      params: { companyId: own.companyId },
      query: { from: '2027-02-05', count: '1' },
    });
    expect(minutes(before.json.target![0]!.ishaIqama) - minutes(before.json.target![0]!.isha)).toBeLessThan(45);

    const bad = await t.raw('a rule and a rounding the schema refuses', 'PUT', path, {
      token: own.token,
      body: { highLatitudeRule: 'polar', iqamaRules: { ramadan: { isha: { roundTo: 7 } } } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fieldErrors).sort()).toEqual(['highLatitudeRule', 'iqamaRules.ramadan.isha.roundTo']);
    const stranger = await t.call(
      SAVE_PRAYER_SETTINGS,
      { ...settings, body: { highLatitudeRule: 'fixedInterval' } },
      { token: other.token },
    );
    expect(stranger.status).toBe(403);

    const restored = await t.call(
      SAVE_PRAYER_SETTINGS,
      { ...settings, body: { highLatitudeRule: 'auto', iqamaRules: { ramadan: { isha: null } } } },
      { token: own.token },
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json.target!.iqamaRules.ramadan).toEqual({});
  });

  it("moves the Hijri date by the masjid's adjustment", async () => {
    const save = await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: own.companyId }, body: { configurations: [{ name: 'hijri_adjustment', value: '1' }] } },
      { token: own.token },
    );
    expect(save.status).toBe(200);
    const day = await t.call(PRAYER_DAY, { params: { companyId: own.companyId, month: '5', day: '10' } });
    expect(day.json.target!.hijriString).toBe('1447/11/24');
    await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: own.companyId }, body: { configurations: [{ name: 'hijri_adjustment', value: '0' }] } },
      { token: own.token },
    );
  });
});

describe('daylight saving settings', () => {
  it('validates the manual dates as docs/product-rules.md ("Validation") says, keyed under dst.', async () => {
    const path = `/api/prayer/config/${other.companyId}/dst`;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { enable: true, automaticCalculate: false, beginMonthDate: '13/01', endMonthDate: '11/01' },
        { 'dst.beginMonthDate': 'Use MM/DD, e.g. 03/10 (month 1-12, day 1-31)' },
      ],
      [
        { enable: true, automaticCalculate: false, beginMonthDate: '03/08', endMonthDate: '' },
        { 'dst.endMonthDate': 'Enter the end date too, or clear both dates' },
      ],
      [
        { enable: true, automaticCalculate: false, beginMonthDate: '', endMonthDate: '1/32' },
        {
          'dst.endMonthDate': 'Use MM/DD, e.g. 03/10 (month 1-12, day 1-31)',
          'dst.beginMonthDate': 'Enter the begin date too, or clear both dates',
        },
      ],
      [{ enable: 'yes', automaticCalculate: true }, { 'dst.enable': 'Choose whether daylight saving applies' }],
    ];
    for (const [body, errors] of cases) {
      const res = await t.raw('daylight saving settings the schema refuses', 'POST', path, {
        token: other.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fieldErrors).toEqual(errors);
    }
  });

  it('applies manual dates, and clears them when switched back to automatic', async () => {
    const automatic = (await t.call(PRAYER_DAY, { params: { companyId: other.companyId, month: '3', day: '10' } })).json
      .target;
    const manual = await t.call(
      SAVE_DST,
      {
        params: { companyId: other.companyId },
        body: { enable: true, automaticCalculate: false, beginMonthDate: '3/15', endMonthDate: '10/15' },
      },
      { token: other.token },
    );
    expect(manual.status).toBe(200);
    expect(manual.json).toMatchObject({
      successful: true,
      target: { enable: true, automaticCalculate: false, beginMonthDate: '03/15', endMonthDate: '10/15' },
    });
    const moved = (await t.call(PRAYER_DAY, { params: { companyId: other.companyId, month: '3', day: '10' } })).json
      .target;
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(minutes(automatic!.dhuhr) - minutes(moved!.dhuhr)).toBe(60);
    const back = await t.call(
      SAVE_DST,
      {
        params: { companyId: other.companyId },
        body: { enable: true, automaticCalculate: true, beginMonthDate: '3/15', endMonthDate: 'junk' },
      },
      { token: other.token },
    );
    expect(back.json.target).toEqual({ enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' });
    const config = (await t.call(PRAYER_CONFIG, { params: { companyId: other.companyId } }, { token: other.token }))
      .json;
    expect(config!.dst).toEqual({ enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' });
  });

  it('answers 404 for a masjid whose prayer times are not set up', async () => {
    const fresh = await t.registerMasjid('Masjid No Dst', { url: 'nodst' });
    const res = await t.call(
      SAVE_DST,
      { params: { companyId: fresh.companyId }, body: { enable: false, automaticCalculate: true } },
      { token: fresh.token },
    );
    expect(res.status).toBe(404);
  });
});

/** docs/languages.md "Server messages": the save's refusals in the requester's language, English as it was. */
describe("saving the table, in the requester's language", () => {
  const fr = { 'accept-language': 'fr' };
  const ar = { 'accept-language': 'ar' };
  const save = (body: BodyOf<typeof SAVE_PRAYER_CONFIG>, headers: Record<string, string> = {}) =>
    t.call(SAVE_PRAYER_CONFIG, { body }, { token: own.token, headers });
  const current = async () =>
    (await t.call(PRAYER_CONFIG, { params: { companyId: own.companyId } }, { token: own.token })).json;

  it('names each bad cell by its day and column with the glossary’s words, and counts them with plurals', async () => {
    const config = await current();
    const azan = config.prayers[45]!.fajr as string;
    const edited = structuredClone(config);
    edited.prayers[45]!.fajrIqama = '00:01';
    edited.prayers[46]!.dhuhr = '7pm-ish';

    const english = await save(edited);
    expect(english.status).toBe(400);
    expect(english.json.message).toBe('Please correct the 2 highlighted cells.');
    expect(english.json.fieldErrors).toEqual({
      'prayers[45].fajrIqama': `Feb 15 Fajr Iqama: must not be before Fajr azan ${azan}`,
      'prayers[46].dhuhr': "Feb 16 Dhuhr: must be a time like 05:40 (24-hour), not '7pm-ish'",
    });

    const french = await save(edited, fr);
    expect(french.status).toBe(400);
    expect(french.json.message).toBe('Veuillez corriger les 2 cellules signalées.');
    expect(french.json.fieldErrors).toEqual({
      'prayers[45].fajrIqama': `15 févr., Iqama Fajr : ne doit pas précéder l’adhan de Fajr (${azan})`,
      'prayers[46].dhuhr': "16 févr., Adhan Dhohr : doit être une heure comme 05:40 (sur 24 heures), pas '7pm-ish'",
    });

    const arabic = await save(edited, ar);
    expect(arabic.json.message).toBe('يرجى تصحيح الخليتين المظللتين.');
    expect(arabic.json.fieldErrors).toEqual({
      'prayers[45].fajrIqama': `15 فبراير، إقامة الفجر: يجب ألا يسبق أذان الفجر ${azan}`,
      'prayers[46].dhuhr': "16 فبراير، أذان الظهر: يجب أن يكون وقتًا مثل 05:40 (بنظام 24 ساعة)، لا '7pm-ish'",
    });

    edited.prayers[47]!.isha = '';
    expect((await save(edited, fr)).json.message).toBe('Veuillez corriger les 3 cellules signalées.');
    expect((await save(edited, ar)).json.message).toBe('يرجى تصحيح الخلايا الـ3 المظللة.');
    expect((await save(edited)).json.message).toBe('Please correct the 3 highlighted cells.');

    // One problem: the answer's message is that problem.
    const one = structuredClone(config);
    one.prayers[45]!.fajrIqama = '00:01';
    const single = await save(one, fr);
    expect(single.json.message).toBe(single.json.fieldErrors!['prayers[45].fajrIqama']);
    expect(await current()).toEqual(config);
  });

  it('refuses a short table and a table for another year in French and Arabic', async () => {
    const config = await current();
    const short = { ...config, prayers: config.prayers!.slice(1) };
    expect((await save(short, fr)).json.fieldErrors!.prayers).toBe(
      'Un horaire compte 366 jours (29 février compris) ; celui-ci en compte 365.',
    );
    expect((await save(short, ar)).json.message).toBe('في الجدول 366 يومًا (ومنها 29 فبراير)؛ وفي هذا الجدول 365.');

    const later = {
      ...config,
      prayers: config.prayers!.map((day: { date: string }) => ({ ...day, date: `2030${day.date.slice(4)}` })),
    };
    expect((await save(later)).json.fieldErrors).toEqual({
      'prayers[0].date': 'Jan 1 Date: the table must be for 2025, 2026 or 2027',
    });
    expect((await save(later, fr)).json.fieldErrors).toEqual({
      'prayers[0].date': '1 janv., Date : le tableau doit porter sur 2025, 2026 ou 2027',
    });
    expect((await save(later, ar)).json.fieldErrors).toEqual({
      'prayers[0].date': '1 يناير، التاريخ: يجب أن يكون الجدول لسنة 2025 أو 2026 أو 2027',
    });
    expect(await current()).toEqual(config);
  });
});
