import type { DashboardData, DashboardLoad } from '@core/dashboard/dashboard-data.js';
import { POSTER_MAX_BYTES, posterUrlFor } from '@core/playlists/posters.js';
import { CACHED_DAYS } from '../ipc/ipc-contract.js';
import { fromToday } from '@core/dashboard/days-from-today.js';
import type { CachedDashboard, DashboardCache } from './dashboard-cache.js';
import type { Logger } from './logger.js';
import type { ServerClient } from './server-client.js';
import type { ServerClock } from './server-clock.js';
import type { Connection } from './settings.js';
import type { Timers } from './timers.js';

export { CACHED_DAYS, fromToday };

/**
 * loadDashboard for the bridge: the server's answer when it gives one (saved to disk as the last good
 * copy), otherwise that copy with `offline: true`.
 *
 * `fetchedAt` is this display's clock when the data arrived from the server: its age tells the dashboard
 * when to say 'Times may be out of date'. `data.serverTime` is main's best knowledge of the server's
 * clock at the moment of this answer (see `serverTimeFor`), so that the dashboard's check (display
 * clock at receipt against serverTime) means the same for a live answer and a saved copy:
 * the display clock is wrong by that much.
 */
export function createDashboardLoader(deps: {
  client: ServerClient;
  cache: DashboardCache;
  serverClock: ServerClock;
  connection: () => Connection | null;
  timers: Timers;
  log: Logger;
  /** Keeps the recordings a new answer lists (recording-store.ts), in the background. */
  keepRecordings?: (serverUrl: string, data: DashboardData) => void;
  /** Keeps the videos a new answer lists (video store), in the background. */
  keepVideos?: (serverUrl: string, data: DashboardData) => void;
  /** The display's width in device pixels: which stored size of each poster to fetch (docs/screens.md, "Posters"). */
  displayWidth?: () => number;
}) {
  let inFlight: Promise<DashboardLoad> | null = null;
  /** Posters already fetched, by address: an address names its bytes for ever, so each is fetched once a run. */
  const posters = new Map<string, string>();

  /**
   * The renderer loads no picture from the network (its CSP), so main puts each poster into the answer as
   * a data URL, which the saved copy then keeps for offline days (docs/screens.md, "Posters"). A poster
   * that cannot be fetched is left out: its item shows nothing, the slides show instead. Only the size this
   * display draws is fetched (the narrowest at least as wide as it), and the answer names that one alone.
   */
  async function withPosters(connection: Connection, data: DashboardData): Promise<DashboardData> {
    if (!data.playlist || data.playlist.posters.length === 0) return data;
    const width = deps.displayWidth?.() ?? 1920;
    const inlined = [];
    for (const poster of data.playlist.posters) {
      const address = posterUrlFor(poster, width);
      const known = posters.get(address);
      const dataUrl = known ?? (await deps.client.posterDataUrl(connection.serverUrl, address, POSTER_MAX_BYTES));
      if (!dataUrl) continue;
      posters.set(address, dataUrl);
      inlined.push({ ...poster, url: dataUrl, sizes: [] });
    }
    return { ...data, playlist: { ...data.playlist, posters: inlined } };
  }

  async function fetchLive(connection: Connection): Promise<CachedDashboard> {
    const { data, serverTimeMs } = await deps.client.dashboard(
      connection.serverUrl,
      connection.companyUrl,
      CACHED_DAYS,
    );
    const fetchedAtMs = deps.timers.now();
    // The body's serverTime is the contract; the Date header only stands in if a server omits it.
    const serverTime =
      Number.isNaN(Date.parse(data.serverTime)) && serverTimeMs !== null
        ? new Date(serverTimeMs).toISOString()
        : data.serverTime;
    // Observed before the posters are fetched, which take their own time.
    deps.serverClock.observe(Date.parse(serverTime));
    const entry: CachedDashboard = {
      ...connection,
      fetchedAt: new Date(fetchedAtMs).toISOString(),
      data: { ...(await withPosters(connection, data)), serverTime },
    };
    try {
      await deps.cache.write(entry);
    } catch (error) {
      deps.log.error('Dashboard cache: could not save the new copy; the old one stays', error);
    }
    deps.keepRecordings?.(connection.serverUrl, entry.data);
    deps.keepVideos?.(connection.serverUrl, entry.data);
    return entry;
  }

  // Every load asks the server (the dashboard asks every 10 minutes, main reloads it every 30), so that
  // `offline` is true from the first answer the server fails to give.
  async function load(connection: Connection, days: number): Promise<DashboardLoad> {
    try {
      return answer(await fetchLive(connection), false, days);
    } catch (error) {
      const cached = await deps.cache.read(connection);
      if (!cached) {
        deps.log.warn('Dashboard: server unavailable and no saved copy', error);
        throw new Error('The server cannot be reached and there is no saved copy of the timetable yet.', {
          cause: error,
        });
      }
      deps.log.warn(
        `Dashboard: server unavailable, showing the copy of ${cached.fetchedAt}`,
        error instanceof Error ? error.message : error,
      );
      return answer(cached, true, days);
    }
  }

  function answer(entry: CachedDashboard, offline: boolean, days: number): DashboardLoad {
    const serverNow = serverTimeFor(entry);
    // The screen runs on the server's time when the display's clock is wrong (docs/prayer-table.md): the
    // earlier of the two clocks decides the first day kept, so a display clock ahead past the masjid's
    // midnight never drops the day the screen is still showing.
    const data = {
      ...fromToday(entry.data, Math.min(serverNow, deps.timers.now()), days),
      serverTime: new Date(serverNow).toISOString(),
    };
    return { data, offline, fetchedAt: entry.fetchedAt };
  }

  /**
   * The server's time now: from the last server contact of this run plus the time elapsed since on the
   * monotonic clock. Before any contact (the app started during an outage), the display clock corrected
   * by the skew measured when the copy was saved; but never earlier than the saved server time itself,
   * because a clock that reads earlier than that has been reset (a flat CMOS battery) and must be
   * reported as wrong, not trusted.
   */
  function serverTimeFor(entry: CachedDashboard): number {
    const estimate = deps.serverClock.estimateNow();
    if (estimate !== null) return estimate;
    const saved = Date.parse(entry.data.serverTime);
    const skewAtSave = Date.parse(entry.fetchedAt) - saved;
    return Math.max(deps.timers.now() - skewAtSave, saved);
  }

  return {
    /** Only the configured masjid is served: a renderer cannot make main fetch anything else. */
    async loadDashboard(companyUrl: string, days: number): Promise<DashboardLoad> {
      const connection = deps.connection();
      if (!connection) throw new Error('Minaret Signage is not set up yet.');
      if (companyUrl !== connection.companyUrl)
        throw new Error(`This screen is set up for "${connection.companyUrl}", not "${companyUrl}".`);
      // Concurrent calls share one request; the first caller's day count is what the others get trimmed to.
      inFlight ??= load(connection, CACHED_DAYS).finally(() => (inFlight = null));
      const full = await inFlight;
      return { ...full, data: { ...full.data, days: full.data.days.slice(0, days) } };
    },
  };
}

export type DashboardLoader = ReturnType<typeof createDashboardLoader>;
