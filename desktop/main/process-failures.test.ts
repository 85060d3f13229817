import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { logUncaughtErrors, RELAUNCH_AFTER_MS, relaunchAfterStartFailure } from './process-failures.js';
import { recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('logs errors nobody caught, so that Electron shows no modal error box over the dashboard', () => {
  const fakeProcess = new EventEmitter();
  const log = recordingLogger();
  logUncaughtErrors(fakeProcess, log);
  // With a listener, Node (and Electron) treat the error as handled.
  expect(fakeProcess.listenerCount('uncaughtException')).toBe(1);
  fakeProcess.emit('uncaughtException', new Error('boom'));
  fakeProcess.emit('unhandledRejection', new Error('late'));
  expect(log.lines).toEqual([
    'error Uncaught error in the main process',
    'error Unhandled rejection in the main process',
  ]);
});

it('starts the app again a minute after it failed to start, rather than leaving a bare desktop', () => {
  const calls: string[] = [];
  const app = { relaunch: () => void calls.push('relaunch'), exit: (code: number) => void calls.push(`exit ${code}`) };
  const log = recordingLogger();
  relaunchAfterStartFailure(new Error('EACCES settings.json'), { app, timers: systemTimers, log });
  expect(log.lines).toEqual(['error Minaret Signage could not start; trying again in 60 s']);
  vi.advanceTimersByTime(RELAUNCH_AFTER_MS - 1);
  expect(calls).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(calls).toEqual(['relaunch', 'exit 1']);
});
