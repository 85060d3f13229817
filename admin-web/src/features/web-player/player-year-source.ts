import { RECONNECT_CHANGE, type DashboardData, type DashboardSource } from '@core/dashboard/dashboard-data.js';
import { fromToday, SCREEN_YEAR_DAYS } from '@core/dashboard/days-from-today.js';
import { LIGHT } from '@core/http/contract/light.js';
import { pathOf } from '@core/http/contract/paths.js';
import { DashboardLoadError } from '../dashboard/api/dashboard-source.js';
import { dashboardHeaders } from '../dashboard/api/early-load.js';
import type { YearCopy, YearStore } from './player-year-store.js';

/** A year of days is about 180 KB (more with pictures): it may take a while on a slow line, but not for ever. */
export const YEAR_FETCH_DEADLINE_MS = 30_000;
/** Far above a year's answer (about 180 KB without pictures): a server answering more is not one to keep. */
export const YEAR_ANSWER_MAX_BYTES = 16 * 1024 * 1024;
/**
 * While the screen shows its saved copy it asks the server's health this often, each ask with its own
 * deadline, so that it catches up within 5 s of the network's return (docs/screens.md, "A whole year
 * offline"); the browser's `online` event asks at once.
 */
export const RECONNECT_PROBE_MS = 2_000;
export const RECONNECT_PROBE_DEADLINE_MS = 2_500;

/** fetch() that gives up after `ms`: no outside call without a deadline (CONTRIBUTING). */
export async function fetchWithDeadline(url: string, init: RequestInit, ms: number): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: abort.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/dashboard/{companyUrl}?days=366 from the page's own server, within its deadline and size cap. */
export async function fetchYear(companyUrl: string): Promise<DashboardData> {
  let response: Response;
  let text: string;
  try {
    response = await fetchWithDeadline(
      pathOf(LIGHT.DASHBOARD_BY_URL, { companyUrl }, { days: SCREEN_YEAR_DAYS }),
      { headers: dashboardHeaders(null), cache: 'no-store' },
      YEAR_FETCH_DEADLINE_MS,
    );
    if (response.status !== 200)
      throw new DashboardLoadError(response.status, `The dashboard could not be loaded (HTTP ${response.status}).`);
    if (Number(response.headers.get('content-length') ?? 0) > YEAR_ANSWER_MAX_BYTES)
      throw new DashboardLoadError(502, 'The dashboard answer is too large.');
    text = await response.text();
  } catch (error) {
    if (error instanceof DashboardLoadError) throw error;
    throw new DashboardLoadError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (text.length > YEAR_ANSWER_MAX_BYTES) throw new DashboardLoadError(502, 'The dashboard answer is too large.');
  return JSON.parse(text) as DashboardData;
}

/** GET /api/health answers Ok within its deadline. */
export async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetchWithDeadline(
      pathOf(LIGHT.HEALTH, {}),
      { cache: 'no-store' },
      RECONNECT_PROBE_DEADLINE_MS,
    );
    return response.status === 200 && (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

export interface YearSourceDeps {
  /** The web's own source: its health, weather and change events. */
  web: DashboardSource;
  store: YearStore;
  fetchYear?: (companyUrl: string) => Promise<DashboardData>;
  probe?: () => Promise<boolean>;
  now?: () => number;
  /** A new year copy came from the server (to keep the sounds it names). */
  onFresh?: (data: DashboardData) => void;
}

/**
 * The web player's dashboard source (docs/screens.md, "A whole year offline"), as the desktop app's main
 * process does it (desktop/main/dashboard-loader.ts): every load asks the server for a year of days and
 * saves the answer; when the server cannot be reached (or fails) the saved year answers, from the
 * masjid's today on, marked offline, and the screen goes on through its phases and days. While offline it
 * probes the server every 2 s and, once it answers, tells the dashboard to load at once.
 */
export function createYearSource(deps: YearSourceDeps) {
  const fetcher = deps.fetchYear ?? fetchYear;
  const probe = deps.probe ?? serverAnswers;
  const now = deps.now ?? Date.now;
  const listeners = new Set<(kind?: string) => void>();
  let latest: YearCopy | null = null;
  let probing: ReturnType<typeof setInterval> | undefined;

  const reconnected = () => {
    stopProbing();
    for (const listener of listeners) listener(RECONNECT_CHANGE);
  };
  const onOnline = () => {
    if (probing !== undefined) reconnected();
  };
  function startProbing() {
    if (probing !== undefined) return;
    let asking = false;
    probing = setInterval(() => {
      if (asking) return;
      asking = true;
      void probe()
        .then((ok) => ok && probing !== undefined && reconnected())
        .finally(() => (asking = false));
    }, RECONNECT_PROBE_MS);
    if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  }
  function stopProbing() {
    clearInterval(probing);
    probing = undefined;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  }

  /** The copy's days from the masjid's today; the earlier of the two clocks decides it, as on the desktop. */
  function answer(copy: YearCopy, offline: boolean, days: number) {
    const serverNow = now() + copy.clockOffsetMs;
    return {
      data: {
        ...fromToday(copy.data, Math.min(serverNow, now()), days),
        serverTime: new Date(serverNow).toISOString(),
      },
      offline,
      fetchedAt: copy.fetchedAt,
    };
  }

  const source: DashboardSource = {
    async load(companyUrl, days) {
      try {
        const data = await fetcher(companyUrl);
        const at = now();
        const serverTime = Date.parse(data.serverTime);
        const copy: YearCopy = {
          data,
          fetchedAt: new Date(at).toISOString(),
          clockOffsetMs: Number.isFinite(serverTime) ? serverTime - at : 0,
        };
        latest = copy;
        stopProbing();
        // Saved in the background: a full or refused storage only means no copy for the next outage.
        deps.store.write(companyUrl, copy).catch(() => undefined);
        deps.onFresh?.(data);
        return answer(copy, false, days);
      } catch (error) {
        // A masjid the server no longer shows (4xx) is the server's word, not an outage.
        if (error instanceof DashboardLoadError && error.status >= 400 && error.status < 500) throw error;
        const copy = latest ?? (await deps.store.read(companyUrl));
        if (!copy) throw error;
        latest = copy;
        startProbing();
        return answer(copy, true, days);
      }
    },
    health: () => deps.web.health(),
    watch(companyUrl, onChange) {
      listeners.add(onChange);
      const stopServer = deps.web.watch?.(companyUrl, onChange);
      return () => {
        listeners.delete(onChange);
        stopServer?.();
      };
    },
  };
  if (deps.web.weather) source.weather = deps.web.weather.bind(deps.web);
  return {
    source,
    /** The last day of the year copy in use (for the heartbeat's `timetableUntil`), null before the first. */
    timetableUntil: () => latest?.data.days.at(-1)?.date ?? null,
    /** The copy in use: the masjid's sound volume for a sound test before the dashboard's data is in. */
    latest: () => latest,
    stop: stopProbing,
  };
}
