import type { Timers } from './timers.js';

/**
 * Delays between renderer restarts: the first comes at once, then each doubles up to a ceiling, so a
 * page that crashes on every load (a corrupt copy, a GPU driver fault) does not spin the CPU of a small
 * display PC. After a quiet stretch the next restart is immediate again.
 */
export function createRestartBackoff(deps: {
  timers: Timers;
  firstMs?: number;
  maxMs?: number;
  quietAfterMs?: number;
}) {
  const firstMs = deps.firstMs ?? 1_000;
  const maxMs = deps.maxMs ?? 5 * 60_000;
  const quietAfterMs = deps.quietAfterMs ?? 10 * 60_000;
  let streak = 0;
  let lastAt: number | null = null;
  return {
    /** The delay before the next restart, counting it as one more in the current streak. */
    next(): number {
      const now = deps.timers.now();
      if (lastAt !== null && now - lastAt >= quietAfterMs) streak = 0;
      const delay = streak === 0 ? 0 : Math.min(firstMs * 2 ** (streak - 1), maxMs);
      streak += 1;
      lastAt = now + delay;
      return delay;
    },
  };
}

export type RestartBackoff = ReturnType<typeof createRestartBackoff>;
