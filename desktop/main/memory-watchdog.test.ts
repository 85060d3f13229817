import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createMemoryWatchdog, MEMORY_CHECK_MS, MEMORY_STRIKES, rendererMemoryMb } from './memory-watchdog.js';
import { recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("reads the renderer's working set from the app metrics, in MB", () => {
  const metrics = [
    { pid: 10, memory: { workingSetSize: 100 * 1024 } },
    { pid: 42, memory: { workingSetSize: 512 * 1024 } },
  ];
  expect(rendererMemoryMb(metrics, 42)).toBe(512);
  expect(rendererMemoryMb(metrics, 7)).toBeNull();
});

function watch(samples: Array<number | null>, ceiling = 1024) {
  const restarts: string[] = [];
  let index = 0;
  const watchdog = createMemoryWatchdog({
    sampleMb: () => samples[Math.min(index++, samples.length - 1)] ?? null,
    ceilingMb: () => ceiling,
    restart: (reason) => restarts.push(reason),
    timers: systemTimers,
    log: recordingLogger(),
  });
  watchdog.start();
  return { watchdog, restarts };
}

it('restarts the renderer when its memory stays over the ceiling', () => {
  const { restarts } = watch([300, 900, 1100, 1300, 1500, 400]);
  vi.advanceTimersByTime(MEMORY_CHECK_MS * 4);
  expect(restarts).toEqual([]);
  vi.advanceTimersByTime(MEMORY_CHECK_MS);
  expect(restarts).toEqual(['renderer memory 1500 MB over the 1024 MB ceiling']);
  vi.advanceTimersByTime(MEMORY_CHECK_MS * 10);
  expect(restarts).toHaveLength(1);
});

it('ignores a short spike and a missing sample', () => {
  const spikes = Array.from({ length: 20 }, (_, i) => (i % MEMORY_STRIKES === 0 ? 300 : i % 5 === 0 ? null : 2000));
  const { restarts } = watch(spikes);
  vi.advanceTimersByTime(MEMORY_CHECK_MS * 20);
  expect(restarts).toEqual([]);
});

it('uses the configured ceiling and stops when asked', () => {
  const { watchdog, restarts } = watch([600], 512);
  vi.advanceTimersByTime(MEMORY_CHECK_MS * MEMORY_STRIKES);
  expect(restarts).toHaveLength(1);
  watchdog.stop();
  vi.advanceTimersByTime(MEMORY_CHECK_MS * 10);
  expect(restarts).toHaveLength(1);
});
