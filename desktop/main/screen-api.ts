import { pathOf, type ResponseOf } from '@core/http/contract/endpoint.js';
import { PAIRING_STATUS, SCREEN_HEARTBEAT, SCREEN_SCREENSHOT, START_PAIRING } from '@core/http/contract/screens.js';
import type { Heartbeat } from '@core/screens/screen.schema.js';

/** The screens contract as a screen calls it (docs/screens.md); fetch is Electron's net.fetch, or a fake in tests. */
export type HttpFetch = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; signal?: AbortSignal },
) => Promise<Response>;

export const SCREEN_REQUEST_TIMEOUT_MS = 20_000;

export class ScreenApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ScreenApiError';
  }
}

export function createScreenApi(fetch: HttpFetch) {
  async function call<T>(url: string, init: Parameters<HttpFetch>[1]): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(SCREEN_REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new ScreenApiError(
        `the server cannot be reached (${error instanceof Error ? error.message : String(error)})`,
        null,
      );
    }
    const text = await response.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.status !== 200) throw new ScreenApiError(body?.message ?? `HTTP ${response.status}`, response.status);
    if (body === undefined) throw new ScreenApiError('the server did not answer with JSON', response.status);
    return body as T;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    startPairing: (serverUrl: string) =>
      call<ResponseOf<typeof START_PAIRING>>(`${serverUrl}${pathOf(START_PAIRING, {})}`, {
        method: START_PAIRING.method,
      }),
    pairingStatus: (serverUrl: string, pairingId: string) =>
      call<ResponseOf<typeof PAIRING_STATUS>>(`${serverUrl}${pathOf(PAIRING_STATUS, { pairingId })}`, {
        method: PAIRING_STATUS.method,
      }),
    heartbeat: (serverUrl: string, token: string, beat: Heartbeat) =>
      call<ResponseOf<typeof SCREEN_HEARTBEAT>>(`${serverUrl}${pathOf(SCREEN_HEARTBEAT, {})}`, {
        method: SCREEN_HEARTBEAT.method,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(beat),
      }),
    uploadScreenshot: (serverUrl: string, token: string, image: Uint8Array) =>
      call<ResponseOf<typeof SCREEN_SCREENSHOT>>(`${serverUrl}${pathOf(SCREEN_SCREENSHOT, {})}`, {
        method: SCREEN_SCREENSHOT.method,
        headers: { ...bearer(token), 'content-type': 'image/jpeg' },
        body: image,
      }),
  };
}

export type ScreenApi = ReturnType<typeof createScreenApi>;
