import type { CompanyUrl } from '../../core/src/api-types.js';
import type { DashboardData } from '../../core/src/dashboard/dashboard-data.js';
import { isDashboardData } from './dashboard-data-check.js';
import type { Timers } from './timers.js';

/** Electron's `net.fetch` in the app (it follows the system proxy), Node's fetch in tests. */
export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export type ServerErrorKind = 'unreachable' | 'timeout' | 'status' | 'invalid';

export class ServerError extends Error {
  constructor(
    message: string,
    readonly kind: ServerErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** `serverTimeMs` is the server's clock from the Date header, when it sent one. */
export type HealthAnswer =
  | { ok: true; serverTimeMs: number | null }
  | { ok: false; serverTimeMs: number | null; kind: ServerErrorKind; message: string };

export const REQUEST_TIMEOUT_MS = 20_000;

/** The three server calls the signage app makes; every other request stays out of main. */
export function createServerClient(deps: { fetch: FetchLike; timers: Timers; timeoutMs?: number }) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function get(url: string, accept: string): Promise<Response> {
    const controller = new AbortController();
    const timer = deps.timers.setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await deps.fetch(url, { signal: controller.signal, headers: { accept, 'cache-control': 'no-cache' } });
    } catch (error) {
      if (controller.signal.aborted) throw new ServerError(`No answer within ${Math.round(timeoutMs / 1000)} seconds.`, 'timeout');
      throw new ServerError(describeNetworkError(error), 'unreachable');
    } finally {
      deps.timers.clearTimeout(timer);
    }
  }

  async function json(response: Response, what: string): Promise<unknown> {
    if (response.status !== 200) throw new ServerError(`${what}: the server answered ${response.status} ${response.statusText}`.trim(), 'status', response.status);
    try {
      return await response.json();
    } catch {
      throw new ServerError(`${what}: the answer is not JSON.`, 'invalid');
    }
  }

  return {
    /**
     * GET /api/health: Ok only when the server and its database are usable. Never throws; a failure says
     * whether nothing answered or something that is not a healthy Minaret server did.
     */
    async health(serverUrl: string): Promise<HealthAnswer> {
      let response: Response;
      try {
        response = await get(`${serverUrl}/api/health`, 'text/plain');
      } catch (error) {
        const failure = error instanceof ServerError ? error : new ServerError(String(error), 'unreachable');
        return { ok: false, serverTimeMs: null, kind: failure.kind, message: failure.message };
      }
      const text = (await response.text().catch(() => '')).trim();
      const serverTimeMs = dateHeader(response);
      if (response.status === 200 && text === 'Ok') return { ok: true, serverTimeMs };
      return { ok: false, serverTimeMs, kind: 'status', message: `the health check answered ${response.status} "${text.slice(0, 60)}" instead of "Ok"` };
    },

    /** GET /api/auth/companies/url/active: the masjids the public may open. */
    async activeMasjids(serverUrl: string): Promise<CompanyUrl[]> {
      const body = await json(await get(`${serverUrl}/api/auth/companies/url/active`, 'application/json'), 'The masjid list');
      if (!Array.isArray(body)) throw new ServerError('The masjid list is not a list.', 'invalid');
      return body
        .filter((entry): entry is CompanyUrl => typeof entry?.url === 'string' && typeof entry?.name === 'string')
        .map((entry) => ({ id: String(entry.id ?? ''), name: entry.name, url: entry.url }));
    },

    /** GET /api/dashboard/{companyUrl}?days=N, with the Date header kept for the clock check. */
    async dashboard(serverUrl: string, companyUrl: string, days: number): Promise<{ data: DashboardData; serverTimeMs: number | null }> {
      const response = await get(`${serverUrl}/api/dashboard/${encodeURIComponent(companyUrl)}?days=${days}`, 'application/json');
      const body = await json(response, 'The dashboard');
      if (!isDashboardData(body)) throw new ServerError('The dashboard answer is not a Minaret dashboard.', 'invalid');
      return { data: body, serverTimeMs: dateHeader(response) };
    },
  };
}

export type ServerClient = ReturnType<typeof createServerClient>;

function dateHeader(response: Response): number | null {
  const value = response.headers.get('date');
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** fetch() wraps the useful part (ECONNREFUSED, ENOTFOUND, net::ERR_...) in `cause`. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `no connection (${detail})`;
}
