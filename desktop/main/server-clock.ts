import type { Timers } from './timers.js';

/**
 * What this display knows of the server's clock, so that a wrong display clock is noticed also while
 * offline. Each server contact (a dashboard answer, a health check's Date header) is an anchor; the
 * server's time now is that anchor plus the time elapsed since, measured on the monotonic clock, which a
 * changed or reset wall clock does not move.
 */
export function createServerClock(timers: Timers) {
  let anchor: { serverMs: number; monotonicMs: number } | null = null;
  return {
    observe(serverMs: number): void {
      if (Number.isFinite(serverMs)) anchor = { serverMs, monotonicMs: timers.monotonic() };
    },
    /** The server's time now, or null before the first contact of this run. */
    estimateNow(): number | null {
      return anchor ? anchor.serverMs + (timers.monotonic() - anchor.monotonicMs) : null;
    },
  };
}

export type ServerClock = ReturnType<typeof createServerClock>;
