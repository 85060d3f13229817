import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { GEOCODE } from '@core/http/contract/geocode.js';
import { parseLocation } from './parse-location.js';

/** The geocode call's input: the location as typed. */
const lookup = (location: string) => ({ query: { location } });

describe('offline geocoding', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext({ now: '2026-01-15T12:00:00Z' });
    token = (await t.registerMasjid('Masjid Geo', { url: 'geo' })).token;
  });
  afterAll(() => t.close());

  it('is for signed-in users only', async () => {
    expect((await t.call(GEOCODE, lookup('62701'))).status).toBe(401);
    expect((await t.call(GEOCODE, lookup('62701'), { token: await t.superToken() })).status).toBe(200);
  });

  it('finds a US ZIP, a city and state, a full address and coordinates, with the IANA zone', async () => {
    const cases: [string, { latitude: number; longitude: number; timezoneId: string; label?: string }][] = [
      [
        '62701',
        { latitude: 39.8, longitude: -89.65, timezoneId: 'America/Chicago', label: 'Springfield, IL 62701, US' },
      ],
      [
        'Springfield, IL',
        { latitude: 39.8, longitude: -89.64, timezoneId: 'America/Chicago', label: 'Springfield, IL, US' },
      ],
      ['Dearborn, Michigan', { latitude: 42.32, longitude: -83.18, timezoneId: 'America/Detroit' }],
      [
        '1600 Pennsylvania Ave NW, Washington, DC 20500',
        { latitude: 38.89, longitude: -77.04, timezoneId: 'America/New_York' },
      ],
      ['12345 Main St, Springfield, IL', { latitude: 39.8, longitude: -89.64, timezoneId: 'America/Chicago' }],
      ['Hamlin, NY', { latitude: 43.3, longitude: -77.92, timezoneId: 'America/New_York' }],
      [
        'London, UK',
        { latitude: 51.51, longitude: -0.13, timezoneId: 'Europe/London', label: 'London, United Kingdom' },
      ],
      ['London, Canada', { latitude: 42.98, longitude: -81.23, timezoneId: 'America/Toronto' }],
      ['Makkah, Saudi Arabia', { latitude: 21.43, longitude: 39.83, timezoneId: 'Asia/Riyadh' }],
      ['Tromso, Norway', { latitude: 69.65, longitude: 18.96, timezoneId: 'Europe/Oslo' }],
      ['Kuala Lumpur, Malaysia', { latitude: 3.14, longitude: 101.69, timezoneId: 'Asia/Kuala_Lumpur' }],
      ['40.7128, -74.0060', { latitude: 40.7128, longitude: -74.006, timezoneId: 'America/New_York' }],
      ['-33.8688 151.2093', { latitude: -33.8688, longitude: 151.2093, timezoneId: 'Australia/Sydney' }],
    ];
    for (const [location, expected] of cases) {
      const res = await t.call(GEOCODE, lookup(location), { token });
      expect(res.status, location).toBe(200);
      expect(res.json.successful, location).toBe(true);
      const geo = res.json.target!;
      expect(geo.latitude, location).toBeCloseTo(expected.latitude, 1);
      expect(geo.longitude, location).toBeCloseTo(expected.longitude, 1);
      expect(geo.timezoneId, location).toBe(expected.timezoneId);
      if (expected.label) expect(geo.label, location).toBe(expected.label);
    }
  });

  it('gives the current offset and name of the zone', async () => {
    const res = await t.call(GEOCODE, lookup('10001'), { token });
    expect(res.json.target).toMatchObject({
      timezoneId: 'America/New_York',
      timezone: -5,
      timezoneName: 'Eastern Standard Time',
    });
    const india = await t.call(GEOCODE, lookup('28.6139, 77.2090'), { token });
    expect(india.json.target).toMatchObject({ timezoneId: 'Asia/Kolkata', timezone: 5.5 });
  });

  it("answers unknown or ambiguous text with the spec's message", async () => {
    for (const location of ['xyzzy plugh', '99999', 'Springfield', 'Springfield, USA', '95, 200']) {
      const res = await t.call(GEOCODE, lookup(location), { token });
      expect(res.status, location).toBe(200);
      expect(res.json, location).toMatchObject({
        successful: false,
        message: 'Invalid Location. Enter zip-code or city and state or full address',
      });
    }
  });

  it('refuses a missing, blank or over-long location with a 400', async () => {
    const geocode = '/api/prayer/location/geocode';
    for (const url of [geocode, `${geocode}?location=%20%20%20`, `${geocode}?location=${'x'.repeat(201)}`]) {
      const res = await t.raw('no location, which the query type requires, or one its schema refuses', 'GET', url, {
        token,
      });
      expect(res.status, url).toBe(400);
      expect(res.json.message).toBe('Invalid Location. Enter zip-code or city and state or full address');
    }
  });

  it('reads the parts of a location text', () => {
    expect(parseLocation('100 Main Street, Springfield, IL 62701')).toEqual([
      { kind: 'zip', zip: '62701' },
      { kind: 'cityState', city: 'Springfield', state: 'IL' },
    ]);
    expect(parseLocation('Springfield, IL, USA')).toEqual([{ kind: 'cityState', city: 'Springfield', state: 'IL' }]);
    expect(parseLocation('Cairo, Egypt')).toEqual([{ kind: 'cityCountry', city: 'Cairo', country: 'EG' }]);
    expect(parseLocation('Portland Oregon')).toEqual([{ kind: 'cityState', city: 'Portland', state: 'OR' }]);
  });
});

describe('optional online geocoder (GEOCODER_URL)', () => {
  let server: http.Server;
  let base: string;
  const seen: URL[] = [];
  let mode: 'ok' | 'empty' | 'error' | 'slow' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push(url);
      if (mode === 'error') return void res.writeHead(500).end('boom');
      if (mode === 'slow') return void setTimeout(() => res.writeHead(200).end('[]'), 6000);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        mode === 'empty'
          ? '[]'
          : JSON.stringify([
              { lat: '41.8781', lon: '-87.6298', display_name: 'Chicago, Cook County, Illinois, United States' },
            ]),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('asks the configured service first and falls back to the offline answer when it fails', async () => {
    const t = await createTestContext({ now: '2026-07-01T12:00:00Z', config: { geocoderUrl: base } });
    try {
      const { token } = await t.registerMasjid('Masjid Online', { url: 'online' });

      mode = 'ok';
      const online = await t.call(GEOCODE, lookup('233 S Wacker Dr, Chicago'), { token });
      expect(online.json.target).toMatchObject({
        latitude: 41.8781,
        longitude: -87.6298,
        timezoneId: 'America/Chicago',
        label: 'Chicago, Cook County, Illinois, United States',
      });
      const asked = seen.at(-1)!;
      expect(asked.pathname).toBe('/search');
      expect(asked.searchParams.get('q')).toBe('233 S Wacker Dr, Chicago');
      expect(asked.searchParams.get('format')).toBe('jsonv2');

      mode = 'error';
      const fallback = await t.call(GEOCODE, lookup('Springfield, IL'), { token });
      expect(fallback.json.target).toMatchObject({ timezoneId: 'America/Chicago', label: 'Springfield, IL, US' });

      mode = 'empty';
      const nothing = await t.call(GEOCODE, lookup('62701'), { token });
      expect(nothing.json.target!.label).toBe('Springfield, IL 62701, US');

      const before = seen.length;
      const coordinates = await t.call(GEOCODE, lookup('40.7128, -74.0060'), { token });
      expect(coordinates.json.target!.timezoneId).toBe('America/New_York');
      expect(seen.length).toBe(before); // coordinates never go online

      mode = 'slow';
      const started = Date.now();
      const slow = await t.call(GEOCODE, lookup('Springfield, IL'), { token });
      expect(slow.json.target!.label).toBe('Springfield, IL, US');
      expect(Date.now() - started).toBeLessThan(5500);
    } finally {
      await t.close();
    }
  }, 30_000);
});
