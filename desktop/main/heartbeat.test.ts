import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  DEFAULT_SCREEN_SETTINGS,
  HEARTBEAT_INTERVAL_MS,
  type Heartbeat,
  type HeartbeatReply,
} from '@core/screens/screen.schema.js';
import { createHeartbeat } from './heartbeat.js';
import { ScreenApiError, type ScreenApi } from './screen-api.js';
import { createSettings } from './settings.js';
import { memoryStore, recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-10T16:00:00Z') }));
afterEach(() => vi.useRealTimers());

const FIGURES: Heartbeat = {
  appVersion: '1.4.0',
  timetableUntil: '2027-05-09',
  clockDriftMs: 120,
  display: { width: 1920, height: 1080 },
  orientation: 'landscape',
  player: 'desktop',
  soundBlocked: null,
  soundTest: null,
};

function heartbeatWith(replies: Array<Partial<HeartbeatReply> | Error>) {
  const sent: Array<{ serverUrl: string; token: string; beat: Heartbeat }> = [];
  const api = {
    heartbeat: async (serverUrl: string, token: string, beat: Heartbeat) => {
      sent.push({ serverUrl, token, beat });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (reply instanceof Error) throw reply;
      return {
        commands: [],
        settings: DEFAULT_SCREEN_SETTINGS,
        name: 'Main hall',
        serverTime: new Date().toISOString(),
        ...reply,
      };
    },
  } as unknown as ScreenApi;
  const settings = createSettings(
    memoryStore({
      serverUrl: 'https://minaret.example.org',
      companyUrl: 'alhuda',
      screenId: 's1',
      screenToken: 'mst_tok',
    }),
  );
  const events: string[] = [];
  const heartbeat = createHeartbeat({
    api,
    settings,
    figures: async () => FIGURES,
    onCommand: (command) => void events.push(`command ${command}`),
    onSettings: (value) => void events.push(`settings ${value.orientation}`),
    onRevoked: () => void events.push('revoked'),
    timers: systemTimers,
    log: recordingLogger(),
  });
  return { heartbeat, sent, events, settings };
}

it('reports its figures at once and then every minute, with its token', async () => {
  const { heartbeat, sent } = heartbeatWith([{}]);
  heartbeat.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(sent).toEqual([{ serverUrl: 'https://minaret.example.org', token: 'mst_tok', beat: FIGURES }]);
  await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_INTERVAL_MS);
  expect(sent).toHaveLength(4);
  heartbeat.stop();
  await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_INTERVAL_MS);
  expect(sent).toHaveLength(4);
});

it('runs the commands of the answer in order and keeps new settings', async () => {
  const portrait = { ...DEFAULT_SCREEN_SETTINGS, orientation: 'portrait' as const };
  const { heartbeat, events, settings } = heartbeatWith([
    {
      commands: [
        { id: 'a', command: 'screenshot' },
        { id: 'b', command: 'reload' },
      ],
      settings: portrait,
    },
    { settings: portrait },
  ]);
  await heartbeat.beat();
  await heartbeat.beat();
  expect(events).toEqual(['settings portrait', 'command screenshot', 'command reload']);
  expect(settings.screenSettings().orientation).toBe('portrait');
});

it('goes back to pairing when its token is revoked, and keeps going through other failures', async () => {
  const { heartbeat, events, settings } = heartbeatWith([
    new ScreenApiError('offline', null),
    new ScreenApiError('This screen is no longer paired.', 401),
  ]);
  await heartbeat.beat();
  expect(events).toEqual([]);
  expect(settings.pairing()).not.toBeNull();
  await heartbeat.beat();
  expect(events).toEqual(['revoked']);
  expect(settings.pairing()).toBeNull();
  expect(settings.connection()).toBeNull();
});
