import { describe, expect, it } from 'vitest';
import { heartbeatSchema, type HeartbeatReply } from '@core/screens/screen.schema.js';
import { DEFAULT_SCREEN_SETTINGS } from '@core/screens/screen.schema.js';
import { PlayerApiError } from './player-api.js';
import { commandAction, measuredDrift, startHeartbeat, webPlayerFigures } from './player-heartbeat.js';

const reply = (commands: HeartbeatReply['commands'] = [], serverTime = '2026-05-10T16:00:00.000Z'): HeartbeatReply => ({
  commands,
  settings: DEFAULT_SCREEN_SETTINGS,
  name: 'Hall',
  serverTime,
});

describe('the web player heartbeat', () => {
  it('reports what a browser knows, as a heartbeat the server takes, saying it is the web player', () => {
    const figures = webPlayerFigures({
      buildId: 'web index-Bq3x9',
      timetableUntil: '2026-05-11',
      clockDriftMs: -250,
      screen: { width: 1080, height: 1920 },
      orientationType: 'portrait-primary',
    });
    expect(figures).toEqual({
      appVersion: 'web index-Bq3x9',
      timetableUntil: '2026-05-11',
      clockDriftMs: -250,
      display: { width: 1080, height: 1920 },
      orientation: 'portrait',
      player: 'web',
      soundBlocked: null,
      soundTest: null,
    });
    expect(heartbeatSchema.safeParse(figures).success).toBe(true);
    // Without the Screen Orientation API the size decides; without a size, nothing is claimed.
    expect(
      webPlayerFigures({
        buildId: null,
        timetableUntil: null,
        clockDriftMs: null,
        screen: { width: 1920, height: 1080 },
      }).orientation,
    ).toBe('landscape');
    const bare = webPlayerFigures({
      buildId: null,
      timetableUntil: null,
      clockDriftMs: null,
      screen: { width: 0, height: 0 },
    });
    expect(bare).toMatchObject({ display: null, orientation: null, player: 'web' });
    expect(heartbeatSchema.safeParse(bare).success).toBe(true);
  });

  it('reports whether the browser refuses sound and the last sound test, as the server reads them', () => {
    const test = { at: '2026-05-10T16:00:02.000Z', outcome: 'blocked' as const };
    const figures = webPlayerFigures({
      buildId: null,
      timetableUntil: null,
      clockDriftMs: null,
      screen: null,
      sound: { blocked: true, test },
    });
    expect(figures).toMatchObject({ soundBlocked: true, soundTest: test });
    expect(heartbeatSchema.parse(figures)).toMatchObject({ soundBlocked: true, soundTest: test });
  });

  it('measures the clock drift against the server time read halfway through the call', () => {
    const server = Date.parse('2026-05-10T16:00:00.000Z');
    expect(measuredDrift(server + 4_000, server + 4_200, '2026-05-10T16:00:00.000Z')).toBe(4_100);
    expect(measuredDrift(server - 3_000, server - 2_000, '2026-05-10T16:00:00.000Z')).toBe(-2_500);
    expect(measuredDrift(server, server, 'not a time')).toBeNull();
  });

  it('answers unpair first, restart as reload, and nothing for a screenshot', () => {
    expect(
      commandAction([
        { id: '1', command: 'reload' },
        { id: '2', command: 'unpair' },
      ]),
    ).toBe('unpair');
    expect(commandAction([{ id: '1', command: 'restart' }])).toBe('reload');
    expect(commandAction([{ id: '1', command: 'screenshot' }])).toBeNull();
    expect(commandAction([])).toBeNull();
  });

  it('beats at once and every minute, sends the drift it measured, and stops for good on a revoked token', async () => {
    let clock = Date.parse('2026-05-10T16:00:01.000Z');
    const timers: Array<{ work: () => void; ms: number }> = [];
    const sent: Array<number | null> = [];
    const answers: Array<() => Promise<HeartbeatReply>> = [
      async () => reply([{ id: 'c1', command: 'reload' }]),
      async () => {
        throw new PlayerApiError(503);
      },
      async () => reply([], '2026-05-10T16:02:00.500Z'),
      async () => {
        throw new PlayerApiError(401);
      },
    ];
    const replies: HeartbeatReply[] = [];
    let revoked = 0;
    const { stop } = startHeartbeat({
      api: {
        heartbeat: async (token, figures) => {
          expect(token).toBe('mst_abc');
          sent.push(figures.clockDriftMs);
          return answers.shift()!();
        },
      },
      screenToken: 'mst_abc',
      figures: (clockDriftMs) => webPlayerFigures({ buildId: null, timetableUntil: null, clockDriftMs, screen: null }),
      onReply: (answer) => replies.push(answer),
      onRevoked: () => revoked++,
      now: () => clock,
      setTimer: (work, ms) => timers.push({ work, ms }),
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(replies.map((r) => r.commands.map((c) => c.command))).toEqual([['reload']]);
    expect(timers.map((timer) => timer.ms)).toEqual([60_000]);
    for (let beat = 0; beat < 3; beat++) {
      clock += 60_000;
      timers.shift()!.work();
      await settle();
    }
    // The first beat knows no drift yet; the next ones send what the one before measured (a failed beat keeps it).
    expect(sent).toEqual([null, 1_000, 1_000, 500]);
    expect(revoked).toBe(1);
    expect(timers).toEqual([]);
    stop();
  });
});

describe('beatNow', () => {
  it('reports at once, after the beat on its way (whose drift it sends), and keeps one minute timer, not two', async () => {
    const timers = new Set<number>();
    let next = 0;
    let beats = 0;
    const { beatNow, stop } = startHeartbeat({
      api: {
        heartbeat: async () => {
          beats++;
          return reply();
        },
      },
      screenToken: 'mst_abc',
      figures: (clockDriftMs) => webPlayerFigures({ buildId: null, timetableUntil: null, clockDriftMs, screen: null }),
      onReply: () => {},
      onRevoked: () => {},
      setTimer: () => {
        timers.add(++next);
        return next;
      },
      clearTimer: (timer) => timers.delete(timer as number),
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    beatNow();
    await settle();
    await settle();
    expect(beats).toBe(2);
    expect(timers.size).toBe(1);
    stop();
    expect(timers.size).toBe(0);
    beatNow();
    await settle();
    expect(beats).toBe(2);
  });
});
