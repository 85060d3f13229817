import {
  HEARTBEAT_INTERVAL_MS,
  type Heartbeat,
  type ScreenCommand,
  type ScreenSettings,
} from '@core/screens/screen.schema.js';
import type { Logger } from './logger.js';
import { ScreenApiError, type ScreenApi } from './screen-api.js';
import type { Settings } from './settings.js';
import type { Timers } from './timers.js';

/**
 * Once a minute a paired screen reports its figures (docs/screens.md); the answer carries the commands an
 * admin sent and the screen's settings. A 401 means the token was revoked (unpaired or deleted): the
 * screen forgets its pairing and goes back to showing a code.
 */
export function createHeartbeat(deps: {
  api: ScreenApi;
  settings: Settings;
  figures: () => Promise<Heartbeat>;
  onCommand: (command: ScreenCommand) => Promise<void> | void;
  onSettings: (settings: ScreenSettings) => void;
  onRevoked: () => void;
  timers: Timers;
  log: Logger;
}) {
  let timer: unknown = null;
  let running = false;

  async function beat(): Promise<void> {
    const pairing = deps.settings.pairing();
    const connection = deps.settings.connection();
    if (!pairing || !connection) return;
    try {
      const reply = await deps.api.heartbeat(connection.serverUrl, pairing.screenToken, await deps.figures());
      if (JSON.stringify(reply.settings) !== JSON.stringify(deps.settings.screenSettings())) {
        deps.settings.saveScreenSettings(reply.settings);
        deps.onSettings(reply.settings);
      }
      for (const { command } of reply.commands) {
        deps.log.info(`Command from the server: ${command}`);
        try {
          await deps.onCommand(command);
        } catch (error) {
          deps.log.warn(`Command ${command} failed`, error instanceof Error ? error.message : error);
        }
      }
    } catch (error) {
      if (error instanceof ScreenApiError && error.status === 401) {
        deps.log.warn('The server no longer knows this screen (unpaired or deleted): back to pairing');
        deps.settings.forgetPairing();
        deps.onRevoked();
        return;
      }
      deps.log.warn('Heartbeat failed', error instanceof Error ? error.message : error);
    }
  }

  function next() {
    timer = deps.timers.setTimeout(() => {
      if (!running) return;
      // beat() reports its own failures; the next beat is planned whatever happened.
      void beat().then(() => running && next());
    }, HEARTBEAT_INTERVAL_MS);
  }

  return {
    /** Beats at once (a fresh start or pairing reports straight away), then every minute. */
    start(): void {
      this.stop();
      running = true;
      void beat().then(() => running && next());
    },
    stop(): void {
      running = false;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
    beat,
  };
}

export type HeartbeatService = ReturnType<typeof createHeartbeat>;
