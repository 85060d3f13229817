import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createRefreshScheduler, HEALTH_POLL_MS, RELOAD_EVERY_MS } from './refresh-scheduler.js';
import { recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function schedule(options: { healthy: () => boolean; onSetup?: () => boolean; soundHoldMs?: () => number }) {
  const reloads: Array<{ at: number; reason: string }> = [];
  const start = Date.now();
  let checks = 0;
  const scheduler = createRefreshScheduler({
    health: async () => {
      checks += 1;
      return options.healthy();
    },
    reload: (reason) => reloads.push({ at: Date.now() - start, reason }),
    mayReload: () => !(options.onSetup?.() ?? false),
    soundHoldMs: async () => options.soundHoldMs?.() ?? 0,
    timers: systemTimers,
    log: recordingLogger(),
  });
  scheduler.start();
  return { scheduler, reloads, checks: () => checks };
}

it('reloads every 30 minutes while the health check answers Ok', async () => {
  const { reloads, checks } = schedule({ healthy: () => true });
  await vi.advanceTimersByTimeAsync(RELOAD_EVERY_MS - 1);
  expect(reloads).toEqual([]);
  await vi.advanceTimersByTimeAsync(2 * RELOAD_EVERY_MS + 1);
  expect(reloads.map((reload) => reload.at)).toEqual([RELOAD_EVERY_MS, 2 * RELOAD_EVERY_MS, 3 * RELOAD_EVERY_MS]);
  expect(reloads.every((reload) => reload.reason === 'scheduled refresh')).toBe(true);
  expect(checks()).toBe((3 * RELOAD_EVERY_MS) / HEALTH_POLL_MS);
});

it('never reloads while the server is down, and reloads at once when it answers again', async () => {
  let healthy = true;
  const { reloads } = schedule({ healthy: () => healthy });
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  healthy = false;
  // A three-hour outage: no reload at the 30-minute marks.
  await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
  expect(reloads).toEqual([]);
  healthy = true;
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
  expect(reloads).toHaveLength(1);
  expect(reloads[0]!.reason).toBe('the server answers again');
  // Then the 30-minute cycle counts from that reload.
  await vi.advanceTimersByTimeAsync(RELOAD_EVERY_MS);
  expect(reloads).toHaveLength(2);
  expect(reloads[1]!.at - reloads[0]!.at).toBe(RELOAD_EVERY_MS);
});

it('treats a health check that throws as down', async () => {
  let mode: 'throw' | 'ok' = 'throw';
  const { reloads } = schedule({
    healthy: () => {
      if (mode === 'throw') throw new Error('boom');
      return true;
    },
  });
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS * 3);
  mode = 'ok';
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
  expect(reloads.map((reload) => reload.reason)).toEqual(['the server answers again']);
});

it('does not reload under the setup screen, and a page load restarts the 30 minutes', async () => {
  let onSetup = true;
  const { scheduler, reloads } = schedule({ healthy: () => true, onSetup: () => onSetup });
  await vi.advanceTimersByTimeAsync(RELOAD_EVERY_MS * 2);
  expect(reloads).toEqual([]);
  onSetup = false;
  scheduler.pageLoaded();
  await vi.advanceTimersByTimeAsync(RELOAD_EVERY_MS - HEALTH_POLL_MS);
  expect(reloads).toEqual([]);
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
  expect(reloads).toHaveLength(1);
});

it('holds a reload while the page says a sound plays or is about to, and reloads at the first poll after', async () => {
  let hold = 0;
  const { reloads } = schedule({ healthy: () => true, soundHoldMs: () => hold });
  await vi.advanceTimersByTimeAsync(RELOAD_EVERY_MS - HEALTH_POLL_MS);
  // The azan starts just before the 30 minutes are up, and sounds for four minutes.
  hold = 4 * 60_000;
  await vi.advanceTimersByTimeAsync(4 * 60_000);
  expect(reloads).toEqual([]);
  hold = 0;
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
  expect(reloads.map((reload) => reload.reason)).toEqual(['scheduled refresh']);
});

it('keeps the reload for the server answering again until no sound holds it', async () => {
  let healthy = false;
  let hold = 0;
  const { reloads } = schedule({ healthy: () => healthy, soundHoldMs: () => hold });
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  [healthy, hold] = [true, 90_000];
  await vi.advanceTimersByTimeAsync(2 * HEALTH_POLL_MS);
  expect(reloads).toEqual([]);
  hold = 0;
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
  expect(reloads.map((reload) => reload.reason)).toEqual(['the server answers again']);
});

it('stops polling when stopped', async () => {
  const { scheduler, checks } = schedule({ healthy: () => true });
  await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
  scheduler.stop();
  await vi.advanceTimersByTimeAsync(RELOAD_EVERY_MS);
  expect(checks()).toBe(1);
});
