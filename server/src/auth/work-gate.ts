import { AppError, type ErrorMessage } from '../http/errors.js';

/**
 * Bounds slow work (password hashes) in one process: `concurrency` tasks run, `queue` more wait their
 * turn, and anything beyond is refused at once with a 503 and `Retry-After`, instead of being held while
 * the queue grows without end (docs/security.md "Bursts of sign-ins"). A place is taken when `run` is
 * called, before any of the task's own waiting, so a burst is sorted at the door.
 */
export function createWorkGate(options: { concurrency: number; queue: number; busy: () => ErrorMessage }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.queue)
          throw new AppError('UNAVAILABLE', options.busy(), undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        // The place passes to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** A full queue empties within about a second (a hash takes 50-100 ms). */
export const RETRY_AFTER_SECONDS = 1;

export type WorkGate = ReturnType<typeof createWorkGate>;
