import type { Logger } from './logger.js';
import type { Timers } from './timers.js';

export const MEMORY_CHECK_MS = 60_000;
/** Consecutive samples over the ceiling before a restart: one spike (a big image) is not a leak. */
export const MEMORY_STRIKES = 3;

export interface ProcessMetricLike {
  pid: number;
  memory: { workingSetSize: number };
}

/** The renderer's working set in MB, from app.getAppMetrics() (which reports kilobytes). */
export function rendererMemoryMb(metrics: readonly ProcessMetricLike[], rendererPid: number): number | null {
  const metric = metrics.find((entry) => entry.pid === rendererPid);
  return metric ? metric.memory.workingSetSize / 1024 : null;
}

/**
 * Restarts the renderer when its memory stays past a ceiling, for display PCs with little memory that
 * run one page for months. The restart itself goes through the renderer recovery, whose backoff keeps
 * a page that is simply too big from restarting in a loop.
 */
export function createMemoryWatchdog(deps: {
  sampleMb: () => number | null;
  ceilingMb: () => number;
  restart: (reason: string) => void;
  timers: Timers;
  log: Logger;
  intervalMs?: number;
  strikes?: number;
}) {
  const intervalMs = deps.intervalMs ?? MEMORY_CHECK_MS;
  const strikesNeeded = deps.strikes ?? MEMORY_STRIKES;
  let strikes = 0;
  let timer: unknown = null;

  function check() {
    let mb: number | null = null;
    try {
      mb = deps.sampleMb();
    } catch (error) {
      deps.log.warn('Memory watchdog: no sample', error);
    }
    const ceiling = deps.ceilingMb();
    if (mb !== null && mb > ceiling) {
      strikes += 1;
      if (strikes >= strikesNeeded) {
        strikes = 0;
        deps.restart(`renderer memory ${Math.round(mb)} MB over the ${ceiling} MB ceiling`);
      }
    } else {
      strikes = 0;
    }
    timer = deps.timers.setTimeout(check, intervalMs);
  }

  return {
    start() {
      if (timer === null) timer = deps.timers.setTimeout(check, intervalMs);
    },
    stop() {
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
  };
}
