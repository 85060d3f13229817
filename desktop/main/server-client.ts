import type { CompanyUrl } from '@core/api-types.js';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { isDashboardData } from './dashboard-data-check.js';
import type { Timers } from './timers.js';
import { typedExchange, type ExchangeCall } from '@core/http/contract/call.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { ACTIVE_MASJIDS, HEALTH } from '@core/http/contract/server-status.js';
import { WEATHER } from '@core/http/contract/weather.js';
import { weatherOfAnswer } from '@core/weather/weather-answer.js';
import type { WeatherNow } from '@core/weather/weather.types.js';
import { readCapped } from './read-capped.js';

/** Electron's `net.fetch` in the app (it follows the system proxy), Node's fetch in tests. */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<Response>;

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
  | { ok: false; serverTimeMs: number | null; kind: ServerErrorKind; message: string; status?: number };

export const REQUEST_TIMEOUT_MS = 20_000;
/**
 * The largest answer main reads from the API (a year of lite dashboard days is well under 2 MB): a server
 * that streams without end is cut off here rather than filling memory (CONTRIBUTING, outbound calls).
 */
export const ANSWER_MAX_BYTES = 16 * 1024 * 1024;

/** What the three kinds of answer are read as: JSON, the health check's text, or nothing (a poster's bytes). */
type Reading = 'json' | 'text';

/** The three server calls the signage app makes; every other request stays out of main. */
export function createServerClient(deps: { fetch: FetchLike; timers: Timers; timeoutMs?: number }) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** A GET whose answer `read` reads, the reading under the same deadline as the request. */
  async function get<T>(url: string, accept: string, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = deps.timers.setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await read(
        await deps.fetch(url, { signal: controller.signal, headers: { accept, 'cache-control': 'no-cache' } }),
      );
    } catch (error) {
      if (error instanceof ServerError) throw error;
      if (controller.signal.aborted)
        throw new ServerError(`no answer within ${Math.round(timeoutMs / 1000)} seconds`, 'timeout');
      throw new ServerError(describeNetworkError(error), 'unreachable');
    } finally {
      deps.timers.clearTimeout(timer);
    }
  }

  /**
   * The contract's typed call to one server: the request and its whole answer under the deadline, the answer
   * read up to ANSWER_MAX_BYTES, as JSON (undefined when it is not) or as text.
   */
  function callAt(serverUrl: string, reading: Reading = 'json'): ExchangeCall {
    return typedExchange(async (request) => {
      if (request.method !== 'GET' || request.body !== undefined)
        throw new Error(`main only reads from the server (${request.method} ${request.path})`);
      const accept = reading === 'json' ? 'application/json' : 'text/plain';
      return get(`${serverUrl}${request.path}`, accept, async (response) => {
        const bytes = response.body ? await readCapped(response, ANSWER_MAX_BYTES) : new Uint8Array();
        if (!bytes)
          throw new ServerError(`the answer is larger than ${ANSWER_MAX_BYTES} bytes`, 'invalid', response.status);
        const text = new TextDecoder().decode(bytes);
        return { status: response.status, headers: response.headers, body: reading === 'text' ? text : parsed(text) };
      });
    });
  }

  function success<Body>(answer: { status: number; body: Body }, what: string): NonNullable<Body> {
    if (answer.status !== 200)
      throw new ServerError(`${what}: the server answered ${answer.status}`, 'status', answer.status);
    if (answer.body === undefined || answer.body === null)
      throw new ServerError(`${what}: the answer is not JSON.`, 'invalid');
    return answer.body;
  }

  return {
    /**
     * GET /api/health: Ok only when the server and its database are usable. Never throws; a failure says
     * whether nothing answered or something that is not a healthy Minaret server did.
     */
    async health(serverUrl: string): Promise<HealthAnswer> {
      let answer: Awaited<ReturnType<ExchangeCall>>;
      try {
        answer = await callAt(serverUrl, 'text')(HEALTH);
      } catch (error) {
        const failure = error instanceof ServerError ? error : new ServerError(String(error), 'unreachable');
        return { ok: false, serverTimeMs: null, kind: failure.kind, message: failure.message };
      }
      const text = String(answer.body).trim();
      const serverTimeMs = dateHeader(answer.headers);
      if (answer.status === 200 && text === 'Ok') return { ok: true, serverTimeMs };
      const shown = text.replace(/\s+/g, ' ').slice(0, 60);
      return {
        ok: false,
        serverTimeMs,
        kind: 'status',
        status: answer.status,
        message: `its health check answered ${answer.status} "${shown}" instead of "Ok"`,
      };
    },

    /** GET /api/auth/companies/url/active: the masjids the public may open. */
    async activeMasjids(serverUrl: string): Promise<CompanyUrl[]> {
      const body: unknown = success(await callAt(serverUrl)(ACTIVE_MASJIDS), 'The masjid list');
      if (!Array.isArray(body)) throw new ServerError('The masjid list is not a list.', 'invalid');
      return body
        .filter((entry): entry is CompanyUrl => typeof entry?.url === 'string' && typeof entry?.name === 'string')
        .map((entry) => ({ id: String(entry.id ?? ''), name: entry.name, url: entry.url }));
    },

    /**
     * GET /api/dashboard/{companyUrl}/weather (docs/weather.md): the current weather, or null when there is
     * none, the server cannot be reached or answers something else. Never throws: weather is never worth an error.
     */
    async weather(serverUrl: string, companyUrl: string): Promise<WeatherNow | null> {
      try {
        const answer = await callAt(serverUrl)(WEATHER, { params: { companyUrl } });
        return answer.status === 200 ? weatherOfAnswer(answer.body) : null;
      } catch {
        return null;
      }
    },

    /**
     * A poster's bytes (GET /api/poster-files/{hash}.{format}, docs/screens.md "Posters") as a data URL, for
     * the renderer, which loads no picture from the network; null when it cannot be had or is over `maxBytes`.
     */
    async posterDataUrl(serverUrl: string, path: string, maxBytes: number): Promise<string | null> {
      if (!/^\/api\/poster-files\/[0-9a-f]{64}\.(jpg|png|webp)$/.test(path)) return null;
      try {
        const bytes = await get(`${serverUrl}${path}`, 'image/*', async (response) =>
          response.status !== 200 || Number(response.headers.get('content-length') ?? 0) > maxBytes
            ? null
            : readCapped(response, maxBytes),
        );
        if (!bytes) return null;
        const type = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[path.slice(path.lastIndexOf('.') + 1)];
        return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
      } catch {
        return null;
      }
    },

    /** GET /api/dashboard/{companyUrl}?days=N, with the Date header kept for the clock check. */
    async dashboard(
      serverUrl: string,
      companyUrl: string,
      days: number,
    ): Promise<{ data: DashboardData; serverTimeMs: number | null }> {
      const answer = await callAt(serverUrl)(DASHBOARD_BY_URL, { params: { companyUrl }, query: { days } });
      // Typed by the contract, yet checked: a proxy or an older server may answer anything.
      const body: unknown = success(answer, 'The dashboard');
      if (!isDashboardData(body)) throw new ServerError('The dashboard answer is not a Minaret dashboard.', 'invalid');
      return { data: body, serverTimeMs: dateHeader(answer.headers) };
    },
  };
}

export type ServerClient = ReturnType<typeof createServerClient>;

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function dateHeader(headers: Headers): number | null {
  const value = headers.get('date');
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * What went wrong, in words for whoever sets up the screen, with the technical code kept in brackets for
 * whoever helps them. Node's fetch puts the code in `cause.code` (ECONNREFUSED); Electron's net.fetch
 * rejects with the Chromium error as the message (net::ERR_CONNECTION_REFUSED).
 */
const NETWORK_REASONS: Array<{ codes: RegExp; reason: string }> = [
  { codes: /^(ENOTFOUND|ERR_NAME_NOT_RESOLVED)$/, reason: 'there is no server of that name' },
  {
    codes:
      /^(EAI_AGAIN|ERR_NAME_RESOLUTION_FAILED|ERR_INTERNET_DISCONNECTED|ENETUNREACH|ERR_NETWORK_CHANGED|ERR_NETWORK_ACCESS_DENIED)$/,
    reason: 'this computer is not connected to the network',
  },
  { codes: /^(ECONNREFUSED|ERR_CONNECTION_REFUSED)$/, reason: 'nothing answers at that address and port' },
  {
    codes: /^(ETIMEDOUT|EHOSTUNREACH|ERR_CONNECTION_TIMED_OUT|ERR_ADDRESS_UNREACHABLE|ERR_TIMED_OUT)$/,
    reason: 'the server does not answer',
  },
  {
    codes: /^(ECONNRESET|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_EMPTY_RESPONSE|UND_ERR_SOCKET)$/,
    reason: 'the connection was cut off',
  },
  { codes: /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_SSL|EPROTO/, reason: 'its security certificate is not valid' },
];

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const message = error instanceof Error ? error.message : String(error);
  const code = cause?.code ?? /net::(ERR_[A-Z_]+)/.exec(message)?.[1] ?? cause?.message ?? message;
  const known = NETWORK_REASONS.find((entry) => entry.codes.test(code));
  return `${known?.reason ?? 'no connection'} (${code})`;
}
