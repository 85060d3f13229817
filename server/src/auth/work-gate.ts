import { AppError, type ErrorMessage } from '../http/errors.js';

/**
 * Bounds slow work (password hashes) in one process: `concurrency` tasks run, `queue` more wait their
 * turn, and anything beyond is refused at once with a 503 and `Retry-After`, instead of being held while
 * the queue grows without end (docs/security.md "Bursts of sign-ins"). A place is taken when `run` is
 * called, before any of the task's own waiting, so a burst is sorted at the door. One `key` (a client
 * address) holds at most `perKey` places, running and waiting: one address cannot fill the gate and
 * keep everyone else out.
 */
export function createWorkGate(options: {
  concurrency: number;
  queue: number;
  perKey: number;
  /**
   * How long a task may wait for its turn: on a machine too slow to empty the queue in time, a task still
   * waiting then is refused like one that found the queue full, so that every caller has an answer soon.
   */
  maxWaitMs: number;
  busy: () => ErrorMessage;
}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const held = new Map<string, number>();

  const busy = () => new GateBusy(options.busy(), { 'Retry-After': String(RETRY_AFTER_SECONDS) });

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const mine = held.get(key) ?? 0;
      if (mine >= options.perKey) throw busy();
      if (running >= options.concurrency && waiting.length >= options.queue) throw busy();
      held.set(key, mine + 1);
      try {
        if (running >= options.concurrency) await turn(waiting, options.maxWaitMs, busy);
        else running += 1;
        try {
          return await task();
        } finally {
          // The place passes to the next in line, or is given back.
          const next = waiting.shift();
          if (next) next();
          else running -= 1;
        }
      } finally {
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      }
    },
  };
}

/** Resolves when a finishing task passes its place on, or refuses once `maxWaitMs` have passed in line. */
function turn(waiting: Array<() => void>, maxWaitMs: number, busy: () => GateBusy): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const go = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(go), 1);
      reject(busy());
    }, maxWaitMs);
    waiting.push(go);
  });
}

/** The gate turned a task away (503): the caller may count it against the key. */
export class GateBusy extends AppError {
  constructor(message: ErrorMessage, headers: Record<string, string>) {
    super('UNAVAILABLE', message, undefined, headers);
  }
}

/** A full queue empties within about a second (a hash takes 50-100 ms). */
export const RETRY_AFTER_SECONDS = 1;

export type WorkGate = ReturnType<typeof createWorkGate>;
