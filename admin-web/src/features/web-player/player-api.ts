import type { Heartbeat, HeartbeatReply, PairingStarted, PairingStatus } from '@core/screens/screen.schema.js';
// The zod-free paths: the player page stays as light as the dashboard it shows.
import { fillPath, PATHS } from '@core/http/contract/paths.js';

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

async function call<T>(fetcher: Fetch, path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(path, { ...init, cache: 'no-store' });
  } catch {
    throw new PlayerApiError(0);
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new PlayerApiError(response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return (await response.json()) as T;
}

export function createPlayerApi(fetcher: Fetch = (...args) => fetch(...args)) {
  return {
    startPairing: () =>
      call<PairingStarted>(fetcher, fillPath(PATHS.screenPairings, {}), {
        method: 'POST',
        headers: { accept: 'application/json' },
      }),
    pairingStatus: (pairingId: string) =>
      call<PairingStatus>(fetcher, fillPath(PATHS.screenPairing, { pairingId }), {
        headers: { accept: 'application/json' },
      }),
    heartbeat: (screenToken: string, figures: Heartbeat) =>
      call<HeartbeatReply>(fetcher, fillPath(PATHS.screenHeartbeat, {}), {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${screenToken}`,
        },
        body: JSON.stringify(figures),
      }),
  };
}

export type PlayerApi = ReturnType<typeof createPlayerApi>;
