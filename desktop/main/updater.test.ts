import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';
import {
  createUpdater,
  INSTALL_RETRY_MS,
  UPDATE_CHECK_DEADLINE_MS,
  UPDATE_CHECK_EVERY_MS,
  type AutoUpdaterLike,
} from './updater.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeAutoUpdater(options: { checkFails?: boolean; checkHangs?: boolean; installThrows?: boolean } = {}) {
  const events = new EventEmitter();
  const fake = {
    autoDownload: false,
    autoInstallOnAppQuit: true,
    feed: null as null | { provider: string; url: string },
    checks: 0,
    installs: [] as Array<[boolean | undefined, boolean | undefined]>,
    setFeedURL: (feed: { provider: 'generic'; url: string }) => void (fake.feed = feed),
    checkForUpdates: async () => {
      fake.checks += 1;
      if (options.checkFails) throw new Error('net::ERR_INTERNET_DISCONNECTED');
      if (options.checkHangs) await new Promise(() => undefined);
      return null;
    },
    quitAndInstall: (silent?: boolean, runAfter?: boolean) => {
      if (options.installThrows) throw new Error('installer missing');
      fake.installs.push([silent, runAfter]);
    },
    on: (event: string, listener: (...args: any[]) => void) => events.on(event, listener),
    emit: (event: string, ...args: unknown[]) => events.emit(event, ...args),
  };
  return fake;
}

function start(updater: ReturnType<typeof fakeAutoUpdater>, mayInstall: () => boolean) {
  const log = recordingLogger();
  createUpdater({
    autoUpdater: updater as unknown as AutoUpdaterLike,
    updateUrl: 'https://updates.example.org/minaret',
    mayInstallNow: mayInstall,
    timers: systemTimers,
    log,
  }).start();
  return log;
}

it('checks the configured URL at start and every six hours, downloading in the background', async () => {
  const updater = fakeAutoUpdater();
  start(updater, () => true);
  expect(updater.feed).toEqual({ provider: 'generic', url: 'https://updates.example.org/minaret' });
  expect(updater.autoDownload).toBe(true);
  expect(updater.autoInstallOnAppQuit).toBe(false);
  expect(updater.checks).toBe(1);
  await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_EVERY_MS);
  expect(updater.checks).toBe(3);
});

it('installs a downloaded update only once no prayer is on, and restarts the app after', async () => {
  const updater = fakeAutoUpdater();
  let prayerOn = true;
  start(updater, () => !prayerOn);
  updater.emit('update-downloaded', { version: '1.5.0' });
  await vi.advanceTimersByTimeAsync(10 * INSTALL_RETRY_MS);
  expect(updater.installs).toEqual([]);
  prayerOn = false;
  await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS);
  expect(updater.installs).toEqual([[true, true]]);
});

it('keeps the running version when a check, a download or the install fails', async () => {
  const failing = fakeAutoUpdater({ checkFails: true, installThrows: true });
  const log = start(failing, () => true);
  await vi.advanceTimersByTimeAsync(0);
  failing.emit('error', new Error('sha512 checksum mismatch'));
  failing.emit('update-downloaded', { version: '1.5.0' });
  expect(failing.installs).toEqual([]);
  expect(log.lines.filter((line) => line.includes('keeps running'))).toHaveLength(3);
});

it('gives up on an update check that gets no answer, and checks afresh at the next time', async () => {
  const updater = fakeAutoUpdater({ checkHangs: true });
  const log = start(updater, () => true);
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_DEADLINE_MS);
  expect(log.lines).toContain('warn Update check got no answer within 60 s; this version keeps running');
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_EVERY_MS);
  expect(updater.checks).toBe(2);
});
