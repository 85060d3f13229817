import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { testScreens } from '../testing/test-screens.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { SCREEN_COMMAND, type SCREEN_HEARTBEAT } from '@core/http/contract/screens.js';

/** The heartbeat's `player` and what the web player can and cannot do (docs/screens.md, "Web player"). */

const START = '2026-05-10T16:00:00.000Z';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: START });
  own = await t.registerMasjid('Masjid Players', { url: 'screenplayers', active: true });
});
afterAll(() => t.close());

const beat = {
  appVersion: 'web-2026.12.02',
  timetableUntil: '2026-05-11',
  clockDriftMs: 40,
  display: { width: 1920, height: 1080 },
  orientation: 'landscape',
} satisfies BodyOf<typeof SCREEN_HEARTBEAT>;

const pairScreen = (name: string) => testScreens(t, own).pair(name);
const heartbeat = (screenToken: string, body: BodyOf<typeof SCREEN_HEARTBEAT>) =>
  testScreens(t, own).heartbeat(screenToken, body);
const listed = (screenId: string) => testScreens(t, own).listed(screenId);

describe('the heartbeat says which player runs the screen', () => {
  it('records the desktop app unless the heartbeat says web; an older app that does not say is the desktop app', async () => {
    const { screenId, screenToken } = await pairScreen('Player kind');
    // Before any heartbeat, and for a desktop app from before the field, the screen is the desktop app.
    expect((await listed(screenId)).player).toBe('desktop');
    expect((await heartbeat(screenToken, beat)).status).toBe(200);
    expect((await listed(screenId)).player).toBe('desktop');
    expect((await heartbeat(screenToken, { ...beat, player: 'web' })).status).toBe(200);
    expect((await listed(screenId)).player).toBe('web');
    expect((await heartbeat(screenToken, { ...beat, player: null })).status).toBe(200);
    expect((await listed(screenId)).player).toBe('desktop');
    expect((await heartbeat(screenToken, { ...beat, player: 'web' })).status).toBe(200);
    expect((await heartbeat(screenToken, { ...beat, player: 'desktop' })).status).toBe(200);
    expect((await listed(screenId)).player).toBe('desktop');
  });

  it('refuses a player Minaret does not have, naming the field, and stores nothing of that heartbeat', async () => {
    const { screenId, screenToken } = await pairScreen('Unknown player');
    expect((await heartbeat(screenToken, { ...beat, player: 'web' })).status).toBe(200);
    const wrong = await testScreens(t, own).badHeartbeat(screenToken, {
      ...beat,
      appVersion: '9.9.9',
      player: 'android',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.fieldErrors)).toEqual(['heartbeat.player']);
    expect(await listed(screenId)).toMatchObject({ player: 'web', appVersion: beat.appVersion });
  });
});

describe('commands to the web player', () => {
  it('answers a screenshot with "not available in the web player" and still queues reload and restart', async () => {
    const { screenId, screenToken } = await pairScreen('Browser screen');
    expect((await heartbeat(screenToken, { ...beat, player: 'web' })).status).toBe(200);
    const send = (command: BodyOf<typeof SCREEN_COMMAND>['command'], language?: string) =>
      t.call(
        SCREEN_COMMAND,
        { params: { companyId: own.companyId, screenId }, body: { command } },
        { token: own.token, headers: language ? { 'accept-language': language } : undefined },
      );
    const shot = await send('screenshot');
    expect(shot.status).toBe(409);
    expect(shot.json.message).toBe(
      'The web player cannot take screenshots: a browser page cannot capture its own screen. Use the desktop app for screenshots.',
    );
    expect((await send('screenshot', 'fr')).json.message).toMatch(/^Le lecteur web ne peut pas/);
    expect((await send('reload')).status).toBe(200);
    expect((await send('restart')).status).toBe(200);
    // Sent at the same instant (the test's clock stands still), so in either order.
    expect([...(await listed(screenId)).pendingCommands].sort()).toEqual(['reload', 'restart']);
    const reply = await heartbeat(screenToken, { ...beat, player: 'web' });
    expect(reply.json.commands.map((c: { command: string }) => c.command).sort()).toEqual(['reload', 'restart']);
  });

  it('queues a screenshot for the desktop app as before', async () => {
    const { screenId, screenToken } = await pairScreen('Desktop screen');
    expect((await heartbeat(screenToken, beat)).status).toBe(200);
    const res = await t.call(
      SCREEN_COMMAND,
      { params: { companyId: own.companyId, screenId }, body: { command: 'screenshot' } },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect((await listed(screenId)).pendingCommands).toEqual(['screenshot']);
  });
});
