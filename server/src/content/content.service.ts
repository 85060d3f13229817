import { withDefaults } from '@core/configuration/definitions.js';
import type { CentralControlValues } from '@core/content/central-control.schema.js';
import type { CentralControl } from '@core/content/central-control.types.js';
import { isoDateUtc } from '@core/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import type { Auth } from '../auth/access.js';
import type { Audience } from '../masjids/masjid-visibility.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { findConfigurations, saveConfigurations } from '../configurations/configuration.repository.js';
import { watch } from '../history/record-change.js';
import { conflict, notFound } from '../http/errors.js';
import * as repository from './content.repository.js';
import {
  announcementColumns,
  expenseColumns,
  expenseSheetColumns,
  fundColumns,
  jummahColumns,
  reminderColumns,
  toContentLists,
} from './content.mapper.js';
import { coded } from '@core/validation/coded-message.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type SaveDeps = Deps & Pick<AppDeps, 'changes'>;

export const CONFLICT_MESSAGE = coded(
  'This content was changed by someone else since you opened it. Reload to see their changes.',
  'server.error.contentChanged',
);

const HOUR = 3_600_000;

/**
 * Announcements for the public: the masjid's zone is not known here, so the server keeps every
 * announcement whose window includes today anywhere on Earth (UTC-12 to UTC+14); the dashboard then
 * applies the exact rule for its own local date (core/src/content/announcements.ts).
 */
function announcementWindow(now: Date) {
  return { from: isoDateUtc(new Date(now.getTime() - 12 * HOUR)), to: isoDateUtc(new Date(now.getTime() + 14 * HOUR)) };
}

export async function readContent(deps: Deps, masjid: MasjidRow, audience: Audience): Promise<CentralControl> {
  const isPublic = audience === 'public';
  const window = announcementWindow(deps.clock.now());
  const [record, rows, configurations] = await Promise.all([
    repository.findContentVersion(deps.db, masjid.id),
    repository.loadContentRows(deps.db, masjid.id, {
      enabledOnly: isPublic,
      announcementsFrom: isPublic ? window.from : null,
      announcementsTo: isPublic ? window.to : null,
    }),
    findConfigurations(deps.db, masjid.id),
  ]);
  return {
    id: record?.id ?? null,
    companyId: masjid.id,
    company: toMasjid(masjid),
    customConfigurations: withDefaults(configurations, masjid.country),
    ...toContentLists(rows),
    version: record?.version ?? 0,
    updatedAt: record ? new Date(record.updated_at).toISOString() : null,
  };
}

/**
 * Saves every list the body carries in one transaction, after claiming the next version: a save based
 * on an older version is refused with 409 and changes nothing.
 */
export async function saveContent(deps: SaveDeps, auth: Auth, input: CentralControlValues): Promise<CentralControl> {
  const masjid = await findMasjidById(deps.db, input.companyId);
  if (!masjid) throw notFound('Masjid');
  const companyId = masjid.id;
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await repository.claimNextVersion(trx, companyId, input.version, auth.userId, deps.clock.now());
    if (!claimed) throw conflict(CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
    const contentHistory = await watch(trx, 'content', companyId);
    const configurationHistory = await watch(trx, 'configuration', companyId);
    if (input.customConfigurations) await saveConfigurations(trx, companyId, input.customConfigurations);
    if (input.funds) await repository.replaceFunds(trx, companyId, fundColumns(input.funds));
    if (input.expenses) await repository.replaceExpenses(trx, companyId, expenseColumns(input.expenses));
    if (input.expenseSheets) {
      const { sheets, rows } = expenseSheetColumns(input.expenseSheets);
      await repository.replaceExpenseSheets(trx, companyId, sheets, rows);
    }
    if (input.jummahs) await repository.replaceJummahs(trx, companyId, jummahColumns(input.jummahs));
    if (input.announcements)
      await repository.replaceAnnouncements(trx, companyId, announcementColumns(input.announcements));
    if (input.reminders) await repository.replaceReminders(trx, companyId, reminderColumns(input.reminders));
    await contentHistory.record('update', HISTORY_TITLES.savedContent);
    await configurationHistory.record('update', HISTORY_TITLES.savedDisplaySettings);
    await deps.changes.publish(trx, { companyId, kind: 'content' });
  });
  return readContent(deps, masjid, 'admin');
}
