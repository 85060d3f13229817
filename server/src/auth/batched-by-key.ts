/**
 * Runs `runAll` on the keys asked for while the previous run was busy, each key once per run, at most
 * `perRun` keys a run: callers asking for the same key in the meantime share its answer. The first ask
 * starts a run at once; an idle batcher adds no delay.
 */
export function batchedByKey<T>(
  runAll: (keys: string[]) => Promise<Map<string, T>>,
  perRun: number,
): (key: string) => Promise<T | undefined> {
  type Waiter = { resolve: (value: T | undefined) => void; reject: (error: unknown) => void };
  const waiting = new Map<string, Waiter[]>();
  let running = false;

  async function drain() {
    running = true;
    try {
      while (waiting.size > 0) {
        const batch = new Map([...waiting].slice(0, perRun));
        for (const key of batch.keys()) waiting.delete(key);
        try {
          const answers = await runAll([...batch.keys()]);
          for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(answers.get(key));
        } catch (error) {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        }
      }
    } finally {
      running = false;
    }
  }

  return (key) =>
    new Promise<T | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!running) void drain();
    });
}
