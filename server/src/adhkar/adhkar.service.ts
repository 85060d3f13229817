import {
  defaultAdhkarSettings,
  readAdhkarSettings,
  type AdhkarInput,
  type AdhkarRecord,
  type AdhkarSettings,
} from '@core/dashboard/adhkar/adhkar-settings.js';
import { HISTORY_TITLES } from '@core/history/titles.js';
import { coded } from '@core/validation/coded-message.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import { recordChange } from '../history/record-change.js';
import { conflict, notFound } from '../http/errors.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import * as repository from './adhkar.repository.js';
import type { MasjidAdhkarRow } from './adhkar.table.js';

type Deps = Pick<AppDeps, 'db'>;
type SaveDeps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

export const ADHKAR_CONFLICT = coded(
  'The after-prayer adhkar were changed by someone else since you opened them. Reload to see their changes.',
  'server.error.adhkarChanged',
);

const toSettings = (row: MasjidAdhkarRow | undefined): AdhkarSettings =>
  row ? readAdhkarSettings(row.settings) : defaultAdhkarSettings();

function toRecord(companyId: string, row: MasjidAdhkarRow | undefined): AdhkarRecord {
  return {
    companyId,
    ...toSettings(row),
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** The setting a dashboard of a masjid already found readable runs on (the defaults before any save). */
export async function publicAdhkar(deps: Deps, companyId: string): Promise<AdhkarSettings> {
  return toSettings(await repository.findAdhkar(deps.db, companyId));
}

export async function readAdhkarRecord(deps: Deps, companyId: string): Promise<AdhkarRecord> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  return toRecord(masjid.id, await repository.findAdhkar(deps.db, masjid.id));
}

/**
 * Replaces the masjid's adhkar in one transaction if nobody saved since `input.version` (else 409), records
 * the change in the history and signals screens to reload.
 */
export async function saveAdhkar(
  deps: SaveDeps,
  auth: Auth,
  companyId: string,
  input: AdhkarInput,
): Promise<AdhkarRecord> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  const { version, ...settings } = input;
  return deps.db.transaction().execute(async (trx) => {
    const before = await repository.findAdhkar(trx, masjid.id);
    const row = await repository.saveIfVersion(trx, masjid.id, version, settings, auth.userId, deps.clock.now());
    if (!row) throw conflict(ADHKAR_CONFLICT, { version: ADHKAR_CONFLICT });
    await recordChange(
      trx,
      {
        companyId: masjid.id,
        entity: 'content',
        entityId: 'adhkar',
        action: 'update',
        title: HISTORY_TITLES.savedAdhkar,
      },
      toSettings(before),
      toSettings(row),
    );
    await deps.changes.publish(trx, { companyId: masjid.id, kind: 'content' });
    return toRecord(masjid.id, row);
  });
}
