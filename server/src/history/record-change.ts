import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { diffValues, NAMED_CHANGES, summarizeChanges } from '@core/history/diff.js';
import { historyWord } from '@core/history/labels.js';
import type { HistoryEntity } from '@core/history/history.types.js';
import type { Database } from '../db/database.js';
import { actorNow } from './actor.js';
import { insertHistory } from './history.repository.js';
import {
  masjidSnapshot,
  configurationSnapshot,
  contentSnapshot,
  timetableSnapshot,
  userSnapshot,
} from './snapshots.js';
import type { HistoryTitle } from '@core/history/titles.js';

type Db = Kysely<Database>;

export interface ChangeTarget {
  companyId: string | null;
  entity: HistoryEntity;
  entityId?: string | null;
  /** a short verb: 'save-table', 'reset', 'update', 'create', 'delete', 'restore', ... */
  action: string;
  /** what the admin did, in words: 'Saved the timetable' (core/src/history/titles.ts) */
  title: HistoryTitle;
  /** Record even when before and after read the same (a password reset, a restore to the same state). */
  always?: boolean;
}

/**
 * Writes one history entry. Call it with the transaction that made the change, so the entry exists if
 * and only if the change does (docs/history.md). A save that changed nothing leaves no entry.
 */
export async function recordChange(db: Db, target: ChangeTarget, before: unknown, after: unknown): Promise<void> {
  const changes = diffValues(before ?? null, after ?? null);
  if (changes.length === 0 && !target.always) return;
  const actor = actorNow();
  const detail =
    before == null || after == null || changes.length === 0
      ? ''
      : ` (${summarizeChanges(changes, NAMED_CHANGES, historyWord)})`;
  await insertHistory(db, {
    id: randomUUID(),
    company_id: target.companyId,
    entity: target.entity,
    entity_id: target.entityId ?? null,
    action: target.action,
    summary: `${target.title}${detail}`,
    before: before == null ? null : JSON.stringify(before),
    after: after == null ? null : JSON.stringify(after),
    actor_id: actor.userId,
    actor_email: actor.email,
  });
}

/** What `watch` can take snapshots of; the id is the masjid's for the first three, the user's for 'user'. */
type Loader = (db: Db, id: string) => Promise<unknown>;

const LOADERS: Record<HistoryEntity, Loader> = {
  timetable: timetableSnapshot,
  content: contentSnapshot,
  configuration: configurationSnapshot,
  company: masjidSnapshot,
  user: userSnapshot,
};

export interface WatchedChange {
  /** Takes the after snapshot and records the entry (nothing when nothing changed, unless `always`). */
  record(action: string, title: HistoryTitle, options?: { always?: boolean }): Promise<void>;
}

/**
 * Takes the before snapshot of one thing inside the transaction that is about to change it:
 *   const history = await watch(trx, 'timetable', companyId);
 *   ...the change...
 *   await history.record('save-table', 'Saved the timetable');
 */
export async function watch(
  db: Db,
  entity: HistoryEntity,
  id: string,
  companyId: string | null = id,
): Promise<WatchedChange> {
  const load = LOADERS[entity];
  const before = await load(db, id);
  return {
    async record(action, title, options = {}) {
      const after = await load(db, id);
      await recordChange(db, { companyId, entity, entityId: id, action, title, always: options.always }, before, after);
    },
  };
}
