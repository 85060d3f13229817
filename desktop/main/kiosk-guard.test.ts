import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FOCUS_ATTEMPTS, guardKiosk, KIOSK_GUARD_MS } from './kiosk-guard.js';
import { FakeWindow, recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function guarded(locked = () => true) {
  const window = new FakeWindow({});
  const log = recordingLogger();
  const guard = guardKiosk(window, { locked, timers: systemTimers, log });
  guard.start();
  return { window, guard, log };
}

it('does nothing before it is started (the window shows on its first paint)', () => {
  const window = new FakeWindow({});
  window.visible = false;
  const guard = guardKiosk(window, { locked: () => true, timers: systemTimers, log: recordingLogger() });
  guard.enforce();
  window.emit('minimize');
  vi.advanceTimersByTime(10 * KIOSK_GUARD_MS);
  expect(window.calls).toEqual([]);
});

it('puts the dashboard on top of everything and keeps it there', () => {
  const { window } = guarded();
  expect(window.calls).toEqual(['setAlwaysOnTop(true, screen-saver)']);
  // Something else (a window manager, another app) takes "on top" away.
  window.alwaysOnTop = false;
  vi.advanceTimersByTime(KIOSK_GUARD_MS);
  expect(window.alwaysOnTop).toBe(true);
});

it('undoes Alt+Tab, minimising and leaving full screen within one check', () => {
  const { window, log } = guarded();
  window.calls.length = 0;
  window.focused = false; // Alt+Tab to a window behind the screen
  window.kiosk = false; // a display reconfigured
  window.visible = false;
  vi.advanceTimersByTime(KIOSK_GUARD_MS - 1);
  expect(window.calls).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(window.calls).toEqual(['show', 'setKiosk(true)', 'focus']);
  expect(log.lines).toContain('info Kiosk window taken back: shown, kiosk mode, focus');
  // A quiet check changes nothing and logs nothing.
  vi.advanceTimersByTime(10 * KIOSK_GUARD_MS);
  expect(window.calls).toHaveLength(3);
  expect(log.lines).toHaveLength(1);
});

it('stops asking for focus where the desktop refuses it, until the window has focus again', () => {
  const { window } = guarded();
  window.focus = () => void window.calls.push('focus'); // refused: the window stays unfocused
  window.calls.length = 0;
  window.focused = false;
  vi.advanceTimersByTime(10 * KIOSK_GUARD_MS);
  expect(window.calls).toEqual(Array(FOCUS_ATTEMPTS).fill('focus'));
  window.emit('focus');
  window.emit('blur');
  vi.advanceTimersByTime(KIOSK_GUARD_MS);
  expect(window.calls).toHaveLength(FOCUS_ATTEMPTS + 1);
});

it('restores a minimised window at once, not at the next check', () => {
  const { window } = guarded();
  window.calls.length = 0;
  window.minimized = true;
  window.focused = false;
  window.emit('minimize');
  vi.advanceTimersByTime(0);
  expect(window.calls).toEqual(['restore', 'focus']);
});

it('lets staff use other windows while the setup screen is open, and locks again after', () => {
  let onDashboard = true;
  const { window, guard } = guarded(() => onDashboard);
  onDashboard = false;
  guard.enforce();
  expect(window.alwaysOnTop).toBe(false);
  window.calls.length = 0;
  window.focused = false;
  vi.advanceTimersByTime(3 * KIOSK_GUARD_MS);
  expect(window.calls).toEqual([]);
  onDashboard = true;
  vi.advanceTimersByTime(KIOSK_GUARD_MS);
  expect(window.calls).toEqual(['setAlwaysOnTop(true, screen-saver)', 'focus']);
});

it('stops when the window is gone', () => {
  const { window } = guarded();
  window.calls.length = 0;
  window.destroyed = true;
  window.focused = false;
  vi.advanceTimersByTime(5 * KIOSK_GUARD_MS);
  expect(window.calls).toEqual([]);
  expect(vi.getTimerCount()).toBe(0);
});
