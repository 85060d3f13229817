import {
  changeKindOf,
  type DashboardLoad,
  type DashboardSource,
  type DesktopBridge,
} from '@core/dashboard/dashboard-data.js';
// The light endpoints: the dashboard is what every prayer-hall screen loads, and never carries the schemas.
// Its own transport (the early answer, the offline copy, EventSource) sends the contract's addresses.
import { LIGHT } from '@core/http/contract/light.js';
import { pathOf } from '@core/http/contract/paths.js';
import { dashboardHeaders, takeEarly } from './early-load.js';
import { readOfflineCopy, saveOfflineCopy } from './offline-copy.js';
import { weatherOfAnswer } from '@core/weather/weather-answer.js';

/** A failed load: `status` is the HTTP status, or 0 when the server could not be reached. */
export class DashboardLoadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DashboardLoadError';
  }
}

/**
 * The web's source: GET /api/dashboard/{companyUrl}?days=N and GET /api/health with fetch(). `baseUrl` is
 * empty on the web (same origin) and the server address elsewhere. `token` lets a signed-in admin
 * preview their masjid's dashboard before it is public (the content shown is the public view either way).
 */
export function createFetchSource(baseUrl = '', options: { token?: () => string | null } = {}): DashboardSource {
  const base = baseUrl.replace(/\/+$/, '');
  const jsonHeaders = () => dashboardHeaders(options.token?.() ?? null);
  return {
    async load(companyUrl, days) {
      let response: Response;
      const url = `${base}${pathOf(LIGHT.DASHBOARD_BY_URL, { companyUrl }, { days })}`;
      const headers = jsonHeaders();
      try {
        // The first load's answer may already be on its way (startDashboardLoad, as the page started).
        response = await (takeEarly(url, headers) ?? fetch(url, { headers, cache: 'no-store' }));
      } catch (error) {
        throw new DashboardLoadError(0, error instanceof Error ? error.message : 'Network error');
      }
      if (response.status !== 200)
        throw new DashboardLoadError(response.status, `The dashboard could not be loaded (HTTP ${response.status}).`);
      const load: DashboardLoad = { data: await response.json(), offline: false, fetchedAt: new Date().toISOString() };
      return load;
    },
    async health() {
      try {
        const response = await fetch(`${base}${pathOf(LIGHT.HEALTH, {})}`, { cache: 'no-store' });
        return response.status === 200 && (await response.text()).trim() === 'Ok';
      } catch {
        return false;
      }
    },
    async weather(companyUrl, fresh) {
      try {
        const response = await fetch(`${base}${pathOf(LIGHT.WEATHER, { companyUrl })}`, {
          headers: jsonHeaders(),
          cache: fresh ? 'reload' : 'default',
        });
        if (response.status !== 200) return null;
        return weatherOfAnswer(await response.json());
      } catch {
        // No weather is shown rather than a screen that waits or fails (docs/weather.md).
        return null;
      }
    },
    watch(companyUrl, onChange) {
      if (typeof EventSource === 'undefined') return () => {};
      // EventSource reconnects by itself after a network drop (the server asks for 5 s).
      const events = new EventSource(`${base}${pathOf(LIGHT.CHANGE_EVENTS, { companyUrl })}`);
      events.addEventListener('change', (event) => onChange(changeKindOf(event.data)));
      return () => events.close();
    },
  };
}

/** The desktop app's preload bridge as a source: its main process fetches and caches for offline use. */
export function bridgeSource(bridge: DesktopBridge): DashboardSource {
  const source: DashboardSource = {
    load: (companyUrl, days) => bridge.loadDashboard(companyUrl, days),
    health: () => bridge.health(),
  };
  // Main follows the server's events for the configured masjid only, so the URL is not needed here.
  if (bridge.watchChanges) source.watch = (_companyUrl, onChange) => bridge.watchChanges!(onChange);
  // Main asks the server for its configured masjid; an older desktop app has no weather.
  if (bridge.weather) source.weather = (companyUrl) => bridge.weather!(companyUrl);
  return source;
}

declare global {
  interface Window {
    minaretDesktop?: DesktopBridge;
  }
}

/**
 * fetch() with the page's own offline copy (docs/outside-the-hall.md): each public answer is saved, and
 * when the server cannot be reached at all the saved one is answered, marked offline with its age. An
 * admin's preview (with a token) is never saved on the device.
 */
export function withOfflineCopy(source: DashboardSource, signedIn: () => boolean): DashboardSource {
  return {
    ...source,
    async load(companyUrl, days) {
      try {
        const load = await source.load(companyUrl, days);
        if (!signedIn()) saveOfflineCopy(companyUrl, load);
        return load;
      } catch (error) {
        const copy = error instanceof DashboardLoadError && error.status === 0 ? readOfflineCopy(companyUrl) : null;
        if (copy) return copy;
        throw error;
      }
    },
  };
}

/** `window.minaretDesktop` when the desktop app provides it, fetch() with an offline copy otherwise. */
export function defaultDashboardSource(options: { token?: () => string | null } = {}): DashboardSource {
  if (typeof window !== 'undefined' && window.minaretDesktop) return bridgeSource(window.minaretDesktop);
  return withOfflineCopy(createFetchSource('', options), () => !!options.token?.());
}
