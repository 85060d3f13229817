import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRendererRecovery, HANG_GRACE_MS } from './renderer-recovery.js';
import { createRestartBackoff } from './restart-backoff.js';
import { FakeWebContents, recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recover() {
  const contents = new FakeWebContents();
  const recovery = createRendererRecovery({
    contents,
    backoff: createRestartBackoff({ timers: systemTimers }),
    timers: systemTimers,
    log: recordingLogger(),
  });
  return { contents, recovery };
}

describe('restart backoff', () => {
  it('restarts at once, then doubles the wait up to the ceiling, and forgets after a quiet stretch', () => {
    const backoff = createRestartBackoff({ timers: systemTimers, firstMs: 1_000, maxMs: 8_000, quietAfterMs: 60_000 });
    const delays = Array.from({ length: 6 }, () => backoff.next());
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 8_000]);
    vi.advanceTimersByTime(8_000 + 60_000);
    expect(backoff.next()).toBe(0);
  });
});

describe('renderer recovery', () => {
  it('reloads after the renderer process dies', () => {
    const { contents } = recover();
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    vi.advanceTimersByTime(1);
    expect(contents.calls).toEqual(['reload']);
  });

  it('does not spin when the page crashes on every load', () => {
    const { contents } = recover();
    const reloadsAt: number[] = [];
    const start = Date.now();
    for (let crash = 0; crash < 8; crash += 1) {
      contents.emit('render-process-gone', {}, { reason: 'crashed' });
      const before = contents.calls.length;
      while (contents.calls.length === before) vi.advanceTimersByTime(100);
      reloadsAt.push(Date.now() - start);
    }
    // 8 reloads took more than two minutes, not a tight loop.
    expect(reloadsAt.at(-1)).toBeGreaterThan(120_000);
    const gaps = reloadsAt.slice(1).map((at, index) => at - reloadsAt[index]!);
    expect(gaps.slice(1).every((gap, index) => gap >= gaps[index]!)).toBe(true);
  });

  it('restarts a hung renderer in a new process after the grace period', () => {
    const { contents } = recover();
    contents.emit('unresponsive');
    vi.advanceTimersByTime(HANG_GRACE_MS - 1);
    expect(contents.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1); // the first restart of a streak waits no backoff, only the timer tick
    expect(contents.calls).toEqual(['forcefullyCrashRenderer', 'reload']);
    // The kill it caused is expected and does not schedule a second reload.
    contents.emit('render-process-gone', {}, { reason: 'killed' });
    vi.advanceTimersByTime(10 * 60_000);
    expect(contents.calls).toEqual(['forcefullyCrashRenderer', 'reload']);
  });

  it('leaves a renderer alone that answers again within the grace period', () => {
    const { contents } = recover();
    contents.emit('unresponsive');
    vi.advanceTimersByTime(HANG_GRACE_MS / 2);
    contents.emit('responsive');
    vi.advanceTimersByTime(HANG_GRACE_MS * 2);
    expect(contents.calls).toEqual([]);
  });

  it('reloads a page whose main frame failed to load, but not an aborted load or a subframe', () => {
    const { contents } = recover();
    contents.emit('did-fail-load', {}, -3, 'ERR_ABORTED', 'minaret://app/index.html', true);
    contents.emit('did-fail-load', {}, -105, 'ERR_NAME_NOT_RESOLVED', 'https://x.test', false);
    vi.advanceTimersByTime(60_000);
    expect(contents.calls).toEqual([]);
    contents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'minaret://app/index.html', true);
    vi.advanceTimersByTime(1);
    expect(contents.calls).toEqual(['reload']);
  });

  it('restart() on request kills and reloads once, even when asked twice', () => {
    const { contents, recovery } = recover();
    recovery.restart('memory');
    recovery.restart('memory again');
    vi.advanceTimersByTime(1);
    expect(contents.calls).toEqual(['forcefullyCrashRenderer', 'reload']);
  });

  it('does nothing to a window that is gone', () => {
    const { contents } = recover();
    contents.destroyed = true;
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    vi.advanceTimersByTime(60_000);
    expect(contents.calls).toEqual([]);
  });
});
