import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyOf } from '@core/http/contract/endpoint.js';
import { DEFAULT_SCREEN_SETTINGS, type PairingStatus } from '@core/screens/screen.schema.js';
import { PAIRING_CODE_ALPHABET } from '@core/screens/pairing-code.js';
import * as screenLanguageMigration from '../db/migrations/2026-11-26-0400-screen-language.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { runOfflineCheck } from './offline-alerts.js';
import { PAIRINGS_PER_ADDRESS } from './screen.service.js';
import {
  CLAIM_SCREEN,
  DELETE_SCREEN,
  MASJID_SCREENS,
  PAIRING_STATUS,
  SCREEN_COMMAND,
  SCREEN_HEARTBEAT,
  SCREEN_LAST_SCREENSHOT,
  START_PAIRING,
  UPDATE_SCREEN,
} from '@core/http/contract/screens.js';

const START = '2026-05-10T16:00:00.000Z';
const at = (minutes: number) => new Date(new Date(START).getTime() + minutes * 60_000).toISOString();

let t: TestContext;
let own: Awaited<ReturnType<TestContext['registerMasjid']>>;
let other: Awaited<ReturnType<TestContext['registerMasjid']>>;

beforeAll(async () => {
  t = await createTestContext({ now: START });
  own = await t.registerMasjid('Masjid Screens Own', { url: 'screensown', active: true });
  other = await t.registerMasjid('Masjid Screens Other', { url: 'screensother', active: true });
});
afterAll(() => t.close());

const beat = {
  appVersion: '1.4.0',
  timetableUntil: '2027-05-09',
  clockDriftMs: -1200,
  display: { width: 1920, height: 1080 },
  orientation: 'landscape',
} satisfies BodyOf<typeof SCREEN_HEARTBEAT>;

/** The pairing's answer once a masjid has claimed it; anything else fails the test. */
function asPaired(json: PairingStatus): Extract<PairingStatus, { status: 'paired' }> {
  if (json.status !== 'paired') throw new Error(`the pairing is ${json.status}, not paired`);
  return json;
}

async function startPairing() {
  const res = await t.call(START_PAIRING, {});
  expect(res.status, res.text).toBe(200);
  return res.json as { pairingId: string; code: string; expiresAt: string };
}

async function claim(companyId: string, token: string, code: string, name = 'Main hall') {
  return t.call(CLAIM_SCREEN, { params: { companyId }, body: { code, name } }, { token });
}

/** Pairs a new screen for the own masjid and answers its id and token. */
async function pairScreen(name: string) {
  const pairing = await startPairing();
  const claimed = await claim(own.companyId, own.token, pairing.code, name);
  expect(claimed.status, claimed.text).toBe(200);
  const paired = await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } });
  expect(paired.json.status).toBe('paired');
  const { screenId, screenToken } = asPaired(paired.json);
  return { screenId, screenToken };
}

const heartbeat = (screenToken: string, body: BodyOf<typeof SCREEN_HEARTBEAT> = beat) =>
  t.call(SCREEN_HEARTBEAT, { body }, { token: screenToken });
/** Figures of a kind the heartbeat's schema refuses, which the typed call would not let the test send. */
const badHeartbeat = (screenToken: string, body: unknown) =>
  t.raw('figures the heartbeat schema refuses', 'POST', '/api/screens/heartbeat', { token: screenToken, body });
const list = async (companyId = own.companyId, token = own.token) => {
  const res = await t.call(MASJID_SCREENS, { params: { companyId } }, { token });
  expect(res.status, res.text).toBe(200);
  return res.json as Array<Record<string, any>>;
};

describe('pairing by code', () => {
  it('gives a screen a 6-character code from the unambiguous alphabet, valid 10 minutes', async () => {
    t.clock.set(START);
    const pairing = await startPairing();
    expect(pairing.code).toHaveLength(6);
    for (const ch of pairing.code) expect(PAIRING_CODE_ALPHABET).toContain(ch);
    expect(new Date(pairing.expiresAt).getTime() - new Date(START).getTime()).toBe(10 * 60_000);
    expect((await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json).toEqual({
      status: 'pending',
    });
  });

  it('pairs once: the admin claims the code, the screen collects its token once, the token works', async () => {
    t.clock.set(START);
    const pairing = await startPairing();
    const claimed = await claim(
      own.companyId,
      own.token,
      pairing.code.toLowerCase().replace(/^(...)/, '$1 '),
      'Main hall',
    );
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.json.target).toMatchObject({
      name: 'Main hall',
      status: 'waiting',
      online: false,
      settings: DEFAULT_SCREEN_SETTINGS,
    });

    const paired = await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } });
    expect(paired.json).toEqual({
      status: 'paired',
      screenId: claimed.json.target!.id,
      screenToken: expect.stringMatching(/^mst_/),
      companyUrl: 'screensown',
    });
    // Only once: the token is never handed out again.
    expect((await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).status).toBe(404);

    const reply = await heartbeat(asPaired(paired.json).screenToken);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toMatchObject({
      commands: [],
      settings: DEFAULT_SCREEN_SETTINGS,
      name: 'Main hall',
      serverTime: START,
    });
    const screen = (await list()).find((row) => row.id === asPaired(paired.json).screenId)!;
    expect(screen).toMatchObject({
      online: true,
      status: 'online',
      lastSeenAt: START,
      appVersion: '1.4.0',
      timetableUntil: '2027-05-09',
      clockDriftMs: -1200,
      display: { width: 1920, height: 1080 },
      orientation: 'landscape',
    });
  });

  it('keeps only a hash of the token in the database', async () => {
    const { screenId, screenToken } = await pairScreen('Hash check');
    const row = await t.db
      .selectFrom('screen')
      .select('token_hash')
      .where('id', '=', screenId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(screenToken.slice(4));
  });

  it('refuses an expired code, and the screen is told to ask for a new one', async () => {
    t.clock.set(START);
    const pairing = await startPairing();
    t.clock.set(at(10));
    const res = await claim(own.companyId, own.token, pairing.code);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors!['code']).toMatch(/expired/);
    expect((await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json).toEqual({
      status: 'expired',
    });
    t.clock.set(START);
  });

  it('refuses a code already claimed, also by the same masjid, and leaves the first claim in place', async () => {
    t.clock.set(START);
    const pairing = await startPairing();
    expect((await claim(own.companyId, own.token, pairing.code, 'First')).status).toBe(200);
    const again = await claim(other.companyId, other.token, pairing.code, 'Thief');
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already used/);
    expect((await claim(own.companyId, own.token, pairing.code, 'Twice')).status).toBe(409);
    expect((await list(other.companyId, other.token)).map((row) => row.name)).not.toContain('Thief');
    expect(asPaired((await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json).companyUrl).toBe(
      'screensown',
    );
  });

  it('refuses unknown and malformed codes with a clear message', async () => {
    const unknown = await claim(own.companyId, own.token, '222222');
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors!['code']).toMatch(/No screen shows this code/);
    const malformed = await claim(own.companyId, own.token, 'O0I1');
    expect(malformed.status).toBe(400);
    expect(malformed.json.fieldErrors!['screen.code']).toMatch(/6 letters and digits/);
    const noName = await t.raw(
      'no name, which the body schema requires',
      'POST',
      `/api/companies/${own.companyId}/screens`,
      {
        token: own.token,
        body: { code: 'ABCDEF' },
      },
    );
    expect(noName.json.fieldErrors!['screen.name']).toBe('Screen name is required');
  });

  it("refuses another masjid's admin: they can neither claim for, list nor touch this masjid's screens", async () => {
    const pairing = await startPairing();
    expect((await claim(own.companyId, other.token, pairing.code)).status).toBe(403);
    expect((await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json).toEqual({
      status: 'pending',
    });
    const { screenId } = await pairScreen('Isolated');
    expect(
      (await t.call(MASJID_SCREENS, { params: { companyId: own.companyId } }, { token: other.token })).status,
    ).toBe(403);
    // Their own masjid's path with our screen's id: not found, and nothing changes.
    for (const [method, path, body] of [
      ['PATCH', `/api/companies/${other.companyId}/screens/${screenId}`, { name: 'Mine now' }],
      ['POST', `/api/companies/${other.companyId}/screens/${screenId}/commands`, { command: 'unpair' }],
      ['GET', `/api/companies/${other.companyId}/screens/${screenId}/screenshot`, undefined],
      ['DELETE', `/api/companies/${other.companyId}/screens/${screenId}`, undefined],
    ] as const) {
      expect(
        (await t.raw('walks the screen routes with another masjid', method, path, { token: other.token, body })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    expect((await list()).find((row) => row.id === screenId)).toMatchObject({
      name: 'Isolated',
      status: 'offline',
      pendingCommands: [],
    });
  });

  it('refuses to pair a screen to a masjid that is not active yet, whose dashboard nobody can see', async () => {
    const inactive = await t.registerMasjid('Masjid Screens Inactive', { url: 'screensinactive' });
    const pairing = await startPairing();
    const res = await claim(inactive.companyId, inactive.token, pairing.code);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/not active/);
    expect((await t.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json).toEqual({
      status: 'pending',
    });
  });

  // Sets up a database of its own: given as long as a hook, for a loaded machine.
  it('limits how many codes one network address may ask for', async () => {
    const limited = await createTestContext({ now: START });
    try {
      for (let i = 0; i < PAIRINGS_PER_ADDRESS; i++) expect((await limited.call(START_PAIRING, {})).status).toBe(200);
      const refused = await limited.call(START_PAIRING, {});
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      limited.clock.set(at(11));
      expect((await limited.call(START_PAIRING, {})).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 90_000);

  it('answers 404 for an unknown pairing', async () => {
    expect((await t.call(PAIRING_STATUS, { params: { pairingId: 'not-a-pairing' } })).status).toBe(404);
  });
});

describe('heartbeat and commands', () => {
  it('refuses calls without a screen token, with a sign-in token, or with a made-up one', async () => {
    expect((await t.call(SCREEN_HEARTBEAT, { body: beat })).status).toBe(401);
    expect((await heartbeat(own.token)).status).toBe(401);
    expect((await heartbeat('mst_madeup')).status).toBe(401);
    // The token before the body: a made-up token with nonsense figures learns only that it is not paired.
    expect((await badHeartbeat('mst_madeup', { ...beat, clockDriftMs: 'soon' })).status).toBe(401);
  });

  it('refuses figures that make no sense and stores nothing', async () => {
    const { screenId, screenToken } = await pairScreen('Bad figures');
    const res = await badHeartbeat(screenToken, { ...beat, clockDriftMs: 'soon', display: { width: -5, height: 10 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors)).toEqual(['heartbeat.clockDriftMs', 'heartbeat.display.width']);
    expect((await list()).find((row) => row.id === screenId)?.lastSeenAt).toBeNull();
  });

  it('takes the heartbeat of an older app that sends fewer figures, or null ones (unknown figures are null)', async () => {
    const { screenId, screenToken } = await pairScreen('Older app');
    // An app from before timetableUntil, orientation and the display size were reported.
    const older = await heartbeat(screenToken, { appVersion: '1.0.0', clockDriftMs: 300 });
    expect(older.status, older.text).toBe(200);
    expect(older.json.name).toBe('Older app');
    let row = (await list()).find((entry) => entry.id === screenId)!;
    expect(row).toMatchObject({ appVersion: '1.0.0', timetableUntil: null, clockDriftMs: 300, online: true });
    // A version the app could not read, and nothing else.
    const unknown = await heartbeat(screenToken, { appVersion: null, timetableUntil: null });
    expect(unknown.status, unknown.text).toBe(200);
    const bare = await heartbeat(screenToken, {});
    expect(bare.status, bare.text).toBe(200);
    row = (await list()).find((entry) => entry.id === screenId)!;
    expect(row).toMatchObject({ appVersion: null, timetableUntil: null, clockDriftMs: null, online: true });
    // What is there must still make sense.
    const malformed = await badHeartbeat(screenToken, { appVersion: 7, timetableUntil: 'next year' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.json.fieldErrors)).toEqual(['heartbeat.appVersion', 'heartbeat.timetableUntil']);
    expect((await badHeartbeat(screenToken, ['1.0.0'])).status).toBe(400);
  });

  it('hands each waiting command to the screen once, in order, and a repeated press only once', async () => {
    const { screenId, screenToken } = await pairScreen('Commands');
    for (const command of ['reload', 'screenshot', 'reload', 'restart'] as const) {
      const res = await t.call(
        SCREEN_COMMAND,
        { params: { companyId: own.companyId, screenId }, body: { command } },
        { token: own.token },
      );
      expect(res.status, res.text).toBe(200);
    }
    // docs/languages.md "Server messages": a repeated press, answered in the reader's language.
    const answer = async (command: BodyOf<typeof SCREEN_COMMAND>['command'], language?: string) =>
      (
        await t.call(
          SCREEN_COMMAND,
          { params: { companyId: own.companyId, screenId }, body: { command } },
          { token: own.token, headers: language ? { 'accept-language': language } : undefined },
        )
      ).json.message;
    expect(await answer('reload', 'fr')).toBe('L’écran se rechargera à son prochain signal (d’ici une minute)');
    expect(await answer('screenshot', 'ar')).toBe('سترسل الشاشة لقطة شاشة عند نبضتها التالية (خلال دقيقة)');
    expect(await answer('restart')).toBe('The screen will restart at its next heartbeat (within a minute)');
    expect(await answer('screenshot')).toBe(
      'The screen will send a screenshot at its next heartbeat (within a minute)',
    );
    expect((await list()).find((row) => row.id === screenId)?.pendingCommands).toEqual([
      'reload',
      'screenshot',
      'restart',
    ]);
    const first = await heartbeat(screenToken);
    expect(first.json.commands.map((c: { command: string }) => c.command).sort()).toEqual([
      'reload',
      'restart',
      'screenshot',
    ]);
    expect((await heartbeat(screenToken)).json.commands).toEqual([]);
    expect((await list()).find((row) => row.id === screenId)?.pendingCommands).toEqual([]);
  });

  it('refuses unknown commands', async () => {
    const { screenId } = await pairScreen('Unknown command');
    const res = await t.raw(
      'a command the contract does not know',
      'POST',
      `/api/companies/${own.companyId}/screens/${screenId}/commands`,
      { token: own.token, body: { command: 'format-disk' } },
    );
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors!['command']).toMatch(/reload, restart, screenshot, unpair/);
  });

  it('pushes renamed names and changed settings through the next heartbeat', async () => {
    const { screenId, screenToken } = await pairScreen('Settings');
    const settings = {
      orientation: 'portrait',
      language: 'ar',
      largeType: true,
      slides: { expenses: false, funds: true, expenseSheets: false, announcements: true },
    } as const;
    const res = await t.call(
      UPDATE_SCREEN,
      { params: { companyId: own.companyId, screenId }, body: { name: 'Sisters hall', settings } },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toMatchObject({ name: 'Sisters hall', settings });
    expect((await heartbeat(screenToken)).json).toMatchObject({ name: 'Sisters hall', settings });
    const bad = await t.raw(
      'a language the settings schema does not offer',
      'PATCH',
      `/api/companies/${own.companyId}/screens/${screenId}`,
      { token: own.token, body: { settings: { ...settings, language: 'xx' } } },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors!['screen.settings.language']).toMatch(/offered languages/);
    expect((await heartbeat(screenToken)).json.settings.language).toBe('ar');
  });

  it("gives a screen a role (the prayer hall's until set), which reaches it in its heartbeat, and refuses an unknown one", async () => {
    const { screenId, screenToken } = await pairScreen('Role');
    expect((await heartbeat(screenToken)).json.settings.role).toBe('prayer-hall');
    const current = (await list()).find((screen) => screen.id === screenId)!.settings;
    expect(current.role).toBe('prayer-hall');
    const entrance = await t.call(
      UPDATE_SCREEN,
      { params: { companyId: own.companyId, screenId }, body: { settings: { ...current, role: 'entrance' } } },
      { token: own.token },
    );
    expect(entrance.status, entrance.text).toBe(200);
    expect((await heartbeat(screenToken)).json.settings.role).toBe('entrance');
    const kitchen = await t.call(
      UPDATE_SCREEN,
      { params: { companyId: own.companyId, screenId }, body: { settings: { ...current, role: 'kitchen' } } },
      { token: own.token },
    );
    expect(kitchen.status).toBe(400);
    expect(kitchen.json.fieldErrors!['screen.settings.role']).toMatch(/screen roles/);
    expect((await heartbeat(screenToken)).json.settings.role).toBe('entrance');
    // A screen whose settings were stored before roles existed is the prayer hall's.
    await sql`update screen set settings = settings - 'role' where id = ${screenId}`.execute(t.db);
    expect((await heartbeat(screenToken)).json.settings.role).toBe('prayer-hall');
  });

  it("starts a screen on the masjid's language, refuses a language Minaret does not speak, and moves stored ones on migration", async () => {
    const { screenId, screenToken } = await pairScreen('Language');
    expect((await heartbeat(screenToken)).json.settings.language).toBe('masjid');
    const current = (await list()).find((screen) => screen.id === screenId)!.settings;
    const somali = await t.call(
      UPDATE_SCREEN,
      { params: { companyId: own.companyId, screenId }, body: { settings: { ...current, language: 'so' } } },
      { token: own.token },
    );
    expect(somali.status).toBe(400);
    // Settings stored before `masjid` existed: English (the old default) and carried-only languages follow the masjid; Urdu stays.
    const stored = async (language: string) => {
      await sql`update screen set settings = jsonb_set(settings, '{language}', ${JSON.stringify(language)}::jsonb) where id = ${screenId}`.execute(
        t.db,
      );
      await screenLanguageMigration.up(t.db);
      return (await heartbeat(screenToken)).json.settings.language as string;
    };
    expect(await stored('en')).toBe('masjid');
    expect(await stored('so')).toBe('masjid');
    expect(await stored('ur')).toBe('ur');
  });

  it('unpair revokes the token at once; the screen stays listed as unpaired until deleted', async () => {
    const { screenId, screenToken } = await pairScreen('To unpair');
    expect((await heartbeat(screenToken)).status).toBe(200);
    const res = await t.call(
      SCREEN_COMMAND,
      { params: { companyId: own.companyId, screenId }, body: { command: 'unpair' } },
      { token: own.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.target).toMatchObject({ status: 'unpaired', online: false });
    const revoked = await heartbeat(screenToken);
    expect(revoked.status).toBe(401);
    expect(revoked.json.message).toMatch(/no longer paired/);
    expect(
      (
        await t.call(
          SCREEN_COMMAND,
          { params: { companyId: own.companyId, screenId }, body: { command: 'reload' } },
          { token: own.token },
        )
      ).status,
    ).toBe(409);
  });

  it('delete removes the screen and its token stops working at once', async () => {
    const { screenId, screenToken } = await pairScreen('To delete');
    expect((await heartbeat(screenToken)).status).toBe(200);
    expect(
      (await t.call(DELETE_SCREEN, { params: { companyId: own.companyId, screenId } }, { token: own.token })).status,
    ).toBe(200);
    expect((await heartbeat(screenToken)).status).toBe(401);
    expect((await list()).map((row) => row.id)).not.toContain(screenId);
    expect(
      (await t.call(DELETE_SCREEN, { params: { companyId: own.companyId, screenId } }, { token: own.token })).status,
    ).toBe(404);
  });

  it('a screen is offline after three minutes without a heartbeat', async () => {
    t.clock.set(START);
    const { screenId, screenToken } = await pairScreen('Online window');
    await heartbeat(screenToken);
    t.clock.set(at(3));
    expect((await list()).find((row) => row.id === screenId)?.status).toBe('online');
    t.clock.set(at(3.1));
    expect((await list()).find((row) => row.id === screenId)?.status).toBe('offline');
    t.clock.set(START);
  });
});

describe('screenshots', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const upload = (token: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') =>
    t.app.request('/api/screens/screenshot', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: bytes,
    });

  it("the screen uploads a picture that only its masjid's admins see", async () => {
    const { screenId, screenToken } = await pairScreen('Screenshots');
    const path = `/api/companies/${own.companyId}/screens/${screenId}/screenshot`;
    expect(
      (await t.call(SCREEN_LAST_SCREENSHOT, { params: { companyId: own.companyId, screenId } }, { token: own.token }))
        .status,
    ).toBe(404);
    const res = await upload(screenToken, png);
    expect(res.status, await res.clone().text()).toBe(200);
    const seen = await t.app.request(path, { headers: { authorization: `Bearer ${own.token}` } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(png);
    expect(
      (await t.call(SCREEN_LAST_SCREENSHOT, { params: { companyId: own.companyId, screenId } }, { token: other.token }))
        .status,
    ).toBe(403);
    expect((await list()).find((row) => row.id === screenId)?.screenshotAt).toBe(t.clock.now().toISOString());
  });

  it('refuses what is not a JPEG or PNG, an oversized picture, and a revoked token', async () => {
    const { screenId, screenToken } = await pairScreen('Bad screenshots');
    expect((await upload(screenToken, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png')).status).toBe(
      415,
    );
    expect((await upload(screenToken, new Uint8Array(3 * 1024 * 1024).fill(0xff))).status).toBe(413);
    await t.call(DELETE_SCREEN, { params: { companyId: own.companyId, screenId } }, { token: own.token });
    expect((await upload(screenToken, png)).status).toBe(401);
  });

  it('refuses an empty picture in the reader’s language (docs/languages.md "Server messages")', async () => {
    const { screenToken } = await pairScreen('Empty screenshot');
    const empty = (language?: string) =>
      t.app.request('/api/screens/screenshot', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${screenToken}`,
          'content-type': 'image/png',
          ...(language ? { 'accept-language': language } : {}),
        },
        body: new Uint8Array(0),
      });
    const french = await empty('fr');
    expect(french.status).toBe(400);
    expect((await french.json()).message).toBe('La capture d’écran est vide.');
    expect((await (await empty('ar')).json()).message).toBe('لقطة الشاشة فارغة.');
    expect(await (await empty()).json()).toEqual({
      successful: false,
      code: 'BAD_REQUEST',
      message: 'The screenshot is empty.',
      fieldErrors: {},
    });
  });
});

describe('offline alerts', () => {
  // Sets up a database of its own: given as long as a hook, for a loaded machine.
  it("emails the masjid's admins once after 15 minutes offline and once when it is back, with several instances checking", async () => {
    const alerts = await createTestContext({ now: START });
    try {
      const masjid = await alerts.registerMasjid('Masjid Alerts', { url: 'alertsmasjid', active: true });
      const elsewhere = await alerts.registerMasjid('Masjid Elsewhere', { url: 'alertselsewhere', active: true });
      const pairing = (await alerts.call(START_PAIRING, {})).json;
      await alerts.call(
        CLAIM_SCREEN,
        { params: { companyId: masjid.companyId }, body: { code: pairing.code, name: 'Main hall' } },
        { token: masjid.token },
      );
      const token = asPaired(
        (await alerts.call(PAIRING_STATUS, { params: { pairingId: pairing.pairingId } })).json,
      ).screenToken;
      await alerts.call(SCREEN_HEARTBEAT, { body: beat }, { token });
      const screenMails = () => alerts.mailer.sent.filter((mail) => mail.subject.includes('Screen "Main hall"'));
      // Two instances run the check at the same moment, repeatedly.
      const checkEverywhere = () => Promise.all([runOfflineCheck(alerts.deps), runOfflineCheck(alerts.deps)]);

      alerts.clock.set(at(14));
      await checkEverywhere();
      expect(screenMails()).toHaveLength(0);

      alerts.clock.set(at(15.5));
      await checkEverywhere();
      await checkEverywhere();
      expect(screenMails().map((mail) => [mail.to, mail.subject])).toEqual([
        [masjid.email, 'Screen "Main hall" at Masjid Alerts is offline'],
      ]);
      expect(screenMails().some((mail) => mail.to === elsewhere.email)).toBe(false);

      alerts.clock.set(at(40));
      await checkEverywhere();
      expect(screenMails()).toHaveLength(1);
      await alerts.call(SCREEN_HEARTBEAT, { body: beat }, { token });
      await checkEverywhere();
      await checkEverywhere();
      expect(screenMails().map((mail) => mail.subject)).toEqual([
        'Screen "Main hall" at Masjid Alerts is offline',
        'Screen "Main hall" at Masjid Alerts is back online',
      ]);

      // A second outage gets its own pair of emails.
      alerts.clock.set(at(60));
      await checkEverywhere();
      expect(screenMails()).toHaveLength(3);
    } finally {
      await alerts.close();
    }
  }, 90_000);
});
