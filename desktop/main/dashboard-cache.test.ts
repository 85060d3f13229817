import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CACHE_FILE_NAME, createDashboardCache, type CachedDashboard } from './dashboard-cache.js';
import { dashboardData, recordingLogger } from './testing/fakes.js';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-cache-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const connection = { serverUrl: 'https://minaret.example.org', companyUrl: 'masjidnoor' };
const entry = (firstDay: string): CachedDashboard => ({
  ...connection,
  fetchedAt: `${firstDay}T15:00:01.000Z`,
  data: dashboardData({ firstDay, days: 366 }),
});

it('writes the copy and reads it back for the same server and masjid', async () => {
  const cache = createDashboardCache({ dir, log: recordingLogger() });
  expect(await cache.read(connection)).toBeNull();
  await cache.write(entry('2026-12-01'));
  const back = await cache.read(connection);
  expect(back?.fetchedAt).toBe('2026-12-01T15:00:01.000Z');
  expect(back?.data.days).toHaveLength(366);
  expect(await cache.read({ ...connection, companyUrl: 'other' })).toBeNull();
  expect(await cache.read({ ...connection, serverUrl: 'https://elsewhere.example.org' })).toBeNull();
});

it('replaces the file atomically and leaves no temporary files behind', async () => {
  const cache = createDashboardCache({ dir, log: recordingLogger() });
  await cache.write(entry('2026-12-01'));
  await cache.write(entry('2026-12-02'));
  expect(fs.readdirSync(dir)).toEqual([CACHE_FILE_NAME]);
  expect((await cache.read(connection))?.data.days[0]?.date).toBe('2026-12-02');
});

it('keeps the old copy when a write is interrupted before the rename', async () => {
  const cache = createDashboardCache({ dir, log: recordingLogger() });
  await cache.write(entry('2026-12-01'));
  // What a power cut during the next write leaves: a half-written temporary file beside the good one.
  fs.writeFileSync(path.join(dir, `${CACHE_FILE_NAME}.999.1.tmp`), '{"version":1,"serverUrl":"https://minar');
  expect((await cache.read(connection))?.data.days[0]?.date).toBe('2026-12-01');
});

it('ignores a damaged or foreign file instead of failing', async () => {
  const log = recordingLogger();
  const cache = createDashboardCache({ dir, log });
  fs.writeFileSync(cache.file, '{"version":1,"data":');
  expect(await cache.read(connection)).toBeNull();
  fs.writeFileSync(cache.file, JSON.stringify({ version: 1, ...connection, fetchedAt: 'yesterday', data: {} }));
  expect(await cache.read(connection)).toBeNull();
  fs.writeFileSync(cache.file, JSON.stringify({ version: 2, ...entry('2026-12-01') }));
  expect(await cache.read(connection)).toBeNull();
  expect(log.lines.filter((line) => line.startsWith('warn'))).toHaveLength(3);
});

it('clears temporary files that interrupted runs left behind, at its first write', async () => {
  fs.writeFileSync(path.join(dir, `${CACHE_FILE_NAME}.4242.3.tmp`), '{"version":1');
  fs.writeFileSync(path.join(dir, `${CACHE_FILE_NAME}.977.1.tmp`), '');
  fs.writeFileSync(path.join(dir, 'settings.json'), '{}');
  const cache = createDashboardCache({ dir, log: recordingLogger() });
  await cache.write(entry('2026-12-01'));
  expect(fs.readdirSync(dir).sort()).toEqual([CACHE_FILE_NAME, 'settings.json']);
});

it('tells which server and masjid the saved copy came from', async () => {
  const cache = createDashboardCache({ dir, log: recordingLogger() });
  expect(await cache.savedConnection()).toBeNull();
  await cache.write(entry('2026-12-01'));
  expect(await cache.savedConnection()).toEqual(connection);
  fs.writeFileSync(cache.file, '\0\0\0\0');
  expect(await cache.savedConnection()).toBeNull();
});
