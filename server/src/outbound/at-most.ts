/**
 * Runs `task` over `items` with at most `limit` at once (docs/security.md "Outbound calls"): one slow
 * service holds one place, and the other calls go on in the others. Settles when every task has.
 */
export async function forEachAtMost<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
