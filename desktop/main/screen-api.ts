import { typedCall } from '@core/http/contract/call.js';
import { PAIRING_STATUS, SCREEN_HEARTBEAT, SCREEN_SCREENSHOT, START_PAIRING } from '@core/http/contract/screens.js';
import type { Heartbeat } from '@core/screens/screen.schema.js';
import { readCapped } from './read-capped.js';

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

/** The largest answer a screen call reads (each is a few hundred bytes): nothing streams into main unbounded. */
export const SCREEN_ANSWER_MAX_BYTES = 64 * 1024;

export function createScreenApi(fetch: HttpFetch) {
  /** The contract's typed call to one server, with the screen's token when it has one. */
  function callAt(serverUrl: string, token?: string) {
    return typedCall(async (request) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let body: string | Uint8Array | undefined;
      if (request.body instanceof Uint8Array) {
        headers['content-type'] = 'image/jpeg';
        body = request.body;
      } else if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      let text: string;
      let status: number;
      try {
        const response = await fetch(`${serverUrl}${request.path}`, {
          method: request.method,
          headers,
          body,
          // The deadline covers the answer's body too: the signal aborts its reading.
          signal: AbortSignal.timeout(SCREEN_REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        text = await cappedText(response, SCREEN_ANSWER_MAX_BYTES);
      } catch (error) {
        if (error instanceof ScreenApiError) throw error;
        throw new ScreenApiError(
          `the server cannot be reached (${error instanceof Error ? error.message : String(error)})`,
          null,
        );
      }
      let answer: any;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        answer = undefined;
      }
      if (status !== 200) throw new ScreenApiError(answer?.message ?? `HTTP ${status}`, status);
      if (answer === undefined) throw new ScreenApiError('the server did not answer with JSON', status);
      return answer;
    });
  }

  return {
    startPairing: (serverUrl: string) => callAt(serverUrl)(START_PAIRING),
    pairingStatus: (serverUrl: string, pairingId: string) =>
      callAt(serverUrl)(PAIRING_STATUS, { params: { pairingId } }),
    heartbeat: (serverUrl: string, token: string, beat: Heartbeat) =>
      callAt(serverUrl, token)(SCREEN_HEARTBEAT, { body: beat }),
    uploadScreenshot: (serverUrl: string, token: string, image: Uint8Array) =>
      callAt(serverUrl, token)(SCREEN_SCREENSHOT, { body: image }),
  };
}

/** The answer's text, refused past `maxBytes` (the stream is cancelled there). */
async function cappedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const bytes = await readCapped(response, maxBytes);
  if (!bytes) throw new ScreenApiError(`the answer is larger than ${maxBytes} bytes`, response.status);
  return new TextDecoder().decode(bytes);
}

export type ScreenApi = ReturnType<typeof createScreenApi>;
