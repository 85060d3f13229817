import { AppError, type ErrorMessage } from '../http/errors.js';

/**
 * Bounds slow work (password hashes) in one process: `concurrency` tasks run, `queue` more wait their
 * turn, and anything beyond is refused at once with a 503 and `Retry-After`, instead of being held while
 * the queue grows without end (docs/security.md "Bursts of sign-ins"). A place is taken when `run` is
 * called, before any of the task's own waiting, so a burst is sorted at the door. One `key` (a client
 * address) holds at most `perKey` places, running and waiting, and runs at most `runningPerKey` of them at
 * once: one address cannot fill the gate, nor take every running place while others wait.
 */
export function createWorkGate(options: {
  concurrency: number;
  queue: number;
  perKey: number;
  runningPerKey: number;
  /**
   * How long a task may wait for its turn: on a machine too slow to empty the queue in time, a task still
   * waiting then is refused like one that found the queue full, so that every caller has an answer soon.
   */
  maxWaitMs: number;
  busy: () => ErrorMessage;
}) {
  let running = 0;
  const waiting: Array<{ key: string; go: () => void }> = [];
  const held = new Map<string, number>();
  const runningByKey = new Map<string, number>();

  const busy = () => new GateBusy(options.busy(), { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  const mayRun = (key: string) => running < options.concurrency && (runningByKey.get(key) ?? 0) < options.runningPerKey;
  const start = (key: string) => {
    running += 1;
    runningByKey.set(key, (runningByKey.get(key) ?? 0) + 1);
  };
  const finish = (key: string) => {
    running -= 1;
    const left = (runningByKey.get(key) ?? 1) - 1;
    if (left > 0) runningByKey.set(key, left);
    else runningByKey.delete(key);
    // The freed place goes to the first in line whose address is not already running its share.
    const next = waiting.findIndex((each) => mayRun(each.key));
    if (next >= 0) waiting.splice(next, 1)[0]!.go();
  };

  /** Resolves when the task may start, or refuses once `maxWaitMs` have passed in line. */
  const turn = (key: string) =>
    new Promise<void>((resolve, reject) => {
      const entry = {
        key,
        go: () => {
          clearTimeout(timer);
          start(key);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(busy());
      }, options.maxWaitMs);
      waiting.push(entry);
    });

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
      if (!mayRun(key) && waiting.length >= options.queue) throw busy();
      held.set(key, mine + 1);
      try {
        if (mayRun(key)) start(key);
        else await turn(key);
        try {
          return await task();
        } finally {
          finish(key);
        }
      } finally {
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      }
    },
  };
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
