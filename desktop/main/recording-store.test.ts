import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import type { Sound } from '@core/sound/sound.types.js';
import { rendererResponse } from './app-protocol.js';
import { createRecordingStore } from './recording-store.js';
import { dashboardData, fakeFetch, recordingLogger, unreachable } from './testing/fakes.js';
import { systemTimers } from './timers.js';

const SERVER = 'https://minaret.example.org';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-recordings-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function recording(bytes: Uint8Array, format = 'wav'): { sound: Sound; bytes: Uint8Array; path: string } {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const address = `/api/sound-files/${hash}.${format}`;
  return {
    bytes,
    path: address,
    sound: {
      id: `rec-${hash.slice(0, 6)}`,
      name: 'Adhan',
      credit: '',
      seconds: 3,
      kind: 'recording',
      url: address,
      gain: 1,
    },
  };
}

function withSounds(sounds: Sound[]): DashboardData {
  const data = dashboardData({ firstDay: '2026-12-02', days: 2 });
  const tone: Sound = {
    id: 'tone-chime',
    name: 'Chime',
    credit: '',
    seconds: 2.1,
    kind: 'tone',
    url: null,
    gain: null,
  };
  return {
    ...data,
    sound: { profile: { prayers: {} as never, anchored: [] }, sounds: [tone, ...sounds], volume: 0.6 },
  };
}

const ADHAN = recording(new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]));
const DUA = recording(new Uint8Array([79, 103, 103, 83, 9, 9]), 'ogg');

it('downloads each recording the answer lists once, serves it through the app protocol, then with the network down', async () => {
  const server = fakeFetch({
    [ADHAN.path]: () => new Response(ADHAN.bytes),
    [DUA.path]: () => new Response(DUA.bytes),
  });
  const store = createRecordingStore({ dir, fetch: server.fetch, timers: systemTimers, log: recordingLogger() });
  await store.keep(SERVER, withSounds([ADHAN.sound, DUA.sound]));
  await store.keep(SERVER, withSounds([ADHAN.sound, DUA.sound]));
  expect(server.requested).toEqual([`${SERVER}${ADHAN.path}`, `${SERVER}${DUA.path}`]);

  // The window asks its own origin at the path the answer gives; main answers from its folder.
  const offline = createRecordingStore({ dir, fetch: unreachable, timers: systemTimers, log: recordingLogger() });
  const served = await rendererResponse(dir, `minaret://app${ADHAN.path}`, (pathname) => offline.response(pathname));
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('audio/wav');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(ADHAN.bytes);
  const ogg = await rendererResponse(dir, `minaret://app${DUA.path}`, (pathname) => offline.response(pathname));
  expect(ogg.headers.get('content-type')).toBe('audio/ogg');
  const unknown = `minaret://app/api/sound-files/${'0'.repeat(64)}.wav`;
  expect((await rendererResponse(dir, unknown, (pathname) => offline.response(pathname))).status).toBe(404);
  expect((await rendererResponse(dir, 'minaret://app/api/sound-files/../settings.json')).status).toBe(404);
});

it('keeps nothing larger than the cap, nothing whose bytes do not match its address, nothing past the deadline', async () => {
  const big = recording(new Uint8Array(64).fill(7));
  const stalled = recording(new Uint8Array([1, 1, 1]));
  const log = recordingLogger();
  const server = fakeFetch({
    [big.path]: () => new Response(big.bytes),
    [ADHAN.path]: () => new Response(new Uint8Array([9, 9, 9])),
    [stalled.path]: () =>
      new Response(new ReadableStream({ start: () => undefined }), { headers: { 'content-type': 'audio/wav' } }),
  });
  const store = createRecordingStore({
    dir,
    fetch: server.fetch,
    timers: systemTimers,
    log,
    maxBytes: 32,
    deadlineMs: 200,
  });
  await store.keep(SERVER, withSounds([big.sound, ADHAN.sound, stalled.sound]));
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(log.lines.join('\n')).toMatch(/no answer within 0 s/);
  expect(log.lines.join('\n')).toMatch(/larger than 32 bytes/);
  expect(log.lines.join('\n')).toMatch(/do not match/);
});

it('forgets the recordings the answer no longer lists', async () => {
  const server = fakeFetch({
    [ADHAN.path]: () => new Response(ADHAN.bytes),
    [DUA.path]: () => new Response(DUA.bytes),
  });
  const store = createRecordingStore({ dir, fetch: server.fetch, timers: systemTimers, log: recordingLogger() });
  await store.keep(SERVER, withSounds([ADHAN.sound, DUA.sound]));
  await store.keep(SERVER, withSounds([DUA.sound]));
  expect(fs.readdirSync(dir)).toEqual([`${DUA.path.split('/').at(-1)}`]);
  expect(await store.response(ADHAN.path)).toBeNull();
});
