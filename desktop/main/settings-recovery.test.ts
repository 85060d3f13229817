import { expect, it } from 'vitest';
import { createSettings } from './settings.js';
import { recoverLostConnection } from './settings-recovery.js';
import { memoryStore, recordingLogger } from './testing/fakes.js';

const saved = { serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' };
const cacheOf = (connection: typeof saved | null) => ({ savedConnection: async () => connection });

it('takes the server and masjid back from the saved copy when the settings were lost', async () => {
  const store = memoryStore({ startAtLogin: false });
  const settings = createSettings(store);
  const log = recordingLogger();
  expect(await recoverLostConnection({ settings, cache: cacheOf(saved), log })).toBe(true);
  expect(settings.connection()).toEqual(saved);
  expect(settings.startAtLogin()).toBe(false);
  expect(log.lines).toEqual([
    expect.stringMatching(
      /^warn Settings were missing or damaged; restored https:\/\/minaret\.example\.org \/ masjidnoor/,
    ),
  ]);
});

it('leaves working settings alone, and does nothing without a saved copy', async () => {
  const configured = createSettings(memoryStore({ serverUrl: 'https://other.example.org', companyUrl: 'masjidhuda' }));
  expect(await recoverLostConnection({ settings: configured, cache: cacheOf(saved), log: recordingLogger() })).toBe(
    false,
  );
  expect(configured.connection()).toEqual({ serverUrl: 'https://other.example.org', companyUrl: 'masjidhuda' });

  const empty = createSettings(memoryStore());
  expect(await recoverLostConnection({ settings: empty, cache: cacheOf(null), log: recordingLogger() })).toBe(false);
  expect(empty.connection()).toBeNull();
});

it('does not take back a copy whose names would not pass the setup checks', async () => {
  const store = memoryStore();
  const settings = createSettings(store);
  expect(
    await recoverLostConnection({
      settings,
      cache: cacheOf({ serverUrl: 'file:///etc', companyUrl: 'x' }),
      log: recordingLogger(),
    }),
  ).toBe(false);
  expect(
    await recoverLostConnection({
      settings,
      cache: cacheOf({ serverUrl: 'https://a.example', companyUrl: '../admin' }),
      log: recordingLogger(),
    }),
  ).toBe(false);
  expect(store.writes).toBe(0);
});
