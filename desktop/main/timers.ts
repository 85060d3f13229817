/**
 * Time as the main-process modules see it. Passed in (never read from globals inside a module) so that
 * tests drive every schedule with fake timers; `systemTimers` reads the globals at call time, so
 * vitest's fake timers apply to it as well.
 */
export interface Timers {
  /** The wall clock (epoch ms): what the display shows, and what may be wrong. */
  now(): number;
  /** A clock that never jumps (ms since an arbitrary start), for measuring elapsed time. */
  monotonic(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function sleep(timers: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => timers.setTimeout(resolve, ms));
}
