import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_CHANGE, type DashboardData, type DashboardSource } from '@core/dashboard/dashboard-data.js';
import type { DayPrayerView } from '@core/prayer/prayer.types.js';
import { DashboardLoadError } from '../dashboard/api/dashboard-source.js';
import { createYearSource, RECONNECT_PROBE_MS } from './player-year-source.js';
import type { YearCopy, YearStore } from './player-year-store.js';
import { mediaUrls } from './player-media.js';

const day = (date: string) => ({ date }) as DayPrayerView;
const DATES = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
const year = (serverTime: string): DashboardData =>
  ({ timezoneId: 'America/New_York', days: DATES.map(day), serverTime }) as unknown as DashboardData;

function memoryStore(): YearStore & { kept: Map<string, YearCopy> } {
  const kept = new Map<string, YearCopy>();
  return {
    kept,
    read: async (companyUrl) => kept.get(companyUrl) ?? null,
    write: async (companyUrl, copy) => void kept.set(companyUrl, copy),
  };
}
const web: DashboardSource = { load: async () => Promise.reject(new Error('unused')), health: async () => true };

describe("the web player's year", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the year the server answers and hands the dashboard the days from the masjid’s today', async () => {
    // 2026-12-02 at 10:00 in New York.
    let now = Date.parse('2026-12-02T15:00:00Z');
    const store = memoryStore();
    const year1 = createYearSource({
      web,
      store,
      now: () => now,
      fetchYear: async () => year('2026-12-02T15:00:30Z'),
    });
    const online = await year1.source.load('hall', 366);
    expect(online.offline).toBe(false);
    expect(online.data.days.map((entry) => entry.date)).toEqual(DATES.slice(1));
    await vi.waitFor(() => expect(store.kept.get('hall')?.clockOffsetMs).toBe(30_000));
    expect(year1.timetableUntil()).toBe('2026-12-05');

    // A new page (a reload, a reboot) two days later with no network: the saved year, from that day on.
    now += 2 * 24 * 3600_000;
    const year2 = createYearSource({
      web,
      store,
      now: () => now,
      fetchYear: async () => Promise.reject(new DashboardLoadError(0, 'offline')),
      probe: async () => false,
    });
    const offline = await year2.source.load('hall', 2);
    expect(offline.offline).toBe(true);
    expect(offline.data.days.map((entry) => entry.date)).toEqual(['2026-12-04', '2026-12-05']);
    // The server's clock carried forward by the offset measured when it was saved.
    expect(offline.data.serverTime).toBe(new Date(now + 30_000).toISOString());
    year2.stop();
  });

  it('a masjid the server no longer shows is the server’s word, not an outage', async () => {
    const store = memoryStore();
    store.kept.set('hall', { data: year('2026-12-02T15:00:00Z'), fetchedAt: '2026-12-02T15:00:00Z', clockOffsetMs: 0 });
    const source = createYearSource({
      web,
      store,
      fetchYear: async () => Promise.reject(new DashboardLoadError(404, 'gone')),
    });
    await expect(source.source.load('hall', 2)).rejects.toMatchObject({ status: 404 });
  });

  it('offline, probes the server every 2 s and tells the dashboard to load at once when it answers', async () => {
    const store = memoryStore();
    store.kept.set('hall', { data: year('2026-12-02T15:00:00Z'), fetchedAt: '2026-12-02T15:00:00Z', clockOffsetMs: 0 });
    let up = false;
    const probe = vi.fn(async () => up);
    const source = createYearSource({
      web,
      store,
      now: () => Date.parse('2026-12-02T16:00:00Z'),
      fetchYear: async () => (up ? year('2026-12-02T16:00:00Z') : Promise.reject(new DashboardLoadError(0, 'offline'))),
      probe,
    });
    const changes: Array<string | undefined> = [];
    source.source.watch!('hall', (kind) => changes.push(kind));
    expect((await source.source.load('hall', 2)).offline).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * RECONNECT_PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(changes).toEqual([]);
    up = true;
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS);
    expect(changes).toEqual([RECONNECT_CHANGE]);
    expect((await source.source.load('hall', 2)).offline).toBe(false);
    // Online again: no more probes.
    await vi.advanceTimersByTimeAsync(5 * RECONNECT_PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('keeps every recording the answer names, and no built-in tone', () => {
    const data = {
      sound: {
        sounds: [
          { id: 'a', url: '/api/sounds/a.mp3' },
          { id: 'b', url: null },
          { id: 'c', url: 'https://cdn.example.org/adhan.mp3' },
          { id: 'd', url: 'javascript:alert(1)' },
          { id: 'e', url: '/api/sounds/a.mp3' },
        ],
      },
    } as unknown as DashboardData;
    expect(mediaUrls(data, 'https://minaret.example.org')).toEqual([
      'https://minaret.example.org/api/sounds/a.mp3',
      'https://cdn.example.org/adhan.mp3',
    ]);
  });

  it("keeps the playlist's posters with the recordings, for a screen offline (docs/screens.md)", () => {
    const data = {
      sound: { sounds: [{ id: 'a', url: '/api/sounds/a.mp3' }] },
      playlist: { items: [], notices: [], posters: [{ id: 'p', url: '/api/poster-files/abc.png' }] },
    } as unknown as DashboardData;
    expect(mediaUrls(data, 'https://minaret.example.org')).toEqual([
      'https://minaret.example.org/api/sounds/a.mp3',
      'https://minaret.example.org/api/poster-files/abc.png',
    ]);
  });

  it('keeps of each poster the stored size this display draws, not every size', () => {
    const sizes = [1280, 1920, 3840].map((width) => ({
      width,
      height: width / 2,
      url: `/api/poster-files/w${width}.webp`,
    }));
    const data = {
      playlist: {
        items: [],
        notices: [],
        posters: [{ id: 'p', url: '/api/poster-files/original.jpg', width: 5000, height: 2500, sizes }],
      },
    } as unknown as DashboardData;
    expect(mediaUrls(data, 'https://minaret.example.org', 1920)).toEqual([
      'https://minaret.example.org/api/poster-files/w1920.webp',
    ]);
    expect(mediaUrls(data, 'https://minaret.example.org', 2560)).toEqual([
      'https://minaret.example.org/api/poster-files/w3840.webp',
    ]);
    expect(mediaUrls(data, 'https://minaret.example.org', 5120)).toEqual([
      'https://minaret.example.org/api/poster-files/original.jpg',
    ]);
  });
});
