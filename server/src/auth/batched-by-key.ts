/**
 * Runs `runAll` on the keys asked for while earlier runs were busy, each key once per run, at most `perRun`
 * keys a run and `runsAtOnce` runs at a time: callers asking for the same key in the meantime share its
 * answer. An ask finding fewer than `runsAtOnce` runs busy starts one at once, so an idle batcher adds no
 * delay and a pool of connections is used as it would be by single statements.
 */
export function batchedByKey<T>(
  runAll: (keys: string[]) => Promise<Map<string, T>>,
  limits: { perRun: number; runsAtOnce: number },
): (key: string) => Promise<T | undefined> {
  type Waiter = { resolve: (value: T | undefined) => void; reject: (error: unknown) => void };
  const waiting = new Map<string, Waiter[]>();
  let running = 0;

  async function runBatch(batch: Map<string, Waiter[]>) {
    try {
      const answers = await runAll([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(answers.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function pump() {
    while (running < limits.runsAtOnce && waiting.size > 0) {
      const batch = new Map([...waiting].slice(0, limits.perRun));
      for (const key of batch.keys()) waiting.delete(key);
      running += 1;
      void runBatch(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return (key) =>
    new Promise<T | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      pump();
    });
}
