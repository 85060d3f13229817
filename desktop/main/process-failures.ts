import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

export interface ProcessLike {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown;
}

/**
 * An error nobody caught in the main process is logged and the app goes on. Without a handler Electron
 * shows a modal error box, which on an unattended screen stays there until someone clicks it, over the
 * dashboard, with every timer of this process possibly stuck behind it.
 */
export function logUncaughtErrors(processLike: ProcessLike, log: Logger): void {
  processLike.on('uncaughtException', (error) => log.error('Uncaught error in the main process', error));
  processLike.on('unhandledRejection', (reason) => log.error('Unhandled rejection in the main process', reason));
}

export interface RelaunchableApp {
  relaunch(): void;
  exit(code: number): void;
}

/** Long enough not to spin on a failure that repeats at every start, short enough for a prayer hall. */
export const RELAUNCH_AFTER_MS = 60_000;

/**
 * The app could not start (a damaged profile, a disk that failed a read). Quitting would leave the
 * prayer hall with a bare desktop until someone comes; staying would keep a process with no window
 * that holds the single-instance lock, so even starting the app by hand would do nothing. So: log it,
 * wait a minute, and start again.
 */
export function relaunchAfterStartFailure(
  error: unknown,
  deps: { app: RelaunchableApp; timers: Timers; log: Logger; delayMs?: number },
): void {
  const delayMs = deps.delayMs ?? RELAUNCH_AFTER_MS;
  deps.log.error(`Minaret Signage could not start; trying again in ${Math.round(delayMs / 1000)} s`, error);
  deps.timers.setTimeout(() => {
    deps.app.relaunch();
    deps.app.exit(1);
  }, delayMs);
}
