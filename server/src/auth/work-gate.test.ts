/**
 * The gate in front of slow work (docs/security.md "Bursts of sign-ins"): a bounded number run, a bounded
 * number wait, and a task that waits too long is refused like one that found the queue full.
 */
import { describe, expect, it } from 'vitest';
import { createWorkGate, GateBusy } from './work-gate.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gate = (maxWaitMs: number) =>
  createWorkGate({
    concurrency: 1,
    queue: 2,
    perKey: 2,
    runningPerKey: 2,
    maxWaitMs,
    busy: () => 'busy',
  });

describe('the work gate', () => {
  it('refuses a task still waiting for its turn after maxWaitMs, and gives its place back', async () => {
    const work = gate(50);
    const started: string[] = [];
    const task = (name: string, ms: number) => async () => {
      started.push(name);
      await sleep(ms);
      return name;
    };
    const first = work.run('a', task('first', 300));
    const second = work.run('b', task('second', 10));
    await expect(second).rejects.toBeInstanceOf(GateBusy);
    expect(work.waiting).toBe(0);
    // Its place in line is free again: another task may wait there (and is refused in its turn, the first
    // still running), and the refused tasks never started.
    const third = work.run('b', task('third', 10));
    expect(work.waiting).toBe(1);
    await expect(third).rejects.toBeInstanceOf(GateBusy);
    await expect(first).resolves.toBe('first');
    expect(started).toEqual(['first']);
    expect(work.running).toBe(0);
  });

  it('runs a waiting task when a place frees up within maxWaitMs', async () => {
    const work = gate(1_000);
    const order: string[] = [];
    const first = work.run('a', async () => {
      await sleep(30);
      order.push('first');
    });
    const second = work.run('b', async () => {
      order.push('second');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(work.running).toBe(0);
    expect(work.waiting).toBe(0);
  });

  it('refuses at once beyond the queue, and beyond what one key may hold', async () => {
    const work = gate(1_000);
    const hold = () => sleep(50);
    const running = work.run('a', hold);
    const waitingOne = work.run('a', hold);
    await expect(work.run('a', hold)).rejects.toBeInstanceOf(GateBusy);
    const waitingTwo = work.run('b', hold);
    await expect(work.run('c', hold)).rejects.toBeInstanceOf(GateBusy);
    await Promise.all([running, waitingOne, waitingTwo]);
  });

  it('runs at most runningPerKey of one key at once: a free place goes to another key, not to the flood', async () => {
    const work = createWorkGate({
      concurrency: 2,
      queue: 4,
      perKey: 2,
      runningPerKey: 1,
      maxWaitMs: 1_000,
      busy: () => 'busy',
    });
    const order: string[] = [];
    let releaseFlood!: () => void;
    const floodHeld = new Promise<void>((resolve) => (releaseFlood = resolve));
    const flood = [
      work.run('flood', async () => {
        order.push('flood-1');
        await floodHeld;
      }),
      work.run('flood', async () => {
        order.push('flood-2');
      }),
    ];
    // The flood's second waits although a place is free...
    expect(work.running).toBe(1);
    expect(work.waiting).toBe(1);
    // ...so the owner, from another address, starts at once.
    await work.run('owner', async () => {
      order.push('owner');
    });
    expect(order).toEqual(['flood-1', 'owner']);
    releaseFlood();
    await Promise.all(flood);
    expect(order).toEqual(['flood-1', 'owner', 'flood-2']);
    expect(work.running).toBe(0);
  });
});
