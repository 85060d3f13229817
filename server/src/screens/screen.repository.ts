import { sql, type Kysely, type Transaction } from 'kysely';
import type { Heartbeat, ScreenSettings } from '@core/screens/screen.schema.js';
import type { Database } from '../db/database.js';
import type { ScreenPairingRow, ScreenRow } from './screen.table.js';

type Db = Kysely<Database> | Transaction<Database>;

// --- pairings ---------------------------------------------------------------------------------------

export async function countRecentPairings(db: Db, requestedBy: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('screen_pairing')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('requested_by', '=', requestedBy)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isCodeLive(db: Db, code: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('screen_pairing')
    .select('id')
    .where('code', '=', code)
    .where('expires_at', '>', now)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPairing(
  db: Db,
  row: { id: string; code: string; expires_at: Date; requested_by: string; created_at: Date },
) {
  await db.insertInto('screen_pairing').values(row).execute();
}

/** Pairings nobody will ask about again: expired or collected more than a day ago. */
export async function deleteStalePairings(db: Db, before: Date) {
  await db
    .deleteFrom('screen_pairing')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('delivered_at', '<', before)]))
    .execute();
}

export function findPairing(db: Db, id: string): Promise<ScreenPairingRow | undefined> {
  return db.selectFrom('screen_pairing').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest pairing with this code (codes are unique only among live ones). */
export function findPairingByCode(db: Db, code: string): Promise<ScreenPairingRow | undefined> {
  return db
    .selectFrom('screen_pairing')
    .selectAll()
    .where('code', '=', code)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Claims a live pairing for a screen; false when someone else claimed it first or it just expired. */
export async function claimPairing(db: Db, id: string, screenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('screen_pairing')
    .set({ screen_id: screenId, claimed_at: now })
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Marks a claimed pairing as collected; true only for the one caller that collects it. */
export async function markPairingDelivered(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('screen_pairing')
    .set({ delivered_at: now })
    .where('id', '=', id)
    .where('claimed_at', 'is not', null)
    .where('delivered_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length === 1;
}

// --- screens ----------------------------------------------------------------------------------------

export async function insertScreen(
  db: Db,
  row: { id: string; company_id: string; name: string; paired_at: Date; settings: ScreenSettings },
) {
  await db
    .insertInto('screen')
    .values({ ...row, settings: JSON.stringify(row.settings) })
    .execute();
}

export function listScreens(db: Db, companyId: string): Promise<ScreenRow[]> {
  return db
    .selectFrom('screen')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('paired_at')
    .execute();
}

export function findScreen(db: Db, companyId: string, screenId: string): Promise<ScreenRow | undefined> {
  return db
    .selectFrom('screen')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', screenId)
    .executeTakeFirst();
}

export function findScreenByTokenHash(db: Db, tokenHash: string): Promise<ScreenRow | undefined> {
  return db.selectFrom('screen').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function setTokenHash(db: Db, screenId: string, tokenHash: string) {
  await db
    .updateTable('screen')
    .set({ token_hash: tokenHash })
    .where('id', '=', screenId)
    .where('unpaired_at', 'is', null)
    .execute();
}

/** Revokes the screen's token at once and drops what was waiting for it; the row stays, marked unpaired. */
export async function markUnpaired(db: Db, screenId: string, now: Date) {
  await db
    .updateTable('screen')
    .set({ token_hash: null, unpaired_at: now, offline_alerted_at: null })
    .where('id', '=', screenId)
    .execute();
  await db.deleteFrom('screen_command').where('screen_id', '=', screenId).where('delivered_at', 'is', null).execute();
}

export async function updateScreen(
  db: Db,
  companyId: string,
  screenId: string,
  changes: { name?: string; settings?: ScreenSettings },
) {
  const rows = await db
    .updateTable('screen')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.settings !== undefined ? { settings: JSON.stringify(changes.settings) } : {}),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', screenId)
    .returning('id')
    .execute();
  return rows.length === 1;
}

export async function deleteScreen(db: Db, companyId: string, screenId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('screen')
    .where('company_id', '=', companyId)
    .where('id', '=', screenId)
    .returning('id')
    .execute();
  return rows.length === 1;
}

export async function recordHeartbeat(db: Db, screenId: string, beat: Heartbeat, now: Date) {
  await db
    .updateTable('screen')
    .set({
      last_seen_at: now,
      app_version: beat.appVersion,
      timetable_until: beat.timetableUntil,
      clock_drift_ms: beat.clockDriftMs,
      display_width: beat.display?.width ?? null,
      display_height: beat.display?.height ?? null,
      orientation: beat.orientation,
      player: beat.player,
      sound_blocked: beat.soundBlocked,
      // A beat that does not mention a test keeps the last one on the admin's page.
      ...(beat.soundTest
        ? { sound_test_at: new Date(beat.soundTest.at), sound_test_outcome: beat.soundTest.outcome }
        : {}),
    })
    .where('id', '=', screenId)
    .execute();
}

// --- commands ---------------------------------------------------------------------------------------

export async function insertCommand(db: Db, row: { id: string; screen_id: string; command: string; created_at: Date }) {
  await db.insertInto('screen_command').values(row).execute();
}

/** Hands the waiting commands to the screen, once: each is marked delivered in the same statement. */
export async function takeWaitingCommands(db: Db, screenId: string, now: Date) {
  const rows = await db
    .updateTable('screen_command')
    .set({ delivered_at: now })
    .where('screen_id', '=', screenId)
    .where('delivered_at', 'is', null)
    .returning(['id', 'command', 'created_at'])
    .execute();
  return rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
}

export async function waitingCommandsByScreen(db: Db, companyId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('screen_command')
    .innerJoin('screen', 'screen.id', 'screen_command.screen_id')
    .select(['screen_command.screen_id', 'screen_command.command'])
    .where('screen.company_id', '=', companyId)
    .where('screen_command.delivered_at', 'is', null)
    .orderBy('screen_command.created_at')
    .execute();
  const byScreen = new Map<string, string[]>();
  for (const row of rows) byScreen.set(row.screen_id, [...(byScreen.get(row.screen_id) ?? []), row.command]);
  return byScreen;
}

/** Drops a waiting command of the same kind, so pressing Reload five times reloads once. */
export async function hasWaitingCommand(db: Db, screenId: string, command: string): Promise<boolean> {
  const row = await db
    .selectFrom('screen_command')
    .select('id')
    .where('screen_id', '=', screenId)
    .where('command', '=', command)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

// --- screenshots ------------------------------------------------------------------------------------

export async function saveScreenshot(db: Db, screenId: string, contentType: string, image: Uint8Array, now: Date) {
  await db
    .insertInto('screen_screenshot')
    .values({ screen_id: screenId, content_type: contentType, image, taken_at: now })
    .onConflict((oc) => oc.column('screen_id').doUpdateSet({ content_type: contentType, image, taken_at: now }))
    .execute();
}

export function findScreenshot(db: Db, screenId: string) {
  return db.selectFrom('screen_screenshot').selectAll().where('screen_id', '=', screenId).executeTakeFirst();
}

export async function screenshotTimes(db: Db, companyId: string): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('screen_screenshot')
    .innerJoin('screen', 'screen.id', 'screen_screenshot.screen_id')
    .select(['screen_screenshot.screen_id', 'screen_screenshot.taken_at'])
    .where('screen.company_id', '=', companyId)
    .execute();
  return new Map(rows.map((row) => [row.screen_id, row.taken_at]));
}

// --- offline alerts ---------------------------------------------------------------------------------

/**
 * Claims the screens that have just crossed the silence threshold: one UPDATE marks them, so of several
 * instances running the check at once exactly one gets each screen back and sends its email.
 */
export async function claimNewlyOfflineScreens(db: Db, silentSince: Date, now: Date) {
  return db
    .updateTable('screen')
    .set({ offline_alerted_at: now })
    .where('offline_alerted_at', 'is', null)
    .where('token_hash', 'is not', null)
    .where(sql<boolean>`coalesce(last_seen_at, paired_at) < ${silentSince}`)
    .returning(['id', 'company_id', 'name', 'last_seen_at'])
    .execute();
}

/** Claims the alerted screens that have sent a heartbeat since (the "back online" email), the same way. */
export async function claimBackOnlineScreens(db: Db, onlineSince: Date) {
  return db
    .updateTable('screen')
    .set({ offline_alerted_at: null })
    .where('offline_alerted_at', 'is not', null)
    .where('last_seen_at', '>', sql<Date>`offline_alerted_at`)
    .where('last_seen_at', '>', onlineSince)
    .returning(['id', 'company_id', 'name', 'last_seen_at'])
    .execute();
}

export async function adminRecipientsOf(
  db: Db,
  companyId: string,
): Promise<{ email: string; language: string | null }[]> {
  const rows = await db
    .selectFrom('app_user')
    .select(['email', 'language'])
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .where('verified', '=', true)
    .where(sql<boolean>`'ADMIN' = any(roles)`)
    .orderBy('email')
    .execute();
  return rows;
}
