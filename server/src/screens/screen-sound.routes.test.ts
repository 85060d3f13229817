import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCREEN_SETTINGS } from '@core/screens/screen.schema.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { type SCREEN_HEARTBEAT, SCREEN_COMMAND, UPDATE_SCREEN } from '@core/http/contract/screens.js';
import { testScreens } from '../testing/test-screens.js';

/** Per-screen volume and silence, and the `sound-test` command (docs/sound.md, "Per screen"). */

const START = '2026-05-10T16:00:00.000Z';

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: START });
  own = await t.registerMasjid('Masjid Screen Sound', { url: 'screensound', active: true });
  other = await t.registerMasjid('Masjid Screen Sound Other', { url: 'screensoundother', active: true });
});
afterAll(() => t.close());

const beat = {
  appVersion: 'web index-abc',
  timetableUntil: '2026-05-11',
  clockDriftMs: 0,
  display: { width: 1920, height: 1080 },
  orientation: 'landscape',
  player: 'web',
} satisfies BodyOf<typeof SCREEN_HEARTBEAT>;

const pairScreen = (name: string) => testScreens(t, own).pair(name);
const heartbeat = (screenToken: string, body: BodyOf<typeof SCREEN_HEARTBEAT>) =>
  testScreens(t, own).heartbeat(screenToken, body);
const badHeartbeat = (screenToken: string, body: unknown) => testScreens(t, own).badHeartbeat(screenToken, body);
const listed = (screenId: string) => testScreens(t, own).listed(screenId);

type Settings = BodyOf<typeof UPDATE_SCREEN>['settings'];
const patch = (screenId: string, settings: Settings, token = own.token, companyId = own.companyId) =>
  t.call(UPDATE_SCREEN, { params: { companyId, screenId }, body: { settings } }, { token });
const badPatch = (screenId: string, settings: unknown) =>
  t.raw('settings the schema refuses', 'PATCH', `/api/companies/${own.companyId}/screens/${screenId}`, {
    token: own.token,
    body: { settings },
  });

type Command = BodyOf<typeof SCREEN_COMMAND>['command'];
const command = (screenId: string, name: Command, token = own.token, companyId = own.companyId) =>
  t.call(SCREEN_COMMAND, { params: { companyId, screenId }, body: { command: name } }, { token });

describe("a screen's volume and silence", () => {
  it('start at 100 % and not silent, are saved from the Screens page and reach the screen in its heartbeat answer', async () => {
    const { screenId, screenToken } = await pairScreen('Sisters hall');
    expect((await listed(screenId)).settings).toMatchObject({ volume: 100, silent: false });
    const saved = await patch(screenId, { ...DEFAULT_SCREEN_SETTINGS, volume: 35, silent: false });
    expect(saved.status, saved.text).toBe(200);
    expect((await listed(screenId)).settings).toMatchObject({ volume: 35, silent: false });
    const reply = await heartbeat(screenToken, beat);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.settings).toMatchObject({ volume: 35, silent: false });

    expect((await patch(screenId, { ...DEFAULT_SCREEN_SETTINGS, volume: 0, silent: true })).status).toBe(200);
    expect((await heartbeat(screenToken, beat)).json.settings).toMatchObject({ volume: 0, silent: true });

    // A night volume, from Isha's iqama to Fajr's azan; null again is the same by night as by day.
    expect((await patch(screenId, { ...DEFAULT_SCREEN_SETTINGS, volume: 80, nightVolume: 20 })).status).toBe(200);
    expect((await heartbeat(screenToken, beat)).json.settings).toMatchObject({ volume: 80, nightVolume: 20 });
    expect((await patch(screenId, { ...DEFAULT_SCREEN_SETTINGS, volume: 80, nightVolume: null })).status).toBe(200);
    expect((await listed(screenId)).settings.nightVolume ?? null).toBeNull();
  });

  it('refuses a volume outside 0 to 100, a fraction, a text or a silence that is not on or off, naming the field, and keeps what was saved', async () => {
    const { screenId } = await pairScreen('Office');
    expect((await patch(screenId, { ...DEFAULT_SCREEN_SETTINGS, volume: 60 })).status).toBe(200);
    for (const wrong of [
      { volume: 101 },
      { volume: -1 },
      { volume: 12.5 },
      { volume: '50' },
      { volume: null },
      { silent: 'yes' },
      { nightVolume: 101 },
      { nightVolume: 2.5 },
    ]) {
      const res = await badPatch(screenId, { ...DEFAULT_SCREEN_SETTINGS, ...wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      const field = Object.keys(wrong)[0]!;
      expect(
        Object.keys(res.json.fieldErrors).some((key) => key.endsWith(`settings.${field}`)),
        res.text,
      ).toBe(true);
    }
    expect((await listed(screenId)).settings).toMatchObject({ volume: 60, silent: false });
  });
});

describe('players hear of a command or new settings at once', () => {
  it("signals 'screens' on the masjid's change events, which a player follows to beat at once (docs/screens.md)", async () => {
    const { screenId } = await pairScreen('Signal hall');
    const heard: string[] = [];
    const stop = t.deps.changes.subscribe((event) => heard.push(`${event.companyId} ${event.kind}`));
    try {
      expect((await command(screenId, 'sound-test')).status).toBe(200);
      await expect.poll(() => heard).toContain(`${own.companyId} screens`);
      heard.length = 0;
      expect((await patch(screenId, { ...DEFAULT_SCREEN_SETTINGS, volume: 70 })).status).toBe(200);
      await expect.poll(() => heard).toContain(`${own.companyId} screens`);
      // Another masjid's admin sends nothing, and signals nothing.
      heard.length = 0;
      expect((await command(screenId, 'sound-test', other.token)).status).toBe(403);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('the sound-test command', () => {
  it('is queued once for a web player, handed out once, and the screen reports whether it sounded', async () => {
    const { screenId, screenToken } = await pairScreen('Main hall');
    expect((await heartbeat(screenToken, beat)).status).toBe(200);
    expect((await listed(screenId)).sound).toEqual({ blocked: null, test: null });
    const sent = await command(screenId, 'sound-test');
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.message).toMatch(/test sound/);
    expect((await command(screenId, 'sound-test')).status).toBe(200);
    expect((await listed(screenId)).pendingCommands).toEqual(['sound-test']);

    const reply = await heartbeat(screenToken, beat);
    expect(reply.json.commands.map((entry: { command: string }) => entry.command)).toEqual(['sound-test']);
    expect((await heartbeat(screenToken, beat)).json.commands).toEqual([]);

    // The browser refused: the page has not been tapped yet.
    const at = '2026-05-10T16:00:02.000Z';
    expect(
      (await heartbeat(screenToken, { ...beat, soundBlocked: true, soundTest: { at, outcome: 'blocked' } })).status,
    ).toBe(200);
    expect((await listed(screenId)).sound).toEqual({ blocked: true, test: { at, outcome: 'blocked' } });
    // Tapped, tested again: it sounded. A later beat that says nothing of a test keeps the last one.
    const later = '2026-05-10T16:01:00.000Z';
    await heartbeat(screenToken, { ...beat, soundBlocked: false, soundTest: { at: later, outcome: 'played' } });
    await heartbeat(screenToken, { ...beat, soundBlocked: false });
    expect((await listed(screenId)).sound).toEqual({ blocked: false, test: { at: later, outcome: 'played' } });
  });

  it('refuses a report it cannot read, naming the field, and stores nothing of that heartbeat', async () => {
    const { screenId, screenToken } = await pairScreen('Report check');
    const wrong = await badHeartbeat(screenToken, {
      ...beat,
      appVersion: 'changed',
      soundTest: { at: '2026-05-10T16:00:02.000Z', outcome: 'loud' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.fieldErrors)[0]).toMatch(/^heartbeat\.soundTest/);
    const notADate = await badHeartbeat(screenToken, { ...beat, soundTest: { at: 'yesterday', outcome: 'played' } });
    expect(notADate.status).toBe(400);
    expect(await listed(screenId)).toMatchObject({ appVersion: null, sound: { blocked: null, test: null } });
  });

  it('is queued for the desktop app too, which reports the same way', async () => {
    const { screenId, screenToken } = await pairScreen('Desktop hall');
    expect((await heartbeat(screenToken, { ...beat, player: 'desktop' })).status).toBe(200);
    expect((await command(screenId, 'sound-test')).status).toBe(200);
    const reply = await heartbeat(screenToken, { ...beat, player: 'desktop' });
    expect(reply.json.commands.map((entry: { command: string }) => entry.command)).toEqual(['sound-test']);
    const at = '2026-05-10T16:00:01.000Z';
    await heartbeat(screenToken, { ...beat, player: 'desktop', soundTest: { at, outcome: 'played' } });
    expect((await listed(screenId)).sound).toEqual({ blocked: null, test: { at, outcome: 'played' } });
  });
});

describe("another masjid's admin", () => {
  it("can neither change the sound of this masjid's screen nor test it, on either path", async () => {
    const { screenId, screenToken } = await pairScreen('Guarded');
    expect((await heartbeat(screenToken, beat)).status).toBe(200);
    const silence = { ...DEFAULT_SCREEN_SETTINGS, volume: 0, silent: true };
    expect((await patch(screenId, silence, other.token)).status).toBe(403);
    expect((await patch(screenId, silence, other.token, other.companyId)).status).toBe(404);
    expect((await command(screenId, 'sound-test', other.token)).status).toBe(403);
    expect((await command(screenId, 'sound-test', other.token, other.companyId)).status).toBe(404);
    const screen = await listed(screenId);
    expect(screen.settings).toMatchObject({ volume: 100, silent: false });
    expect(screen.pendingCommands).toEqual([]);
  });
});
