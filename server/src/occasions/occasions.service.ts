import { randomUUID } from 'node:crypto';
import type { OccasionsInput } from '@core/occasions/occasions.schema.js';
import { readOccasions } from '@core/occasions/occasions.schema.js';
import { defaultOccasions, type Occasions, type OccasionsRecord } from '@core/occasions/occasions.types.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { recordChange } from '../history/record-change.js';
import { conflict, notFound } from '../http/errors.js';
import * as repository from './occasions.repository.js';
import type { MasjidOccasionsRow } from './occasions.table.js';
import { coded } from '@core/validation/coded-message.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db'>;
type SaveDeps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

export const OCCASIONS_CONFLICT = coded(
  "Jumu'ah, Eid and Ramadan settings were changed by someone else since you opened them. Reload to see their changes.",
  'server.error.occasionsChanged',
);

function toOccasions(row: MasjidOccasionsRow | undefined): Occasions {
  if (!row) return defaultOccasions();
  return readOccasions({ jumuahSessions: row.jumuah_sessions, eidPrayers: row.eid_prayers, ramadan: row.ramadan });
}

function toRecord(companyId: string, row: MasjidOccasionsRow | undefined): OccasionsRecord {
  return {
    companyId,
    ...toOccasions(row),
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** The public part, for dashboards and widgets of a masjid already found readable. */
export async function publicOccasions(deps: Deps, companyId: string): Promise<Occasions> {
  return toOccasions(await repository.findOccasions(deps.db, companyId));
}

export async function readOccasionsRecord(deps: Deps, companyId: string): Promise<OccasionsRecord> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  return toRecord(masjid.id, await repository.findOccasions(deps.db, masjid.id));
}

/**
 * Replaces the masjid's occasions in one transaction, if nobody saved since `input.version` (else 409),
 * records the change in the history and signals screens to reload.
 */
export async function saveOccasions(
  deps: SaveDeps,
  auth: Auth,
  companyId: string,
  input: OccasionsInput,
): Promise<OccasionsRecord> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  const { version, ...values } = input;
  // Each Eid prayer keeps its id across saves so the admin's list stays stable; new ones get one.
  const eidPrayers = values.eidPrayers.map((prayer) => ({ ...prayer, id: prayer.id ?? randomUUID() }));
  const saved = { ...values, eidPrayers };
  return deps.db.transaction().execute(async (trx) => {
    const before = await repository.findOccasions(trx, masjid.id);
    const row = await repository.saveIfVersion(trx, masjid.id, version, saved, auth.userId, deps.clock.now());
    if (!row) throw conflict(OCCASIONS_CONFLICT, { version: OCCASIONS_CONFLICT });
    await recordChange(
      trx,
      {
        companyId: masjid.id,
        entity: 'content',
        entityId: 'occasions',
        action: 'update',
        title: HISTORY_TITLES.savedOccasions,
      },
      before ? toOccasions(before) : defaultOccasions(),
      toOccasions(row),
    );
    await deps.changes.publish(trx, { companyId: masjid.id, kind: 'content' });
    return toRecord(masjid.id, row);
  });
}
