import { randomUUID } from 'node:crypto';
import { HISTORY_TITLES } from '@core/history/titles.js';
import type { UrgentSnapshot } from '@core/history/history.types.js';
import {
  defaultEndsAt,
  endsAtProblem,
  type urgentMessageSchema,
  type UrgentMessage,
  type UrgentMessageAnswer,
} from '@core/urgent/urgent-message.js';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { ALL_MASJIDS } from '../events/change-feed.js';
import { recordChange } from '../history/record-change.js';
import { notFound, validationError } from '../http/errors.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import {
  deleteUrgentRow,
  findActiveUrgentRows,
  findUrgentRow,
  peekUrgentRow,
  putUrgentRow,
  SERVER_SCOPE,
} from './urgent.repository.js';
import type { UrgentMessageRow } from './urgent.table.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;
type Input = z.output<typeof urgentMessageSchema>;
type Db = Deps['db'];

/** A masjid's own message, or the server notice (docs/urgent-message.md). */
export type UrgentTarget = { kind: 'masjid'; companyId: string } | { kind: 'server' };

const scopeOf = (target: UrgentTarget) => (target.kind === 'server' ? SERVER_SCOPE : target.companyId);

function toMessage(row: UrgentMessageRow): UrgentMessage {
  return {
    id: row.id,
    scope: row.scope === SERVER_SCOPE ? 'server' : 'masjid',
    text: row.text,
    endsAt: new Date(row.ends_at).toISOString(),
    sentAt: new Date(row.sent_at).toISOString(),
  };
}

/** A row that has not ended at `now`; an ended one is as good as none. */
const live = (row: UrgentMessageRow | undefined, now: Date) =>
  row && new Date(row.ends_at).getTime() > now.getTime() ? row : undefined;

/** What history keeps: the text and the end (docs/history.md). */
const snapshot = (row: UrgentMessageRow | undefined): UrgentSnapshot | null =>
  row ? { text: row.text, endsAt: new Date(row.ends_at).toISOString() } : null;

async function requireMasjid(deps: Deps, target: UrgentTarget) {
  if (target.kind === 'masjid' && !(await findMasjidById(deps.db, target.companyId))) throw notFound('Masjid');
}

/** The screens' change signal: the masjid's, or every masjid's for the server notice. */
async function signal(deps: Deps, db: Db, target: UrgentTarget) {
  await deps.changes.publish(db, {
    companyId: target.kind === 'server' ? ALL_MASJIDS : target.companyId,
    kind: 'urgent',
  });
}

export async function readUrgent(deps: Deps, target: UrgentTarget): Promise<UrgentMessageAnswer> {
  await requireMasjid(deps, target);
  const row = live(await peekUrgentRow(deps.db, scopeOf(target)), deps.clock.now());
  return { urgentMessage: row ? toMessage(row) : null };
}

/**
 * Puts a message on the screens, replacing the one before, with its history entry and the change signal
 * in the same transaction: screens hear of it only once it is saved, and it is saved only with its entry.
 */
export async function saveUrgent(
  deps: Deps,
  auth: Auth,
  target: UrgentTarget,
  input: Input,
): Promise<UrgentMessageAnswer> {
  await requireMasjid(deps, target);
  const now = deps.clock.now();
  const endsAt = input.endsAt ?? defaultEndsAt(now.getTime()).toISOString();
  const problem = endsAtProblem(endsAt, now.getTime());
  if (problem) throw validationError({ endsAt: problem });
  const row: UrgentMessageRow = {
    scope: scopeOf(target),
    company_id: target.kind === 'masjid' ? target.companyId : null,
    id: randomUUID(),
    text: input.text,
    ends_at: new Date(endsAt),
    sent_at: now,
    sent_by: auth.userId,
  };
  await deps.db.transaction().execute(async (trx) => {
    const before = live(await findUrgentRow(trx, row.scope), now);
    await putUrgentRow(trx, row);
    await recordChange(
      trx,
      {
        companyId: row.company_id,
        entity: 'content',
        entityId: target.kind === 'server' ? 'server-notice' : 'urgent-message',
        action: before ? 'update' : 'create',
        title: target.kind === 'server' ? HISTORY_TITLES.sentServerNotice : HISTORY_TITLES.sentUrgentMessage,
        always: true,
      },
      snapshot(before),
      snapshot(row),
    );
    await signal(deps, trx, target);
  });
  return { urgentMessage: toMessage(row) };
}

/** Takes the message off the screens at once; 404 when none is showing. */
export async function withdrawUrgent(deps: Deps, target: UrgentTarget): Promise<UrgentMessageAnswer> {
  await requireMasjid(deps, target);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await findUrgentRow(trx, scopeOf(target));
    if (!live(row, now)) throw notFound(target.kind === 'server' ? 'Server notice' : 'Urgent message');
    await deleteUrgentRow(trx, scopeOf(target));
    await recordChange(
      trx,
      {
        companyId: row!.company_id,
        entity: 'content',
        entityId: target.kind === 'server' ? 'server-notice' : 'urgent-message',
        action: 'withdraw',
        title: target.kind === 'server' ? HISTORY_TITLES.withdrewServerNotice : HISTORY_TITLES.withdrewUrgentMessage,
        always: true,
      },
      snapshot(row),
      null,
    );
    await signal(deps, trx, target);
  });
  return { urgentMessage: null };
}

/** For the dashboard answer: the masjid's message and the server notice that have not ended. */
export async function activeUrgentFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  companyId: string,
): Promise<UrgentMessage[]> {
  const rows = await findActiveUrgentRows(deps.db, companyId, deps.clock.now());
  return rows.map(toMessage);
}
