import { randomUUID } from 'node:crypto';
import {
  type HistoryEntity,
  type HistoryEntry,
  type HistoryPage,
  type TimetableSnapshot,
} from '@core/history/history.types.js';
import type { HistoryPageQuery } from '@core/http/contract/history.js';
import type { PrayerConfig } from '@core/prayer/prayer.types.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, type Auth } from '../auth/access.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import {
  findPrayerConfig,
  insertPrayerConfig,
  replaceOverrides,
  updatePrayerConfig,
} from '../prayer/prayer.repository.js';
import { getPrayerConfig } from '../prayer/prayer.service.js';
import { findHistoryEntry, listHistory, type HistoryListRow } from './history.repository.js';
import { watch } from './record-change.js';
import { coded } from '@core/validation/coded-message.js';
import { restoredTitle } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

/** A page's checked options (the contract reads them: core/src/http/contract/history.ts). */
export type HistoryQuery = HistoryPageQuery;

function toEntry(row: HistoryListRow): HistoryEntry {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    entity: row.entity as HistoryEntity,
    entityId: row.entity_id,
    action: row.action,
    summary: row.summary,
    actor: { userId: row.actor_id, email: row.actor_email },
    at: new Date(row.created_at).toISOString(),
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

async function page(deps: Deps, companyId: string | undefined, query: HistoryQuery): Promise<HistoryPage> {
  const rows = await listHistory(deps.db, {
    companyId,
    entities: query.entities,
    beforeSeq: query.before,
    limit: query.limit + 1,
  });
  const more = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  return { entries: shown.map(toEntry), nextCursor: more ? String(shown[shown.length - 1]!.seq) : null };
}

/** One masjid's history, newest first: its own admins and super admins (others are told it does not exist). */
export async function masjidHistory(
  deps: Deps,
  auth: Auth,
  companyId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  if (!canAdministerMasjid(auth, companyId) || !(await findMasjidById(deps.db, companyId))) throw notFound('Masjid');
  return page(deps, companyId, query);
}

/** Every masjid's history (and changes to users without a masjid): super admins only, checked by the route. */
export function allHistory(deps: Deps, query: HistoryQuery & { companyId?: string }): Promise<HistoryPage> {
  return page(deps, query.companyId, query);
}

function isTimetableSnapshot(value: unknown): value is TimetableSnapshot {
  const snapshot = value as TimetableSnapshot | null;
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    typeof snapshot.location === 'string' &&
    typeof snapshot.latitude === 'number' &&
    typeof snapshot.longitude === 'number' &&
    typeof snapshot.timezoneId === 'string' &&
    typeof snapshot.dst === 'object' &&
    typeof snapshot.overrides === 'object'
  );
}

/**
 * Puts back the timetable as a history entry left it (settings, DST, iqama rules and every cell typed by
 * hand), in one transaction that records the restore itself.
 */
export async function restoreTimetable(deps: Deps, auth: Auth, entryId: string): Promise<PrayerConfig> {
  const entry = await findHistoryEntry(deps.db, entryId);
  if (!entry || entry.entity !== 'timetable' || !entry.company_id) throw notFound('Timetable history entry');
  const companyId = entry.company_id;
  if (!canAdministerMasjid(auth, companyId))
    throw forbidden(coded('You may only manage your own masjid.', 'server.error.ownMasjidOnly'));
  if (!(await findMasjidById(deps.db, companyId))) throw notFound('Masjid');
  const snapshot = entry.after;
  if (!isTimetableSnapshot(snapshot)) throw badRequest('This history entry holds no timetable to restore.');
  const columns = {
    location: snapshot.location,
    latitude: snapshot.latitude,
    longitude: snapshot.longitude,
    timezone_id: snapshot.timezoneId,
    calculation_method: snapshot.calculationMethod,
    asr_method: snapshot.asrMethod,
    offsets: JSON.stringify(snapshot.offsets),
    high_latitude_rule: snapshot.highLatitudeRule,
    dst_enable: snapshot.dst.enable,
    dst_automatic: snapshot.dst.automatic,
    dst_begin: snapshot.dst.begin,
    dst_end: snapshot.dst.end,
    iqama_rules: JSON.stringify(snapshot.iqamaRules),
  };
  const when = new Date(entry.created_at).toISOString().slice(0, 16).replace('T', ' ');
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'timetable', companyId);
    if (await findPrayerConfig(trx, companyId)) await updatePrayerConfig(trx, companyId, columns);
    else await insertPrayerConfig(trx, { id: randomUUID(), company_id: companyId, ...columns });
    await replaceOverrides(trx, companyId, snapshot.overrides);
    await history.record('restore', restoredTitle(when, entry.actor_email), {
      always: true,
    });
    await deps.changes.publish(trx, { companyId, kind: 'prayer' });
  });
  return getPrayerConfig(deps, companyId);
}
