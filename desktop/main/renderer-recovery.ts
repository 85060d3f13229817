import type { Logger } from './logger.js';
import type { RestartBackoff } from './restart-backoff.js';
import type { Timers } from './timers.js';

type Listener = (...args: any[]) => void;

export interface RecoverableContents {
  on(event: string, listener: Listener): unknown;
  reload(): void;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
}

/** A page that stops answering this long is taken as hung (a long garbage collection is shorter). */
export const HANG_GRACE_MS = 30_000;

/** net::ERR_ABORTED: a load replaced by another one, not a failure. */
const ERR_ABORTED = -3;

/**
 * Brings the page back without anyone at the screen: after the renderer process dies
 * ('render-process-gone'), after it hangs ('unresponsive' with no 'responsive' within the grace
 * period), when its page fails to load, and when asked (the memory watchdog). Every restart waits for
 * the backoff, so a page that keeps failing does not spin.
 */
export function createRendererRecovery(deps: {
  contents: RecoverableContents;
  backoff: RestartBackoff;
  timers: Timers;
  log: Logger;
  hangGraceMs?: number;
}) {
  const hangGraceMs = deps.hangGraceMs ?? HANG_GRACE_MS;
  let pending: unknown = null;
  let hangTimer: unknown = null;
  let expectingGone = false;

  function schedule(reason: string, freshProcess: boolean) {
    if (pending !== null) return;
    const delay = deps.backoff.next();
    deps.log.warn(`Renderer restart in ${Math.round(delay / 1000)} s: ${reason}`);
    pending = deps.timers.setTimeout(() => {
      pending = null;
      if (deps.contents.isDestroyed()) return;
      if (freshProcess) {
        // A hung or bloated renderer is killed first, so that reload() starts a new process.
        expectingGone = true;
        deps.contents.forcefullyCrashRenderer();
      }
      deps.contents.reload();
    }, delay);
  }

  function clearHang() {
    if (hangTimer !== null) deps.timers.clearTimeout(hangTimer);
    hangTimer = null;
  }

  deps.contents.on('render-process-gone', (_event: unknown, details: { reason?: string; exitCode?: number }) => {
    clearHang();
    if (expectingGone) {
      expectingGone = false;
      return;
    }
    schedule(`renderer process gone (${details?.reason ?? 'unknown'}, exit ${details?.exitCode ?? '?'})`, false);
  });
  deps.contents.on('unresponsive', () => {
    if (hangTimer !== null) return;
    deps.log.warn('Renderer unresponsive; waiting before a restart');
    hangTimer = deps.timers.setTimeout(() => {
      hangTimer = null;
      schedule(`renderer unresponsive for ${Math.round(hangGraceMs / 1000)} s`, true);
    }, hangGraceMs);
  });
  deps.contents.on('responsive', () => {
    if (hangTimer !== null) deps.log.info('Renderer responsive again');
    clearHang();
  });
  deps.contents.on(
    'did-fail-load',
    (_event: unknown, errorCode: number, description: string, url: string, isMainFrame: boolean) => {
      if (!isMainFrame || errorCode === ERR_ABORTED) return;
      schedule(`page failed to load (${errorCode} ${description}) ${url}`, false);
    },
  );

  return {
    /** Restarts the renderer in a new process, after the backoff. */
    restart(reason: string) {
      schedule(reason, true);
    },
  };
}

export type RendererRecovery = ReturnType<typeof createRendererRecovery>;
