import { describe, expect, it } from 'vitest';
import { createRestartBackoff } from './restart-backoff.js';
import type { Timers } from './timers.js';

function clockAt(start: number) {
  let now = start;
  const timers: Timers = { now: () => now, monotonic: () => now, setTimeout: () => 0, clearTimeout: () => undefined };
  return { timers, advance: (ms: number) => (now += ms) };
}

describe('renderer restart backoff', () => {
  it('restarts at once, then waits twice as long each time up to the ceiling', () => {
    const clock = clockAt(0);
    const backoff = createRestartBackoff({ timers: clock.timers, firstMs: 1_000, maxMs: 8_000, quietAfterMs: 60_000 });
    const delays = Array.from({ length: 6 }, () => {
      const delay = backoff.next();
      clock.advance(delay);
      return delay;
    });
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 8_000]);
  });

  it('starts over with an immediate restart after a quiet stretch, counted from the last restart', () => {
    const clock = clockAt(1_000_000);
    const backoff = createRestartBackoff({ timers: clock.timers, firstMs: 1_000, quietAfterMs: 60_000 });
    expect(backoff.next()).toBe(0);
    expect(backoff.next()).toBe(1_000);
    // The second restart happens 1 s from now; 59.5 s after asking is only 58.5 s after it: not yet quiet.
    clock.advance(59_500);
    expect(backoff.next()).toBe(2_000);
    clock.advance(2_000 + 60_000);
    expect(backoff.next()).toBe(0);
  });

  it('uses the documented defaults: 1 s first wait, 5 minute ceiling', () => {
    const clock = clockAt(0);
    const backoff = createRestartBackoff({ timers: clock.timers });
    const delays: number[] = [];
    for (let i = 0; i < 12; i += 1) delays.push(backoff.next());
    expect(delays.slice(0, 3)).toEqual([0, 1_000, 2_000]);
    expect(Math.max(...delays)).toBe(5 * 60_000);
  });
});
