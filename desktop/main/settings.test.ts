import { expect, it } from 'vitest';
import { createSettings, DEFAULT_MEMORY_CEILING_MB } from './settings.js';
import { memoryStore as mapStore } from './testing/fakes.js';

it('has no connection on the first run, and starts at login by default', () => {
  const settings = createSettings(mapStore());
  expect(settings.connection()).toBeNull();
  expect(settings.startAtLogin()).toBe(true);
  expect(settings.memoryCeilingMb()).toBe(DEFAULT_MEMORY_CEILING_MB);
});

it('stores and reads back a connection and the start-at-login choice', () => {
  const store = mapStore();
  const settings = createSettings(store);
  settings.save({ serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' }, false);
  expect(settings.connection()).toEqual({ serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' });
  expect(settings.startAtLogin()).toBe(false);
  expect(store.values.get('serverUrl')).toBe('https://minaret.example.org');
  // Server, masjid and start-at-login in one write of settings.json.
  expect(store.writes).toBe(1);
});

it('ignores hand-edited values that cannot be trusted', () => {
  expect(createSettings(mapStore({ serverUrl: 'file:///etc', companyUrl: 'masjidnoor' })).connection()).toBeNull();
  expect(
    createSettings(mapStore({ serverUrl: 'https://a.example/extra/path', companyUrl: 'masjidnoor' })).connection(),
  ).toBeNull();
  expect(createSettings(mapStore({ serverUrl: 'https://a.example', companyUrl: '../admin' })).connection()).toBeNull();
  expect(createSettings(mapStore({ startAtLogin: 'yes' })).startAtLogin()).toBe(true);
  expect(createSettings(mapStore({ memoryCeilingMb: 12 })).memoryCeilingMb()).toBe(DEFAULT_MEMORY_CEILING_MB);
  expect(createSettings(mapStore({ memoryCeilingMb: 768 })).memoryCeilingMb()).toBe(768);
});
