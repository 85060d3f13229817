import type { Heartbeat } from '@core/screens/screen.schema.js';
import { typedCall } from '@core/http/contract/call.js';
// The light endpoints, without zod: the player page stays as light as the dashboard it shows.
import { LIGHT } from '@core/http/contract/light.js';

/**
 * The web player's calls to its own server (the contract of docs/screens.md, as the desktop app's
 * desktop/main/screen-api.ts speaks it). A failed call says its HTTP status (0: no answer) and, for a 429,
 * how long to wait.
 */
export class PlayerApiError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(status === 0 ? 'The server cannot be reached' : `HTTP ${status}`);
    this.name = 'PlayerApiError';
  }
}

type Fetch = typeof fetch;

export function createPlayerApi(fetcher: Fetch = (...args) => fetch(...args)) {
  /** The contract's typed call over `fetcher`, with the screen's token when it has one. */
  const callAs = (screenToken?: string) =>
    typedCall(async (request) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (screenToken) headers.authorization = `Bearer ${screenToken}`;
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetcher(request.path, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          cache: 'no-store',
        });
      } catch {
        throw new PlayerApiError(0);
      }
      if (!response.ok) {
        const retryAfter = Number(response.headers.get('retry-after'));
        throw new PlayerApiError(response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
      }
      return response.json();
    });
  return {
    startPairing: () => callAs()(LIGHT.START_PAIRING),
    pairingStatus: (pairingId: string) => callAs()(LIGHT.PAIRING_STATUS, { params: { pairingId } }),
    heartbeat: (screenToken: string, figures: Heartbeat) =>
      callAs(screenToken)(LIGHT.SCREEN_HEARTBEAT, { body: figures }),
  };
}

export type PlayerApi = ReturnType<typeof createPlayerApi>;
