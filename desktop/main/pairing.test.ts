import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { PairingStatus } from '@core/screens/screen.schema.js';
import { createPairing, PAIRING_POLL_MS, PAIRING_RETRY_MS } from './pairing.js';
import { ScreenApiError, type ScreenApi } from './screen-api.js';
import { createSettings } from './settings.js';
import { memoryStore, recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-10T16:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** A server that hands out codes K7MQ2X, K7MQ2Y... and answers each poll from `answers` (then keeps the last). */
function fakeServer(answers: Array<PairingStatus | Error>) {
  const calls: string[] = [];
  let codes = 0;
  const api = {
    startPairing: async (serverUrl: string) => {
      calls.push(`start ${serverUrl}`);
      codes += 1;
      return {
        pairingId: `p${codes}`,
        code: `K7MQ2${'XYZ'[codes - 1]}`,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      };
    },
    pairingStatus: async (_serverUrl: string, pairingId: string) => {
      calls.push(`poll ${pairingId}`);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as ScreenApi;
  return { api, calls };
}

function pairingWith(
  answers: Array<PairingStatus | Error>,
  options: { builtInServer?: string | null; store?: Record<string, unknown> } = {},
) {
  const server = fakeServer(answers);
  const store = memoryStore(options.store);
  const settings = createSettings(store);
  let paired = 0;
  const pairing = createPairing({
    api: server.api,
    settings,
    builtInServer: options.builtInServer ?? null,
    timers: systemTimers,
    log: recordingLogger(),
    onPaired: () => (paired += 1),
  });
  return { pairing, settings, store, calls: server.calls, paired: () => paired };
}

const PAIRED: PairingStatus = { status: 'paired', screenId: 'screen-1', screenToken: 'mst_abc', companyUrl: 'alhuda' };

it('asks for the server address when the app was not built with one and none is saved', () => {
  const { pairing } = pairingWith([{ status: 'pending' }]);
  expect(pairing.start(null)).toEqual({ status: 'needs-server', message: null });
  expect(pairing.start('ftp://nope').status).toBe('needs-server');
});

it('shows a code and its claim link, polls until claimed, then stores the pairing in one write and shows the dashboard', async () => {
  const { pairing, settings, store, calls, paired } = pairingWith(
    [{ status: 'pending' }, { status: 'pending' }, PAIRED],
    { builtInServer: 'https://minaret.example.org' },
  );
  pairing.start(null);
  await vi.advanceTimersByTimeAsync(0);
  expect(pairing.state()).toEqual({
    status: 'waiting',
    serverUrl: 'https://minaret.example.org',
    code: 'K7MQ2X',
    expiresAt: '2026-05-10T16:10:00.000Z',
    claimUrl: 'https://minaret.example.org/auth/screens?code=K7MQ2X',
  });
  const writesBefore = store.writes;
  await vi.advanceTimersByTimeAsync(3 * PAIRING_POLL_MS);
  expect(calls).toEqual(['start https://minaret.example.org', 'poll p1', 'poll p1', 'poll p1']);
  expect(settings.connection()).toEqual({ serverUrl: 'https://minaret.example.org', companyUrl: 'alhuda' });
  expect(settings.pairing()).toEqual({ screenId: 'screen-1', screenToken: 'mst_abc' });
  expect(store.writes - writesBefore).toBe(1);
  expect(paired()).toBe(1);
  // Nothing more is asked once paired.
  await vi.advanceTimersByTimeAsync(10 * PAIRING_POLL_MS);
  expect(calls).toHaveLength(4);
});

it('replaces an expired code with a new one', async () => {
  const { pairing, calls } = pairingWith([{ status: 'expired' }, { status: 'pending' }]);
  pairing.start('https://minaret.example.org/');
  await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
  expect(calls.slice(0, 3)).toEqual([
    'start https://minaret.example.org',
    'poll p1',
    'start https://minaret.example.org',
  ]);
  expect(pairing.state()).toMatchObject({ status: 'waiting', code: 'K7MQ2Y' });
});

it('keeps showing its code through a network failure and tries again', async () => {
  const { pairing, calls } = pairingWith([
    new ScreenApiError('the server cannot be reached (ECONNREFUSED)', null),
    { status: 'pending' },
  ]);
  pairing.start('https://minaret.example.org');
  await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS);
  expect(pairing.state()).toMatchObject({ status: 'waiting', code: 'K7MQ2X' });
  await vi.advanceTimersByTimeAsync(PAIRING_RETRY_MS);
  expect(calls).toEqual(['start https://minaret.example.org', 'poll p1', 'poll p1']);
});

it('stops polling when the screen leaves the pairing screen', async () => {
  const { pairing, calls } = pairingWith([{ status: 'pending' }]);
  pairing.start('https://minaret.example.org');
  await vi.advanceTimersByTimeAsync(0);
  pairing.stop();
  await vi.advanceTimersByTimeAsync(10 * PAIRING_POLL_MS);
  expect(calls).toEqual(['start https://minaret.example.org']);
  expect(pairing.state()).toEqual({ status: 'idle' });
});
