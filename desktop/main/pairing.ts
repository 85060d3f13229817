import type { PairingState } from '../ipc/ipc-contract.js';
import type { Logger } from './logger.js';
import { ScreenApiError, type ScreenApi } from './screen-api.js';
import { parseServerAddress } from './server-address.js';
import type { Settings } from './settings.js';
import type { Timers } from './timers.js';

/** How often the screen asks whether its code was claimed: soon after the admin presses Pair. */
export const PAIRING_POLL_MS = 3_000;
/** After a failure (no network, server down) the screen tries again by itself. */
export const PAIRING_RETRY_MS = 10_000;

/**
 * First run and the setup shortcut (docs/screens.md): ask the server for a code, show it until an admin
 * claims it, then keep the screen's id and token and show the dashboard. An expired code is replaced by a
 * new one; the code on the screen is always one that can be claimed.
 */
export function createPairing(deps: {
  api: ScreenApi;
  settings: Settings;
  /** The server this app was built for, if any; the setup screen asks for one otherwise. */
  builtInServer: string | null;
  timers: Timers;
  log: Logger;
  onPaired: () => void;
}) {
  let state: PairingState = { status: 'idle' };
  let timer: unknown = null;
  let run = 0;

  const schedule = (ms: number, step: () => Promise<void>) => {
    const mine = run;
    timer = deps.timers.setTimeout(() => {
      if (mine === run) void step();
    }, ms);
  };

  function serverToUse(address: string | null): string | null | { problem: string } {
    if (address !== null) {
      const parsed = parseServerAddress(address);
      return parsed.ok ? parsed.serverUrl : { problem: parsed.message };
    }
    return deps.settings.connection()?.serverUrl ?? savedServer() ?? deps.builtInServer;
  }

  function savedServer(): string | null {
    // After an unpair the masjid is forgotten but the server is kept.
    const parsed = parseServerAddress(String(deps.settings.serverUrl() ?? ''));
    return parsed.ok ? parsed.serverUrl : null;
  }

  async function requestCode(serverUrl: string, mine: number): Promise<void> {
    try {
      const started = await deps.api.startPairing(serverUrl);
      if (mine !== run) return;
      state = {
        status: 'waiting',
        serverUrl,
        code: started.code,
        expiresAt: started.expiresAt,
        claimUrl: `${serverUrl}/auth/screens?code=${started.code}`,
      };
      schedule(PAIRING_POLL_MS, () => poll(serverUrl, started.pairingId, mine));
    } catch (error) {
      fail(serverUrl, error, mine, () => requestCode(serverUrl, mine));
    }
  }

  async function poll(serverUrl: string, pairingId: string, mine: number): Promise<void> {
    try {
      const answer = await deps.api.pairingStatus(serverUrl, pairingId);
      if (mine !== run) return;
      if (answer.status === 'pending')
        return schedule(PAIRING_POLL_MS, (): Promise<void> => poll(serverUrl, pairingId, mine));
      if (answer.status === 'expired') return requestCode(serverUrl, mine);
      deps.settings.savePairing(
        { serverUrl, companyUrl: answer.companyUrl },
        { screenId: answer.screenId, screenToken: answer.screenToken },
      );
      deps.log.info(`Paired as screen ${answer.screenId} of ${answer.companyUrl} on ${serverUrl}`);
      state = { status: 'paired', serverUrl, companyUrl: answer.companyUrl };
      run += 1;
      deps.onPaired();
    } catch (error) {
      // A pairing the server no longer knows (collected or cleaned up): start over with a new code.
      if (error instanceof ScreenApiError && error.status === 404) return requestCode(serverUrl, mine);
      fail(serverUrl, error, mine, () => poll(serverUrl, pairingId, mine));
    }
  }

  function fail(serverUrl: string, error: unknown, mine: number, retry: () => Promise<void>) {
    if (mine !== run) return;
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn(`Pairing with ${serverUrl}: ${reason}`);
    const keepCode = state.status === 'waiting' && Date.parse(state.expiresAt) > deps.timers.now();
    if (!keepCode) state = { status: 'failed', serverUrl, message: `${serverUrl}: ${reason}. Trying again…` };
    schedule(PAIRING_RETRY_MS, retry);
  }

  return {
    state: (): PairingState => state,
    /** Starts (or restarts) pairing with the given address, or the saved or built-in server. */
    start(address: string | null): PairingState {
      this.stop();
      // An empty address is the pairing screen's "Use another server": ask for one.
      if (address !== null && address.trim() === '') return (state = { status: 'needs-server', message: null });
      const server = serverToUse(address);
      if (server === null) return (state = { status: 'needs-server', message: null });
      if (typeof server !== 'string') return (state = { status: 'needs-server', message: server.problem });
      state = { status: 'starting', serverUrl: server };
      void requestCode(server, run);
      return state;
    },
    stop(): void {
      run += 1;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
      if (state.status !== 'paired') state = { status: 'idle' };
    },
  };
}

export type Pairing = ReturnType<typeof createPairing>;
