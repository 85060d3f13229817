import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLine } from '@core/masjid/address-line.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { GEOCODE } from '@core/http/contract/geocode.js';
import { MASJID } from '@core/http/contract/masjids.js';

/**
 * Issue 25, "Wrong today" 1: a foreign five-digit postcode was read as a US ZIP. The Reset Prayers dialog
 * asks with the masjid's address as the registration wrote it ("street, city, zip, COUNTRY"); the server
 * knows the signed-in admin's masjid and its country (docs/volunteer.md "Locations").
 */
/** The geocode call's input: the location as typed, and the dialog's country hint when it gives one. */
const lookup = (location: string, country?: string) => ({ query: { location, country } });

interface Masjid {
  name: string;
  url: string;
  address: { street: string; city: string; state: string; zip: string; country: string };
  /** The city the answer must name and its zone. */
  city: string;
  zone: string;
}

/** Real addresses of masjids (the street is the masjid's or a street of its quarter), with the postcode of that quarter. */
const MASJIDS: Masjid[] = [
  {
    name: 'Masjid Istiqlal',
    url: 'istiqlal',
    address: { street: 'Jl. Taman Wijaya Kusuma', city: 'Jakarta', state: '', zip: '10710', country: 'ID' },
    city: 'Jakarta',
    zone: 'Asia/Jakarta',
  },
  {
    name: 'Masjid Berlin Mitte',
    url: 'berlinmitte',
    address: { street: 'Kaiserstr 1', city: 'Berlin', state: '', zip: '10115', country: 'DE' },
    city: 'Berlin',
    zone: 'Europe/Berlin',
  },
  {
    name: 'Moschea di Milano',
    url: 'milano',
    address: { street: 'Via Padova 144', city: 'Milano', state: '', zip: '20132', country: 'IT' },
    city: 'Milan',
    zone: 'Europe/Rome',
  },
  {
    name: 'Masjid Raya Bandung',
    url: 'bandung',
    address: { street: 'Jl. Dalem Kaum 14', city: 'Bandung', state: '', zip: '40115', country: 'ID' },
    city: 'Bandung',
    zone: 'Asia/Jakarta',
  },
  {
    name: 'Mosquee Hassan II',
    url: 'hassan',
    address: {
      street: 'Bd Sidi Mohammed Ben Abdallah',
      city: 'Casablanca',
      state: '',
      zip: '20250',
      country: 'MA',
    },
    city: 'Casablanca',
    zone: 'Africa/Casablanca',
  },
];

describe("geocoding in the masjid's country (offline gazetteer)", () => {
  let t: TestContext;
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  let usToken: string;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-01-15T12:00:00Z' });
    for (const masjid of MASJIDS) {
      const registered = await t.registerMasjid(masjid.name, { url: masjid.url, address: masjid.address });
      tokens.set(masjid.url, registered.token);
      ids.set(masjid.url, registered.companyId);
    }
    usToken = (await t.registerMasjid('Masjid Springfield', { url: 'springfield' })).token;
  });
  afterAll(() => t.close());

  it('finds each masjid, registered through the API with its real address, inside its own country', async () => {
    const wrong: string[] = [];
    for (const masjid of MASJIDS) {
      const token = tokens.get(masjid.url)!;
      // What the dialog offers: the registered address with its country, as the profile answers it.
      const profile = await t.call(MASJID, { params: { id: ids.get(masjid.url)! } }, { token });
      const prefilled = addressLine(profile.json.address, 'always');
      expect(prefilled).toBe(
        `${masjid.address.street}, ${masjid.address.city}, ${masjid.address.zip}, ${masjid.address.country}`,
      );
      // Without the dialog's hint too: the server knows the signed-in admin's masjid.
      for (const input of [lookup(prefilled), lookup(prefilled, masjid.address.country)]) {
        const res = await t.call(GEOCODE, input, { token });
        const target = res.json.target!;
        const found = res.json.successful
          ? `${target.label} ${target.timezoneId} ${target.country} ${target.outsideMasjidCountry}`
          : 'refused';
        const expected = `${masjid.city}, `;
        if (!found.startsWith(expected) || !found.includes(` ${masjid.zone} ${masjid.address.country} false`))
          wrong.push(`${prefilled} -> ${found}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads the issue's texts in the masjid's country, never as a US ZIP", async () => {
    const cases: Array<[masjid: string, text: string, label: string, zone: string]> = [
      ['istiqlal', 'Jl. Taman Wijaya Kusuma, Jakarta, 10710, ID', 'Jakarta, Indonesia', 'Asia/Jakarta'],
      ['berlinmitte', 'Kaiserstr 1, Berlin, 10115, DE', 'Berlin, Germany', 'Europe/Berlin'],
      ['milano', 'Via Padova 144, Milano, 20132, IT', 'Milan, Italy', 'Europe/Rome'],
      ['bandung', 'Jl. Dalem Kaum 14, Bandung, 40115, ID', 'Bandung, Indonesia', 'Asia/Jakarta'],
      ['hassan', 'Bd Sidi Mohammed Ben Abdallah, Casablanca, 20250, MA', 'Casablanca, Morocco', 'Africa/Casablanca'],
    ];
    for (const [masjid, text, label, zone] of cases) {
      const res = await t.call(GEOCODE, lookup(text), { token: tokens.get(masjid)! });
      expect(res.json.successful, text).toBe(true);
      expect(res.json.target!.label, text).toBe(label);
      expect(res.json.target!.timezoneId, text).toBe(zone);
      expect(res.json.target!.label, text).not.toMatch(/Yonkers|, US$/);
    }
  });

  it('lets a country named in the text win over a US ZIP, whatever the masjid', async () => {
    // A US masjid's admin typing a German address: Berlin, marked as outside the masjid's country.
    const res = await t.call(GEOCODE, lookup('Kaiserstr 1, Berlin, 10115, Germany'), { token: usToken });
    expect(res.json.target).toMatchObject({
      label: 'Berlin, Germany',
      timezoneId: 'Europe/Berlin',
      country: 'DE',
      outsideMasjidCountry: true,
    });
    // And the US masjid's own ZIP stays a US ZIP, inside its country.
    const home = await t.call(GEOCODE, lookup('100 Main Street, Springfield, IL, 62701, US'), { token: usToken });
    expect(home.json.target).toMatchObject({
      timezoneId: 'America/Chicago',
      country: 'US',
      outsideMasjidCountry: false,
    });
  });

  it("marks a place outside the masjid's country, and never offers a US ZIP for a bare foreign postcode", async () => {
    const berlin = tokens.get('berlinmitte')!;
    const paris = await t.call(GEOCODE, lookup('Paris, France'), { token: berlin });
    expect(paris.json.target).toMatchObject({
      label: 'Paris, France',
      country: 'FR',
      outsideMasjidCountry: true,
      masjidCountry: 'DE',
    });
    const bare = await t.call(GEOCODE, lookup('10115'), { token: berlin });
    expect(bare.json.successful).toBe(false);
    expect(bare.json.message).toContain("'Berlin, Germany'");
    // A city alone is read in the masjid's country first ('Hamburg' is also a town in New York).
    const hamburg = await t.call(GEOCODE, lookup('Hamburg'), { token: berlin });
    expect(hamburg.json.target).toMatchObject({ timezoneId: 'Europe/Berlin', country: 'DE' });
  });
});

describe("an online geocoder (GEOCODER_URL) is asked within the masjid's country", () => {
  let server: http.Server;
  let base: string;
  const seen: URL[] = [];
  /** What the fake service answers: a place in the country asked for, or (a careless service) New York. */
  let answer: 'asked-country' | 'new-york' = 'asked-country';
  const PLACES: Record<string, { lat: string; lon: string; display_name: string }> = {
    de: { lat: '52.5321', lon: '13.3849', display_name: 'Kaiserstraße 1, Mitte, Berlin, 10115, Deutschland' },
    id: { lat: '-6.1702', lon: '106.8310', display_name: 'Masjid Istiqlal, Jakarta Pusat, 10710, Indonesia' },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push(url);
      const country = url.searchParams.get('countrycodes') ?? '';
      const place =
        answer === 'new-york'
          ? { lat: '40.8111', lon: '-73.9642', display_name: 'New York, NY 10115, United States', cc: 'us' }
          : PLACES[country] && { ...PLACES[country], cc: country };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          place
            ? [
                {
                  lat: place.lat,
                  lon: place.lon,
                  display_name: place.display_name,
                  address: { country_code: place.cc },
                },
              ]
            : [],
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("sends countrycodes= with the masjid's country, or the country the text names", async () => {
    const t = await createTestContext({ now: '2026-01-15T12:00:00Z', config: { geocoderUrl: base } });
    try {
      const berlin = (await t.registerMasjid('Masjid Berlin', { url: 'berlin', address: MASJIDS[1]!.address })).token;
      const jakarta = (await t.registerMasjid('Masjid Jakarta', { url: 'jakarta', address: MASJIDS[0]!.address }))
        .token;
      const us = (await t.registerMasjid('Masjid Springfield', { url: 'springfield' })).token;

      answer = 'asked-country';
      const de = await t.call(GEOCODE, lookup('Kaiserstr 1, Berlin, 10115, DE'), { token: berlin });
      expect(seen.at(-1)!.searchParams.get('countrycodes')).toBe('de');
      expect(de.json.target).toMatchObject({ timezoneId: 'Europe/Berlin', country: 'DE', outsideMasjidCountry: false });

      const id = await t.call(GEOCODE, lookup('Jl. Taman Wijaya Kusuma, Jakarta, 10710, ID'), { token: jakarta });
      expect(seen.at(-1)!.searchParams.get('countrycodes')).toBe('id');
      expect(id.json.target).toMatchObject({ timezoneId: 'Asia/Jakarta', country: 'ID', outsideMasjidCountry: false });

      // A US masjid's admin naming Germany: asked in Germany, and marked as outside the masjid's country.
      const named = await t.call(GEOCODE, lookup('Kaiserstr 1, Berlin, 10115, Germany'), { token: us });
      expect(seen.at(-1)!.searchParams.get('countrycodes')).toBe('de');
      expect(named.json.target).toMatchObject({ timezoneId: 'Europe/Berlin', outsideMasjidCountry: true });

      // A service that ignores countrycodes and answers New York is not believed: the offline answer stands.
      answer = 'new-york';
      const careless = await t.call(GEOCODE, lookup('Kaiserstr 1, Berlin, 10115, DE'), { token: berlin });
      expect(careless.json.target).toMatchObject({ label: 'Berlin, Germany', timezoneId: 'Europe/Berlin' });
    } finally {
      await t.close();
    }
  }, 120_000); // three registrations (a slow password hash each) and a first gazetteer load, on a shared machine
});
