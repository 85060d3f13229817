import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DISPLAY_SETTLE_MS, followDisplays, type Rect } from './display-follow.js';
import { recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fullHd: Rect = { x: 0, y: 0, width: 1920, height: 1080 };
const uhd: Rect = { x: 0, y: 0, width: 3840, height: 2160 };

function setup(windowBounds: Rect, displays: { primary: Rect; matching: Rect }) {
  const screen = Object.assign(new EventEmitter(), {
    getPrimaryDisplay: () => ({ bounds: displays.primary }),
    getDisplayMatching: () => ({ bounds: displays.matching }),
  });
  const calls: string[] = [];
  const window = {
    bounds: windowBounds,
    isDestroyed: () => false,
    getBounds: () => window.bounds,
    setBounds: (bounds: Rect) => {
      calls.push(`setBounds ${bounds.width}x${bounds.height}`);
      window.bounds = bounds;
    },
    setKiosk: (flag: boolean) => void calls.push(`setKiosk(${flag})`),
  };
  const log = recordingLogger();
  followDisplays(window, { screen, timers: systemTimers, log });
  return { screen, window, calls, log };
}

it('puts a window left at the old size back over the whole display, once the changes settle', () => {
  // The hall's 4K TV was off; Windows showed a 1080p fallback, then the TV came back.
  const { screen, calls, log } = setup(fullHd, { primary: uhd, matching: uhd });
  screen.emit('display-removed');
  screen.emit('display-added');
  screen.emit('display-metrics-changed');
  vi.advanceTimersByTime(DISPLAY_SETTLE_MS - 1);
  expect(calls).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(['setKiosk(false)', 'setBounds 3840x2160', 'setKiosk(true)']);
  expect(log.lines).toEqual([
    'info Display changed; the window covered 25% of its display, moved to the primary display (3840x2160)',
  ]);
});

it('leaves a window that covers its display alone, also when sizes differ by a rounding', () => {
  const { screen, calls } = setup({ x: 0, y: 0, width: 1919, height: 1079 }, { primary: fullHd, matching: fullHd });
  screen.emit('display-metrics-changed');
  vi.advanceTimersByTime(DISPLAY_SETTLE_MS);
  expect(calls).toEqual([]);
});

it('does nothing without a display change', () => {
  const { calls } = setup(fullHd, { primary: uhd, matching: uhd });
  vi.advanceTimersByTime(60 * DISPLAY_SETTLE_MS);
  expect(calls).toEqual([]);
});
