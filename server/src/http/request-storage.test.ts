import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { RequestStorage } from './request-storage.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('RequestStorage', () => {
  it('gives each run its own value through its awaits, and none outside a run', async () => {
    const storage = new RequestStorage<string>();
    const seen: Array<string | undefined> = [];
    // Each run waits until the test lets it go, in an order other than they started: released by hand, not
    // by timers, whose order a busy machine does not keep (three timers of 5, 1 and 3 ms fired in the order
    // they were set once, when setting them took longer than 5 ms).
    const releases = new Map<string, () => void>();
    const request = (value: string) =>
      storage.run(value, async () => {
        await new Promise<void>((resolve) => releases.set(value, resolve));
        seen.push(`${value}:${storage.get()}`);
      });
    const runs = [request('a'), request('b'), request('c')];
    for (const value of ['b', 'c', 'a']) {
      releases.get(value)!();
      await tick();
    }
    await Promise.all(runs);
    expect(seen).toEqual(['b:b', 'c:c', 'a:a']);
    expect(storage.get()).toBeUndefined();
  });

  it('is switched off once no run is in flight, and on again for the next run', async () => {
    const storage = new RequestStorage<string>();
    let release!: () => void;
    const first = storage.run('first', () => new Promise<void>((resolve) => (release = resolve)));
    const second = storage.run('second', async () => {
      await tick();
      return storage.get();
    });
    expect(storage.active).toBe(true);
    await expect(second).resolves.toBe('second');
    // One run still holds it.
    expect(storage.active).toBe(true);
    release();
    await first;
    expect(storage.active).toBe(false);
    await expect(storage.run('third', async () => (await tick(), storage.get()))).resolves.toBe('third');
    expect(storage.active).toBe(false);
  });

  it('settles its run when the work fails, and keeps the failure', async () => {
    const storage = new RequestStorage<string>();
    await expect(
      storage.run('x', async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(storage.active).toBe(false);
  });

  it('switches its AsyncLocalStorage off (unhooking Node) only when the last run settles', async () => {
    const disable = vi.spyOn(AsyncLocalStorage.prototype, 'disable');
    try {
      const storage = new RequestStorage<number>();
      let release!: () => void;
      const long = storage.run(1, () => new Promise<void>((resolve) => (release = resolve)));
      await storage.run(2, tick);
      expect(disable).not.toHaveBeenCalled();
      release();
      await long;
      expect(disable).toHaveBeenCalledTimes(1);
    } finally {
      disable.mockRestore();
    }
  });
});
