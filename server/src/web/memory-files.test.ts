import { describe, expect, it } from 'vitest';
import { oneAtATime } from './memory-files.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATime', () => {
  it('runs queued jobs one after another, in order, even when one fails', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      order.push(index);
      running -= 1;
      if (index === 1) throw new Error('job 1 failed');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3].map((index) => oneAtATime(job(index))));
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results[3]).toEqual({ status: 'fulfilled', value: 3 });
  });
});
