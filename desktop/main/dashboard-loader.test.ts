import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDashboardCache } from './dashboard-cache.js';
import { createDashboardLoader, fromToday } from './dashboard-loader.js';
import { createServerClient } from './server-client.js';
import { createServerClock } from './server-clock.js';
import type { Connection } from './settings.js';
import { dashboardData, fakeFetch, recordingLogger, unreachable } from './testing/fakes.js';
import { systemTimers } from './timers.js';

const SKEW_MS = 90_000;
const DAY_MS = 86_400_000;
const connection: Connection = { serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' };
let dir: string;
let serverUp: boolean;
let serverDay: string;

function setup(options: { connection?: Connection | null } = {}) {
  const { fetch, requested } = fakeFetch({
    '/api/dashboard/': (url) => {
      if (!serverUp) return unreachable();
      const days = Number(new URL(url).searchParams.get('days'));
      // The server's clock is 90 s behind the display's.
      return Response.json(
        dashboardData({ firstDay: serverDay, days, serverTime: new Date(Date.now() - SKEW_MS).toISOString() }),
      );
    },
  });
  const log = recordingLogger();
  const cache = createDashboardCache({ dir, log });
  const loader = createDashboardLoader({
    client: createServerClient({ fetch, timers: systemTimers }),
    cache,
    serverClock: createServerClock(systemTimers),
    connection: () => (options.connection === undefined ? connection : options.connection),
    timers: systemTimers,
    log,
  });
  return { loader, cache, requested, log };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-loader-'));
  serverUp = true;
  serverDay = '2026-12-01';
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'performance'] });
  vi.setSystemTime(new Date('2026-12-01T15:00:00Z')); // 09:00 in Chicago
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadDashboard', () => {
  it('answers live data, asks the server for a whole year and saves it', async () => {
    const { loader, cache, requested } = setup();
    const load = await loader.loadDashboard('masjidnoor', 2);
    expect(load.offline).toBe(false);
    expect(load.fetchedAt).toBe('2026-12-01T15:00:00.000Z');
    expect(load.data.days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(requested).toEqual(['https://minaret.example.org/api/dashboard/masjidnoor?days=366']);
    expect((await cache.read(connection))?.data.days).toHaveLength(366);
  });

  it('answers the saved copy, marked offline with its age, when the server stops answering', async () => {
    const { loader } = setup();
    await loader.loadDashboard('masjidnoor', 2);
    serverUp = false;
    vi.advanceTimersByTime(18 * DAY_MS); // eighteen days later
    const load = await loader.loadDashboard('masjidnoor', 2);
    expect(load.offline).toBe(true);
    expect(load.fetchedAt).toBe('2026-12-01T15:00:00.000Z');
    // Today's times, not the first saved day's.
    expect(load.data.days.map((day) => day.date)).toEqual(['2026-12-19', '2026-12-20']);
    // The dashboard's check (display clock against serverTime) still sees the skew, not the copy's age.
    expect(Date.now() - Date.parse(load.data.serverTime)).toBe(SKEW_MS);
  });

  it('notices the display clock being changed during an outage', async () => {
    const { loader } = setup();
    await loader.loadDashboard('masjidnoor', 1);
    serverUp = false;
    vi.advanceTimersByTime(DAY_MS);
    // Someone sets the clock back two hours; the server's time goes on.
    vi.setSystemTime(Date.now() - 2 * 3_600_000);
    const load = await loader.loadDashboard('masjidnoor', 1);
    expect(Date.parse(load.data.serverTime) - Date.now()).toBe(2 * 3_600_000 - SKEW_MS);
  });

  it("keeps the server's today when the display clock, ahead, has already passed the masjid's midnight", async () => {
    // 23:59 in Chicago by the server; the display's clock, 10 minutes ahead, reads 00:09 the next day.
    vi.setSystemTime(new Date('2026-12-02T06:09:00Z'));
    const { fetch } = fakeFetch({
      '/api/dashboard/': (url) =>
        Response.json(
          dashboardData({
            firstDay: '2026-12-01',
            days: Number(new URL(url).searchParams.get('days')),
            serverTime: new Date(Date.now() - 10 * 60_000).toISOString(),
          }),
        ),
    });
    const loader = createDashboardLoader({
      client: createServerClient({ fetch, timers: systemTimers }),
      cache: createDashboardCache({ dir, log: recordingLogger() }),
      serverClock: createServerClock(systemTimers),
      connection: () => connection,
      timers: systemTimers,
      log: recordingLogger(),
    });
    const load = await loader.loadDashboard('masjidnoor', 2);
    // The screen runs on the server's time (23:59 on the 1st), so the 1st must still be there.
    expect(load.data.serverTime).toBe('2026-12-02T05:59:00.000Z');
    expect(load.data.days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('survives a restart while offline: a new loader reads the copy from disk', async () => {
    await setup().loader.loadDashboard('masjidnoor', 1);
    serverUp = false;
    vi.setSystemTime(new Date('2027-01-10T15:00:00Z'));
    const load = await setup().loader.loadDashboard('masjidnoor', 1);
    expect(load).toMatchObject({ offline: true, fetchedAt: '2026-12-01T15:00:00.000Z' });
    expect(load.data.days[0]?.date).toBe('2027-01-10');
    // No server contact in this run: the skew measured when the copy was saved stands in.
    expect(Date.now() - Date.parse(load.data.serverTime)).toBe(SKEW_MS);
  });

  it('after a restart, a display clock reset to the past is reported, not trusted', async () => {
    await setup().loader.loadDashboard('masjidnoor', 1);
    serverUp = false;
    vi.setSystemTime(new Date('2001-01-01T00:00:00Z')); // a flat CMOS battery
    const load = await setup().loader.loadDashboard('masjidnoor', 1);
    expect(Date.parse(load.data.serverTime)).toBeGreaterThanOrEqual(Date.parse('2026-12-01T14:58:30Z'));
  });

  it('says so when the server is down and nothing was ever saved', async () => {
    serverUp = false;
    await expect(setup().loader.loadDashboard('masjidnoor', 1)).rejects.toThrow(/no saved copy/);
  });

  it('shares one request between concurrent loads, and asks again for the next one', async () => {
    const { loader, requested } = setup();
    const [one, two] = await Promise.all([
      loader.loadDashboard('masjidnoor', 1),
      loader.loadDashboard('masjidnoor', 2),
    ]);
    expect([one.data.days.length, two.data.days.length]).toEqual([1, 2]);
    expect(requested).toHaveLength(1);
    serverUp = false;
    expect((await loader.loadDashboard('masjidnoor', 2)).offline).toBe(true);
    expect(requested).toHaveLength(2);
  });

  it('serves only the configured masjid, and nothing before setup', async () => {
    const { loader, requested } = setup();
    await expect(loader.loadDashboard('othermasjid', 1)).rejects.toThrow(/set up for "masjidnoor"/);
    await expect(setup({ connection: null }).loader.loadDashboard('masjidnoor', 1)).rejects.toThrow(/not set up/);
    expect(requested).toEqual([]);
  });
});

it("fromToday starts at the masjid's today, not UTC's", () => {
  const data = dashboardData({ firstDay: '2026-12-01', days: 5, timezoneId: 'America/Chicago' });
  // 03:00 UTC on the 3rd is still the evening of the 2nd in Chicago.
  expect(fromToday(data, Date.parse('2026-12-03T03:00:00Z'), 2).days.map((day) => day.date)).toEqual([
    '2026-12-02',
    '2026-12-03',
  ]);
  expect(fromToday(data, Date.parse('2026-12-10T12:00:00Z'), 2).days).toEqual([]);
});
