/**
 * The dashboard's weather (docs/weather.md) against a fake Open-Meteo on a free local port: one call per
 * rounded place each 30 minutes whatever the number of readers, nothing for a masjid that has it off, no
 * weather (and a quick answer) when the service is down, slow or answers garbage, and the unit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { PUBLIC_CONTENT, DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { WEATHER } from '@core/http/contract/weather.js';

type Mode = 'ok' | 'down' | 'slow' | 'garbage' | 'out-of-range';

/** The fake service: counts its calls and answers as `mode` says; a slow call is held until the test ends. */
function fakeProvider() {
  const state = { mode: 'ok' as Mode, hits: 0, queries: [] as URLSearchParams[], celsius: 21.4, code: 2 };
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    state.hits += 1;
    state.queries.push(new URL(req.url ?? '/', 'http://fake').searchParams);
    if (state.mode === 'slow') return void held.push(res);
    if (state.mode === 'down') return void res.writeHead(503).end('Service Unavailable');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (state.mode === 'garbage')
      return void res.end('{"current": {"temperature_2m": "warm", "weather_code": "sunny"}}');
    const celsius = state.mode === 'out-of-range' ? 900 : state.celsius;
    res.end(
      JSON.stringify({
        latitude: 39.8,
        longitude: -89.6,
        current_units: { temperature_2m: '°C' },
        current: { time: 1_795_000_000, interval: 900, temperature_2m: celsius, weather_code: state.code, is_day: 1 },
      }),
    );
  });
  return {
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
    },
    async stop() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const fake = fakeProvider();
let t: TestContext;
let near: Awaited<ReturnType<TestContext['registerMasjid']>>;
let neighbour: Awaited<ReturnType<TestContext['registerMasjid']>>;
const START = '2026-11-28T09:00:00Z';

async function saveSettings(masjid: typeof near, settings: Record<string, string>) {
  const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, { token: masjid.token });
  const res = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: masjid.companyId,
        version: read.json.version!,
        customConfigurations: Object.entries(settings).map(([name, value]) => ({ name, value })),
      },
    },
    { token: masjid.token },
  );
  expect(res.status, res.text).toBe(200);
}

const weatherOf = (url: string) => t.call(WEATHER, { params: { companyUrl: url } });

beforeAll(async () => {
  const weatherUrl = await fake.start();
  t = await createTestContext({ now: START, config: { weatherUrl, weatherTimeoutMs: 1000 } });
  // Springfield, IL (39.7817, -89.6501) and a masjid 1 km away: the same rounded place.
  near = await t.registerMasjid('Masjid Weather', { url: 'weathernear', active: true });
  neighbour = await t.registerMasjid('Masjid Next Door', {
    url: 'weatherneighbour',
    active: true,
    address: {
      street: '5 Oak Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62702',
      latitude: 39.79,
      longitude: -89.66,
    },
  });
  await t.registerMasjid('Masjid Quiet', { url: 'weatherquiet', active: true });
  await saveSettings(near, { weather: 'on' });
  await saveSettings(neighbour, { weather: 'on', weather_unit: 'c' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.state.mode = 'ok';
});

describe('a masjid with weather on', () => {
  it('answers the temperature in the country unit (°F in the US) with its condition, and asks the service once per place each 30 minutes', async () => {
    const first = await weatherOf('weathernear');
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({
      weather: {
        temperature: 71, // 21.4 °C
        unit: 'F',
        code: 2,
        condition: 'partly-cloudy',
        isDay: true,
        observedAt: new Date(1_795_000_000_000).toISOString(),
      },
    });
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(fake.state.hits).toBe(1);
    // Only the rounded coordinates reach the service.
    expect(fake.state.queries[0]!.get('latitude')).toBe('39.8');
    expect(fake.state.queries[0]!.get('longitude')).toBe('-89.7');

    // Many readers, the neighbour in the same rounded place, and 29 minutes later: still one call.
    await Promise.all([weatherOf('weathernear'), weatherOf('weathernear'), weatherOf('weatherneighbour')]);
    t.clock.set('2026-11-28T09:29:00Z');
    const later = await weatherOf('weatherneighbour');
    expect(later.json.weather).toMatchObject({ temperature: 21, unit: 'C' });
    expect(fake.state.hits).toBe(1);

    // After 30 minutes the service is asked again, once for concurrent readers.
    fake.state.celsius = -3.6;
    fake.state.code = 71;
    t.clock.set('2026-11-28T09:30:00Z');
    const [again] = await Promise.all([weatherOf('weathernear'), weatherOf('weathernear')]);
    expect(again.json.weather).toMatchObject({ temperature: 26, unit: 'F', condition: 'snow' });
    expect(fake.state.hits).toBe(2);
  });

  it('keeps the dashboard answer free of weather, so it stays the same kept answer', async () => {
    const dashboard = await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'weathernear' }, query: { days: '2' } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json).not.toHaveProperty('weather');
  });
});

describe('no weather', () => {
  it('for a masjid that has it off: the service is never asked', async () => {
    const before = fake.state.hits;
    const res = await weatherOf('weatherquiet');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ weather: null });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(fake.state.hits).toBe(before);
  });

  it.each<[Mode, string]>([
    ['down', '2026-11-28T10:00:00Z'],
    ['slow', '2026-11-28T10:30:00Z'],
    ['garbage', '2026-11-28T11:00:00Z'],
    ['out-of-range', '2026-11-28T11:30:00Z'],
  ])(
    'when the service is %s: the last good reading while it is under two hours old, then nothing; one call per 30 minutes',
    async (mode, at) => {
      fake.state.mode = mode;
      t.clock.set(at);
      const before = fake.state.hits;
      const res = await weatherOf('weathernear');
      expect(res.status).toBe(200);
      expect(fake.state.hits).toBe(before + 1);
      // The last good reading was made at 09:30.
      const age = Date.parse(at) - Date.parse('2026-11-28T09:30:00Z');
      if (age < 2 * 3_600_000) expect(res.json.weather).toMatchObject({ temperature: 26 });
      else expect(res.json).toEqual({ weather: null });
      await weatherOf('weathernear');
      expect(fake.state.hits).toBe(before + 1);
    },
  );

  it('for an unknown masjid: 404', async () => {
    expect((await weatherOf('nosuchmasjid')).status).toBe(404);
  });
});

describe('with no service configured', () => {
  it('answers no weather and asks nothing', async () => {
    const off = await createTestContext({ now: START, config: { weatherUrl: null } });
    try {
      const masjid = await off.registerMasjid('Masjid Off', { url: 'weatheroff', active: true });
      const read = await off.call(PUBLIC_CONTENT, { params: { companyUrl: 'weatheroff' } }, { token: masjid.token });
      await off.call(
        SAVE_CENTRAL_CONTROL,
        {
          body: {
            companyId: masjid.companyId,
            version: read.json.version!,
            customConfigurations: [{ name: 'weather', value: 'on' }],
          },
        },
        { token: masjid.token },
      );
      const before = fake.state.hits;
      const res = await off.call(WEATHER, { params: { companyUrl: 'weatheroff' } });
      expect(res.json).toEqual({ weather: null });
      expect(fake.state.hits).toBe(before);
    } finally {
      await off.close();
    }
  });
});

it('refuses an unknown weather setting value with a message on the field', async () => {
  const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'weathernear' } }, { token: near.token });
  const res = await t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: near.companyId,
        version: read.json.version!,
        customConfigurations: [
          { name: 'weather', value: 'yes' },
          { name: 'weather_unit', value: 'kelvin' },
        ],
      },
    },
    { token: near.token },
  );
  expect(res.status).toBe(400);
  expect(res.json.fieldErrors!['customConfigurations[0].value']).toBe('Must be one of off, on');
  expect(res.json.fieldErrors!['customConfigurations[1].value']).toBe('Must be one of auto, c, f');
});
