/**
 * A council's published timetable (docs/jumuah-eid-ramadan.md, "The council's timetable"): the council's
 * admin publishes azan times computed for a place and a method of its choosing; each accepted member
 * chooses to follow them, keeping its own iqama rules, cells, Jumu'ah and content. The member's days are
 * computed in one place (server/src/prayer/timetable-cache.ts). Whenever a member stops following (it
 * turns it off, leaves or is removed, the council withdraws its timetable), the member keeps a copy of
 * the azans it showed as its own cells, so nothing goes empty or jumps to times nobody chose.
 */
import type { Kysely } from 'kysely';
import {
  councilCalculator,
  councilTimetableSummary,
  readStoredCouncilTimetable,
  storedCouncilTimetable,
  type CouncilTimetableInput,
  type CouncilTimetableYear,
  type StoredCouncilTimetable,
} from '@core/councils/council-timetable.js';
import type { MasjidCouncil } from '@core/councils/council.js';
import { HISTORY_TITLES, type HistoryTitle } from '@core/history/titles.js';
import { AZAN_COLUMNS } from '@core/prayer/calculator.js';
import type { PrayerOverrides } from '@core/prayer/prayer.types.js';
import { slotDate } from '@core/prayer/timetable.js';
import { DAYS_IN_TABLE } from '@core/prayer/table-check.js';
import { civilDateInZone } from '@core/time/zone.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import type { Database } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { recordChange, watch } from '../history/record-change.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { settingsOf } from '../prayer/prayer.mapper.js';
import { findOverrides, findPrayerConfig, replaceOverrides, updatePrayerConfig } from '../prayer/prayer.repository.js';
import { calculatorFor } from '../prayer/timetable-cache.js';
import * as repository from './council.repository.js';
import { findFollowedTimetable } from './council-membership.repository.js';

type Db = Kysely<Database>;
type WriteDeps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

/** The history entry's id, in each member masjid, for its council's timetable (no restore: not the masjid's own). */
export const COUNCIL_TIMETABLE_ENTITY_ID = 'council-timetable';

export async function findStoredTimetable(db: Db, councilId: string): Promise<StoredCouncilTimetable | null> {
  const council = await repository.findCouncil(db, councilId);
  if (!council) throw notFound('Council');
  return readStoredCouncilTimetable(council.timetable);
}

/** What a member's history keeps of the council's timetable: where and how it is computed. */
function historySnapshot(stored: StoredCouncilTimetable | null) {
  if (!stored) return null;
  const { publishedAt: _at, publishedBy: _by, ...summary } = councilTimetableSummary(stored);
  return summary;
}

/**
 * Writes the azans the member showed from its council's timetable as its own cells (where they differ
 * from its own computed times), keeping its iqama cells, and tells its screens. Called inside the
 * transaction that stops the following, before it stops.
 */
export async function keepCopyOfCouncilTimes(deps: WriteDeps, trx: Db, companyId: string, title: HistoryTitle) {
  const followed = await findFollowedTimetable(trx, companyId);
  const stored = followed ? readStoredCouncilTimetable(followed.timetable) : null;
  const row = await findPrayerConfig(trx, companyId);
  // Never applied in another zone (timetable-cache.ts): its own times were shown, nothing to keep.
  if (!stored || !row || row.timezone_id !== stored.settings.timezoneId) return;
  const history = await watch(trx, 'timetable', companyId);
  const council = councilCalculator(calculatorFor(stored.settings), stored.azan);
  const own = calculatorFor(settingsOf(row));
  const overrides: PrayerOverrides = {};
  for (const [key, cells] of Object.entries(await findOverrides(trx, companyId))) {
    for (const [column, value] of Object.entries(cells))
      if (!(AZAN_COLUMNS as readonly string[]).includes(column)) (overrides[key] ??= {})[column as 'fajrIqama'] = value;
  }
  const year = civilDateInZone(row.timezone_id, deps.clock.now()).year;
  for (let index = 0; index < DAYS_IN_TABLE; index += 1) {
    const { date, key } = slotDate(year, index);
    const theirs = council.azan(date);
    const computed = own.azan(date);
    for (const column of AZAN_COLUMNS)
      if (theirs[column] !== computed[column]) (overrides[key] ??= {})[column] = theirs[column];
  }
  await replaceOverrides(trx, companyId, overrides);
  await updatePrayerConfig(trx, companyId, {});
  await history.record('council-copy', title, { always: true });
  await deps.changes.publish(trx, { companyId, kind: 'prayer' });
}

/** The members that may not follow a timetable of this zone: following ones whose own zone differs. */
async function membersInOtherZones(db: Db, councilId: string, timezoneId: string): Promise<string[]> {
  const names: string[] = [];
  for (const companyId of await repository.followingMemberIds(db, councilId)) {
    const row = await findPrayerConfig(db, companyId);
    if (row && row.timezone_id !== timezoneId) names.push((await findMasjidById(db, companyId))?.name ?? companyId);
  }
  return names;
}

/** PUT /api/councils/{councilId}/timetable: publishes or replaces it; following members' screens follow at once. */
export async function publishCouncilTimetable(
  deps: WriteDeps,
  auth: Auth,
  councilId: string,
  input: CouncilTimetableInput,
): Promise<void> {
  const previous = await findStoredTimetable(deps.db, councilId);
  const others = await membersInOtherZones(deps.db, councilId, input.geoCode.timezoneId);
  if (others.length > 0)
    throw conflict({
      key: 'server.councils.timetableZone',
      values: { zone: input.geoCode.timezoneId, masjids: others.join(', ') },
    });
  const stored = storedCouncilTimetable(input, previous, auth.email, deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await repository.saveCouncilTimetable(trx, councilId, stored, deps.clock.now());
    for (const companyId of await repository.followingMemberIds(trx, councilId)) {
      // Each following member's history says its council changed its azans (docs/history.md); no restore.
      await recordChange(
        trx,
        {
          companyId,
          entity: 'content',
          entityId: COUNCIL_TIMETABLE_ENTITY_ID,
          action: 'update',
          title: HISTORY_TITLES.councilPublishedTimetable,
          always: true,
        },
        historySnapshot(previous),
        historySnapshot(stored),
      );
      await deps.changes.publish(trx, { companyId, kind: 'prayer' });
    }
  });
}

/** DELETE /api/councils/{councilId}/timetable: each follower keeps a copy of its times and stops following. */
export async function withdrawCouncilTimetable(deps: WriteDeps, councilId: string): Promise<void> {
  if (!(await findStoredTimetable(deps.db, councilId))) return;
  await deps.db.transaction().execute(async (trx) => {
    for (const companyId of await repository.followingMemberIds(trx, councilId)) {
      await keepCopyOfCouncilTimes(deps, trx, companyId, HISTORY_TITLES.councilWithdrewTimetable);
      await repository.setFollowTimetable(trx, companyId, false);
    }
    await repository.saveCouncilTimetable(trx, councilId, null, deps.clock.now());
  });
}

/** GET /api/councils/{councilId}/timetable?year=: the azans of a year, one row per day of a leap year. */
export async function councilTimetableYear(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  councilId: string,
  requestedYear: number | undefined,
): Promise<CouncilTimetableYear> {
  const stored = await findStoredTimetable(deps.db, councilId);
  if (!stored) throw notFound('Timetable');
  const year = requestedYear ?? civilDateInZone(stored.settings.timezoneId, deps.clock.now()).year;
  const calculator = councilCalculator(calculatorFor(stored.settings), stored.azan);
  const days = Array.from({ length: DAYS_IN_TABLE }, (_, index) => {
    const { date, label } = slotDate(year, index);
    return { date: label, ...calculator.azan(date) };
  });
  return { year, days };
}

/**
 * PUT /api/companies/{companyId}/council/timetable {follow}: only an accepted member of a council with a
 * published timetable, with its own prayer times set up (its iqama rules live there) in the same zone.
 */
export async function followCouncilTimetable(
  deps: WriteDeps,
  companyId: string,
  follow: boolean,
  read: (companyId: string) => Promise<MasjidCouncil | null>,
): Promise<MasjidCouncil> {
  if (!(await findMasjidById(deps.db, companyId))) throw notFound('Masjid');
  const membership = await repository.findMembership(deps.db, companyId);
  if (!membership || membership.status !== 'accepted') throw conflict({ key: 'server.councils.notMember' });
  const stored = await findStoredTimetable(deps.db, membership.council_id);
  if (follow && !membership.follow_timetable) {
    if (!stored) throw conflict({ key: 'server.councils.noTimetable' });
    const row = await findPrayerConfig(deps.db, companyId);
    if (!row) throw conflict({ key: 'server.councils.setUpTimesFirst' });
    if (row.timezone_id !== stored.settings.timezoneId)
      throw conflict({
        key: 'server.councils.otherZone',
        values: { zone: stored.settings.timezoneId, own: row.timezone_id },
      });
    await deps.db.transaction().execute(async (trx) => {
      await repository.setFollowTimetable(trx, companyId, true);
      await recordChange(
        trx,
        {
          companyId,
          entity: 'content',
          entityId: COUNCIL_TIMETABLE_ENTITY_ID,
          action: 'follow',
          title: HISTORY_TITLES.followedCouncilTimetable,
          always: true,
        },
        null,
        historySnapshot(stored),
      );
      await deps.changes.publish(trx, { companyId, kind: 'prayer' });
    });
  } else if (!follow && membership.follow_timetable) {
    await deps.db.transaction().execute(async (trx) => {
      await keepCopyOfCouncilTimes(deps, trx, companyId, HISTORY_TITLES.stoppedFollowingCouncilTimetable);
      await repository.setFollowTimetable(trx, companyId, false);
    });
  }
  return (await read(companyId))!;
}
