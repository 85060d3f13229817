/**
 * What a new masjid's timetable starts with, from its country (docs/calculation-methods.md): the method of the
 * authority followed there and the Asr its masjids pray. A Karachi masjid that accepts the suggested settings
 * must get the Hanafi Asr Pakistani boards show, not the Shafii one 45 minutes earlier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMasjid } from '@core/testing/sample-masjid.js';
import { parseTimeOfDay } from '@core/time/zone.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CREATE_USER } from '@core/http/contract/users.js';
import { PRAYER_CONFIG, CREATE_PRAYER_CONFIG, PRAYER_DAY } from '@core/http/contract/prayer.js';
import { CREATE_MASJID } from '@core/http/contract/masjids.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ now: '2026-11-28T06:00:00Z' });
});
afterAll(() => t.close());

const KARACHI = {
  street: 'M.A. Jinnah Road',
  city: 'Karachi',
  state: 'Sindh',
  zip: '74000',
  country: 'PK',
  latitude: 24.8607,
  longitude: 67.0011,
};

/** An address as the registration takes it. */
type Address = typeof KARACHI;

async function registerIn(name: string, url: string, address: Address) {
  const masjid = await t.call(CREATE_MASJID, { body: sampleMasjid(name, url, address) });
  expect(masjid.status, masjid.text).toBe(200);
  const companyId = masjid.json.target!.id as string;
  const email = `admin@${url}.org`;
  const user = await t.call(CREATE_USER, {
    params: { companyId },
    body: { firstName: 'Amina', lastName: 'Yusuf', email, password: 'salaam-2026' },
  });
  expect(user.status, user.text).toBe(200);
  await t.confirmEmail(user.json.target!.id as string);
  return { companyId, token: await t.login(email, 'salaam-2026') };
}

describe("a new masjid's suggested method and Asr", () => {
  it('is Karachi with the Hanafi Asr in Pakistan, and accepting it gives the Asr of Pakistani boards', async () => {
    const { companyId, token } = await registerIn('Jamia Masjid Karachi', 'jamiakarachi', KARACHI);
    const empty = await t.call(PRAYER_CONFIG, { params: { companyId } }, { token });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json).toMatchObject({ id: null, calculationMethod: 1, asrJuristicMethod: 1 });

    // The Reset dialog sends what it was given (the admin accepts the suggestion).
    const created = await t.call(
      CREATE_PRAYER_CONFIG,
      {
        query: { generateIqamah: 'true' },
        body: {
          companyId,
          location: empty.json!.location,
          calculationMethod: empty.json!.calculationMethod,
          asrJuristicMethod: empty.json!.asrJuristicMethod,
          geoCode: empty.json!.geoCode!,
        },
      },
      { token },
    );
    expect(created.status, created.text).toBe(200);
    const day = await t.call(PRAYER_DAY, { params: { companyId, month: '11', day: '28' } }, { token });
    expect(day.status, day.text).toBe(200);
    // Pakistani boards for Karachi in late November: Asr (Hanafi) at 16:06; the Shafii Asr is at 15:22.
    const asr = parseTimeOfDay(day.json.target!.asr as string)!;
    expect(Math.abs(asr - parseTimeOfDay('16:06')!), day.json.target!.asr).toBeLessThanOrEqual(1);
  });

  it("fills in the Asr of the masjid's country when a create call leaves it out", async () => {
    const { companyId, token } = await registerIn('Masjid Lahore', 'masjidlahore', {
      ...KARACHI,
      city: 'Lahore',
      state: 'Punjab',
      zip: '54000',
      latitude: 31.5204,
      longitude: 74.3587,
    });
    const empty = await t.call(PRAYER_CONFIG, { params: { companyId } }, { token });
    const created = await t.call(
      CREATE_PRAYER_CONFIG,
      {
        query: { generateIqamah: 'true' },
        body: { companyId, location: empty.json!.location, calculationMethod: 1, geoCode: empty.json!.geoCode! },
      },
      { token },
    );
    expect(created.status, created.text).toBe(200);
    expect(created.json.target!.asrJuristicMethod).toBe(1);
  });

  it('keeps the Shafii Asr where masjids pray it, and the national authority where there is one', async () => {
    const cases = [
      [
        'Masjid Kuala Lumpur',
        'masjidkl',
        {
          street: 'Jalan Perdana',
          city: 'Kuala Lumpur',
          state: 'Wilayah Persekutuan',
          zip: '50480',
          country: 'MY',
          latitude: 3.1412,
          longitude: 101.6865,
        },
        7,
        0,
      ],
      [
        'Masjid Istanbul',
        'masjidist',
        {
          street: 'Fatih',
          city: 'Istanbul',
          state: 'İstanbul',
          zip: '34000',
          country: 'TR',
          latitude: 41.0082,
          longitude: 28.9784,
        },
        10,
        0,
      ],
    ] as const;
    for (const [name, url, address, method, asr] of cases) {
      const { companyId, token } = await registerIn(name, url, address);
      const empty = await t.call(PRAYER_CONFIG, { params: { companyId } }, { token });
      expect(empty.json, name).toMatchObject({ calculationMethod: method, asrJuristicMethod: asr });
    }
  });
});
