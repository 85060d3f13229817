import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { makePairingCode, PAIRING_VALID_MINUTES } from '@core/screens/pairing-code.js';
import {
  DEFAULT_SCREEN_SETTINGS,
  isOnline,
  type Heartbeat,
  type HeartbeatReply,
  type PairingStarted,
  type PairingStatus,
  type Screen,
  type ScreenCommand,
  type UpdateScreenInput,
} from '@core/screens/screen.schema.js';
import type { AppDeps } from '../app-deps.js';
import { isoDateUtc } from '@core/time/iso-date.js';
import { isMasjidPublic } from '../masjids/masjid.mapper.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { AppError, conflict, notFound, unauthenticated, validationError } from '../http/errors.js';
import * as repo from './screen.repository.js';
import { nightReader } from './screen-night.js';
import type { ScreenRow } from './screen.table.js';
import { coded } from '@core/validation/coded-message.js';
import { SOUND_TEST_OUTCOMES, type SoundTestOutcome } from '@core/screens/screen-sound.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

/** Pairings one network address may start per 10 minutes: a screen needs one per 10 minutes, a room of screens a few. */
export const PAIRINGS_PER_ADDRESS = 20;
const PAIRING_MS = PAIRING_VALID_MINUTES * 60_000;

/** Screen tokens are long random strings, so a fast hash is enough to keep them useless if the table leaks. */
export const hashScreenToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startPairing(deps: Deps, requestedBy: string): Promise<PairingStarted> {
  const now = deps.clock.now();
  if (
    (await repo.countRecentPairings(deps.db, requestedBy, new Date(now.getTime() - PAIRING_MS))) >= PAIRINGS_PER_ADDRESS
  ) {
    throw new AppError(
      'RATE_LIMITED',
      coded(
        'Too many pairing codes were asked for from this network. Try again in 10 minutes.',
        'server.error.tooManyPairingCodes',
      ),
      undefined,
      {
        'Retry-After': String(PAIRING_MS / 1000),
      },
    );
  }
  await repo.deleteStalePairings(deps.db, new Date(now.getTime() - 86_400_000));
  let code = makePairingCode(randomInt);
  // Codes need only be unique among the live ones; with 29^6 codes a clash is rare, a few tries settle it.
  for (let attempt = 0; attempt < 5 && (await repo.isCodeLive(deps.db, code, now)); attempt++)
    code = makePairingCode(randomInt);
  const pairing = {
    id: randomBytes(24).toString('base64url'),
    code,
    expires_at: new Date(now.getTime() + PAIRING_MS),
    requested_by: requestedBy,
    created_at: now,
  };
  await repo.insertPairing(deps.db, pairing);
  return { pairingId: pairing.id, code, expiresAt: pairing.expires_at.toISOString() };
}

/**
 * The screen polls this. The token is made when the screen collects it, not when the admin claims the
 * code, so its plain text is never stored; only the one caller that marks the pairing delivered gets it.
 */
export async function pairingStatus(deps: Deps, pairingId: string): Promise<PairingStatus> {
  const now = deps.clock.now();
  const pairing = await repo.findPairing(deps.db, pairingId);
  if (!pairing || pairing.delivered_at) throw notFound('Pairing');
  if (!pairing.claimed_at || !pairing.screen_id)
    return pairing.expires_at <= now ? { status: 'expired' } : { status: 'pending' };
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markPairingDelivered(trx, pairing.id, now))) throw notFound('Pairing');
    const screen = await trx
      .selectFrom('screen')
      .select(['id', 'company_id'])
      .where('id', '=', pairing.screen_id!)
      .executeTakeFirst();
    const masjid = screen && (await findMasjidById(trx, screen.company_id));
    if (!screen || !masjid) throw notFound('Pairing'); // deleted between the claim and now
    const screenToken = `mst_${randomBytes(32).toString('base64url')}`;
    await repo.setTokenHash(trx, screen.id, hashScreenToken(screenToken));
    return { status: 'paired' as const, screenId: screen.id, screenToken, companyUrl: masjid.url };
  });
}

export async function claimScreen(
  deps: Deps,
  companyId: string,
  input: { code: string; name: string },
): Promise<Screen> {
  const now = deps.clock.now();
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  // A screen shows the public dashboard: pairing it to a masjid nobody can see yet would leave it blank.
  if (!isMasjidPublic(masjid, isoDateUtc(now))) {
    throw conflict(
      'This masjid is not active, so its dashboard is not public and a screen cannot show it yet. A super admin activates masjids.',
    );
  }
  const pairing = await repo.findPairingByCode(deps.db, input.code);
  if (!pairing)
    throw validationError(
      { code: 'No screen shows this code. Check the code on the screen.' },
      'No screen shows this code.',
    );
  if (pairing.claimed_at)
    throw conflict(
      coded('This code was already used. Restart pairing on the screen for a new code.', 'server.error.codeUsed'),
      { code: coded('This code was already used', 'server.field.codeUsed') },
    );
  if (pairing.expires_at <= now) {
    throw validationError(
      { code: 'This code has expired. The screen shows a new one; type that.' },
      'This code has expired.',
    );
  }
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertScreen(trx, {
      id,
      company_id: companyId,
      name: input.name,
      paired_at: now,
      settings: DEFAULT_SCREEN_SETTINGS,
    });
    if (!(await repo.claimPairing(trx, pairing.id, id, now))) {
      throw conflict(
        coded('This code was already used. Restart pairing on the screen for a new code.', 'server.error.codeUsed'),
        { code: coded('This code was already used', 'server.field.codeUsed') },
      );
    }
  });
  return (await listMasjidScreens(deps, companyId)).find((screen) => screen.id === id)!;
}

export async function listMasjidScreens(deps: Deps, companyId: string): Promise<Screen[]> {
  const now = deps.clock.now();
  const [rows, waiting, shots] = await Promise.all([
    repo.listScreens(deps.db, companyId),
    repo.waitingCommandsByScreen(deps.db, companyId),
    repo.screenshotTimes(deps.db, companyId),
  ]);
  // Only a screen that is beating can be reported dark (docs/screens.md, "The screen's night").
  const isDark = await nightReader(
    deps,
    companyId,
    rows.filter((row) => !row.unpaired_at && isOnline(row.last_seen_at, now)).map((row) => row.settings.night),
  );
  return rows.map((row) =>
    toScreen(
      row,
      now,
      (waiting.get(row.id) ?? []) as ScreenCommand[],
      shots.get(row.id) ?? null,
      isDark(row.settings.night),
    ),
  );
}

function toScreen(
  row: ScreenRow,
  now: Date,
  pendingCommands: ScreenCommand[],
  screenshotAt: Date | null,
  darkBySchedule: boolean,
): Screen {
  const online = !row.unpaired_at && isOnline(row.last_seen_at, now);
  // A screen silent in its night is offline all the same: its page beats while dark, so silence is a fault.
  const status = row.unpaired_at
    ? 'unpaired'
    : online
      ? darkBySchedule
        ? 'dark'
        : 'online'
      : row.token_hash === null
        ? 'waiting'
        : 'offline';
  return {
    id: row.id,
    name: row.name,
    pairedAt: row.paired_at.toISOString(),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    online,
    status,
    appVersion: row.app_version,
    timetableUntil: row.timetable_until,
    clockDriftMs: row.clock_drift_ms === null ? null : Number(row.clock_drift_ms),
    display: row.display_width && row.display_height ? { width: row.display_width, height: row.display_height } : null,
    orientation: row.orientation === 'landscape' || row.orientation === 'portrait' ? row.orientation : null,
    player: row.player === 'web' ? 'web' : 'desktop',
    settings: {
      ...DEFAULT_SCREEN_SETTINGS,
      ...row.settings,
      slides: { ...DEFAULT_SCREEN_SETTINGS.slides, ...row.settings.slides },
    },
    pendingCommands,
    screenshotAt: screenshotAt?.toISOString() ?? null,
    sound: {
      blocked: row.sound_blocked,
      test:
        row.sound_test_at && isSoundTestOutcome(row.sound_test_outcome)
          ? { at: row.sound_test_at.toISOString(), outcome: row.sound_test_outcome }
          : null,
    },
  };
}

const isSoundTestOutcome = (value: string | null): value is SoundTestOutcome =>
  (SOUND_TEST_OUTCOMES as readonly (string | null)[]).includes(value);

async function requireScreen(deps: Deps, companyId: string, screenId: string): Promise<ScreenRow> {
  const screen = await repo.findScreen(deps.db, companyId, screenId);
  if (!screen) throw notFound('Screen');
  return screen;
}

export async function updateScreen(
  deps: Deps,
  companyId: string,
  screenId: string,
  input: UpdateScreenInput,
): Promise<Screen> {
  await requireScreen(deps, companyId, screenId);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateScreen(trx, companyId, screenId, { name: input.name, settings: input.settings });
    // The screen's players take their new settings with a heartbeat sent at once (docs/screens.md, "Commands").
    await deps.changes.publish(trx, { companyId, kind: 'screens' });
  });
  return (await listMasjidScreens(deps, companyId)).find((screen) => screen.id === screenId)!;
}

export async function sendCommand(
  deps: Deps,
  companyId: string,
  screenId: string,
  command: ScreenCommand,
): Promise<Screen> {
  const screen = await requireScreen(deps, companyId, screenId);
  if (screen.unpaired_at)
    throw conflict(
      coded('This screen is unpaired. Pair it again with a new code, or delete it.', 'server.error.screenUnpaired'),
    );
  if (command === 'screenshot' && screen.player === 'web')
    // A browser page cannot picture itself without a person granting screen capture (docs/screens.md, "Web player").
    throw conflict(
      coded(
        'The web player cannot take screenshots: a browser page cannot capture its own screen. Use the desktop app for screenshots.',
        'server.error.screenshotWebPlayer',
      ),
    );
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (command === 'unpair')
      // The token stops working now; the screen learns it at its next heartbeat (401) and shows a new code.
      await repo.markUnpaired(trx, screenId, now);
    else if (!(await repo.hasWaitingCommand(trx, screenId, command)))
      await repo.insertCommand(trx, { id: randomUUID(), screen_id: screenId, command, created_at: now });
    // Players that follow the masjid's change events send their heartbeat at once (docs/screens.md, "Commands").
    await deps.changes.publish(trx, { companyId, kind: 'screens' });
  });
  return (await listMasjidScreens(deps, companyId)).find((row) => row.id === screenId)!;
}

export async function removeScreen(deps: Deps, companyId: string, screenId: string): Promise<void> {
  if (!(await repo.deleteScreen(deps.db, companyId, screenId))) throw notFound('Screen');
}

/** The screen a bearer screen token belongs to; a missing, unknown or revoked token is a 401. */
export async function authenticateScreen(deps: Deps, authorization: string | undefined): Promise<ScreenRow> {
  const token = authorization?.match(/^Bearer\s+(mst_[A-Za-z0-9_-]+)$/)?.[1];
  if (!token) throw unauthenticated('This call needs the screen token (Authorization: Bearer mst_...).');
  const screen = await repo.findScreenByTokenHash(deps.db, hashScreenToken(token));
  if (!screen) throw new AppError('UNAUTHENTICATED', 'This screen is no longer paired. Pair it again with a new code.');
  return screen;
}

export async function heartbeat(deps: Deps, screen: ScreenRow, beat: Heartbeat): Promise<HeartbeatReply> {
  const now = deps.clock.now();
  const commands = await deps.db.transaction().execute(async (trx) => {
    await repo.recordHeartbeat(trx, screen.id, beat, now);
    return repo.takeWaitingCommands(trx, screen.id, now);
  });
  return {
    commands: commands.map((row) => ({ id: row.id, command: row.command as ScreenCommand })),
    settings: toScreen(screen, now, [], null, false).settings,
    name: screen.name,
    serverTime: now.toISOString(),
  };
}

export const SCREENSHOT_TYPES = ['image/jpeg', 'image/png'] as const;

/** Checks the picture by its first bytes, not by what the caller says it is. */
export function screenshotType(bytes: Uint8Array): (typeof SCREENSHOT_TYPES)[number] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return 'image/png';
  return null;
}

export async function storeScreenshot(deps: Deps, screen: ScreenRow, bytes: Uint8Array) {
  const type = screenshotType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA', 'Send the screenshot as a JPEG or PNG image.');
  await repo.saveScreenshot(deps.db, screen.id, type, bytes, deps.clock.now());
}

export async function readScreenshot(deps: Deps, companyId: string, screenId: string) {
  await requireScreen(deps, companyId, screenId);
  const shot = await repo.findScreenshot(deps.db, screenId);
  if (!shot) throw notFound('Screenshot');
  return shot;
}
