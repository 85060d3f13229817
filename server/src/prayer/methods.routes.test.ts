/**
 * GET /api/prayer/methods (docs/calculation-methods.md): the method list and the suggestion for a country, in
 * the requester's language; and each national authority's method measured through the API: a masjid's
 * timetable created with the method suggested for that country (POST /api/prayer/config/create) against the
 * authority's published table (the same tables as core's authority-tables.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodList } from '@core/prayer/method-list.js';
import { AUTHORITY_TABLES } from '@core/prayer/__fixtures__/authority-tables.js';
import { londonMoonsighting2025, melakaJakim2026 } from '@core/prayer/__fixtures__/reference-tables.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { parseTimeOfDay } from '@core/time/zone.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_PRAYER_CONFIG, PRAYER_DAYS, PRAYER_METHODS } from '@core/http/contract/prayer.js';

let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-28T06:00:00Z' });
  masjid = await t.registerMasjid('Masjid Methods', { url: 'methods' });
});
afterAll(() => t.close());

async function methods(country?: string, language?: string) {
  const res = await t.call(
    PRAYER_METHODS,
    { query: { country } },
    {
      headers: language ? { 'Accept-Language': language } : {},
      cookies: false,
    },
  );
  return res;
}

describe('GET /api/prayer/methods', () => {
  it("names each method in the reader's language where it has its own name, else its usual one", async () => {
    const name = async (language: string, id: number) =>
      ((await methods(undefined, language)).json as MethodList).methods.find((method) => method.id === id)!.name;
    expect(await name('en', 3)).toBe('Muslim World League');
    expect(await name('fr', 3)).toBe('Ligue islamique mondiale');
    expect(await name('ar', 4)).toBe('جامعة أم القرى، مكة المكرمة');
    expect(await name('tr', 10)).toBe('Diyanet (Türkiye)');
    expect(await name('tr', 16)).toBe('Fas');
    // Without a name of its own in that language: the usual one.
    expect(await name('ms', 17)).toBe('Algeria');
    expect(await name('fr', 15)).toBe('Moonsighting Committee');
  });

  it('lists every method with its authority, angles and countries, and suggests Karachi with the Hanafi Asr in Pakistan', async () => {
    const res = await methods('pk');
    expect(res.status, res.text).toBe(200);
    const body = res.json as MethodList;
    expect(body.suggested).toEqual({
      calculationMethod: 1,
      asrJuristicMethod: 1,
      askAsr: false,
      askMethod: false,
      commonMethods: [],
    });
    expect(body.methods.map((method) => method.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 19 }, (_, index) => index),
    );
    const byId = new Map(body.methods.map((method) => [method.id, method]));
    expect(byId.get(7)).toMatchObject({
      authority: 'Jabatan Kemajuan Islam Malaysia (JAKIM)',
      fajrAngle: 18,
      ishaAngle: 18,
      countries: ['MY'],
    });
    expect(byId.get(13)).toMatchObject({ name: 'Qatar', fajrAngle: 18, ishaAngle: 0, ishaMinutes: 90 });
    expect(byId.get(10)!.minutes).toMatchObject({ sunrise: -7, dhuhr: 5 });
    expect(byId.get(15)!.alsoIn).toEqual(['GB', 'US', 'CA']);
    expect(byId.get(7)!.notes).toContain('Malaysia');
    expect(byId.get(7)!.notes).toContain('2190 of 2190');
    expect(byId.get(12)!.notes).toContain('No published table');
  });

  it("asks for the Asr in the UK and North America, and suggests the country's authority elsewhere", async () => {
    expect((await methods('GB')).json.suggested).toEqual({
      calculationMethod: 3,
      asrJuristicMethod: 0,
      askAsr: true,
      askMethod: true,
      commonMethods: [15, 3, 1, 2],
    });
    expect((await methods('US')).json.suggested).toEqual({
      calculationMethod: 2,
      asrJuristicMethod: 0,
      askAsr: true,
      askMethod: true,
      commonMethods: [2, 15, 3, 1, 5],
    });
    expect((await methods('TR')).json.suggested).toEqual({
      calculationMethod: 10,
      asrJuristicMethod: 0,
      askAsr: false,
      askMethod: false,
      commonMethods: [],
    });
    expect((await methods('FR')).json.suggested.calculationMethod).toBe(14);
    expect((await methods()).json.suggested).toEqual({
      calculationMethod: 3,
      asrJuristicMethod: 0,
      askAsr: false,
      askMethod: false,
      commonMethods: [],
    });
  });

  it("writes the notes in the requester's language", async () => {
    const french = (await methods('MY', 'fr-FR,fr;q=0.9')).json as MethodList;
    const jakim = french.methods.find((method) => method.id === 7)!;
    expect(jakim.notes).toContain('Malaisie');
    expect(jakim.notes).toContain('Comparée au tableau');
    const turkish = (await methods('TR', 'tr')).json as MethodList;
    expect(turkish.methods.find((method) => method.id === 10)!.notes).toContain('Güneş −7');
  });

  it("refuses a country that is not a two-letter code of the list, in the requester's language", async () => {
    for (const country of ['ZZ', 'USA', '12']) {
      const res = await methods(country);
      expect(res.status, country).toBe(400);
      expect(res.json.message).toBe('Country must be a two-letter country code such as PK or GB');
    }
    const french = await methods('ZZ', 'fr');
    expect(french.json.message).toBe('Le pays doit être un code à deux lettres, par exemple PK ou GB');
  });
});

const COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

interface Table {
  id: string;
  latitude: number;
  longitude: number;
  timezone: string;
  days: readonly (readonly string[])[];
}

/** A timetable created through the API for the table's place, its days read back and compared cell by cell. */
async function throughTheApi(table: Table, calculationMethod: number, asrJuristicMethod: 0 | 1) {
  const created = await t.call(
    CREATE_PRAYER_CONFIG,
    {
      query: { generateIqamah: 'true' },
      body: {
        companyId: masjid.companyId,
        location: table.id,
        calculationMethod,
        asrJuristicMethod,
        geoCode: { latitude: table.latitude, longitude: table.longitude, timezoneId: table.timezone },
      },
    },
    { token: masjid.token },
  );
  expect(created.status, created.text).toBe(200);
  const res = await t.call(
    PRAYER_DAYS,
    { params: { companyId: masjid.companyId }, query: { from: table.days[0]![0], count: spanOf(table.days) } },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
  const days = new Map((res.json.target as DayPrayerView[]).map((day) => [day.date, day]));
  const outside: string[] = [];
  let cells = 0;
  for (const row of table.days) {
    const day = days.get(row[0]!)!;
    COLUMNS.forEach((column, index) => {
      cells += 1;
      if (Math.abs(parseTimeOfDay(day[column])! - parseTimeOfDay(row[index + 1]!)!) > 1)
        outside.push(`${row[0]} ${column} ${row[index + 1]} -> ${day[column]}`);
    });
  }
  return { cells, within: cells - outside.length, outside };
}

/** Days from the table's first date to its last: some tables give the 1st and 15th of each month. */
function spanOf(days: readonly (readonly string[])[]): number {
  return (Date.parse(days.at(-1)![0]!) - Date.parse(days[0]![0]!)) / 86_400_000 + 1;
}

describe('national methods through the API, against their authorities', () => {
  it("JAKIM's Melaka 2026 year: every time within a minute with the method suggested for Malaysia", async () => {
    const { suggested } = (await methods('MY')).json as MethodList;
    const result = await throughTheApi(melakaJakim2026, suggested.calculationMethod, suggested.asrJuristicMethod);
    expect(result.outside).toEqual([]);
    expect(result.cells).toBe(365 * 6);
  });

  for (const table of AUTHORITY_TABLES) {
    // Each table 95%, each authority's tables together 99% (core's authority-tables.test.ts).
    it(`${table.id}: at least 95% within a minute with the method suggested for ${table.country}`, async () => {
      const { suggested } = (await methods(table.country)).json as MethodList;
      const result = await throughTheApi(table, suggested.calculationMethod, suggested.asrJuristicMethod);
      expect(result.within / result.cells, result.outside.slice(0, 5).join('; ')).toBeGreaterThanOrEqual(0.95);
    });
  }

  it("moonsighting.com's London 2025 year with the Moonsighting Committee method a UK masjid may choose", async () => {
    const list = (await methods('GB')).json as MethodList;
    const committee = list.methods.find(
      (method) => method.alsoIn.includes('GB') && method.name === 'Moonsighting Committee',
    )!;
    const result = await throughTheApi(londonMoonsighting2025, committee.id, 1);
    expect(result.within / result.cells, result.outside.slice(0, 5).join('; ')).toBeGreaterThanOrEqual(0.99);
  });
});
