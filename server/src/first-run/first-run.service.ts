import { ACTIVATION_REQUEST_HOURS, type FirstRunStatus } from '@core/first-run/first-run.types.js';
import { coded } from '@core/validation/coded-message.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, type Auth } from '../auth/access.js';
import { conflict, notFound } from '../http/errors.js';
import { notifyMasjidRegistered } from '../masjids/masjid-notices.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { hasAnyRow } from './first-run.repository.js';

/** The masjid, when the signed-in user administers it; otherwise not found, as for a masjid that is not there. */
export async function administeredMasjid(deps: AppDeps, auth: Auth, companyId: string): Promise<MasjidRow> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid || !canAdministerMasjid(auth, companyId)) throw notFound('Masjid');
  return masjid;
}

/**
 * The first-run checklist's facts, each read from the masjid's real data (docs/volunteer.md
 * "First-run checklist"), so an item is ticked however the step was done (the admin page, the API,
 * a restored backup).
 */
export async function firstRunStatus(deps: AppDeps, masjid: MasjidRow): Promise<FirstRunStatus> {
  const has = (table: Parameters<typeof hasAnyRow>[1]) => hasAnyRow(deps.db, table, masjid.id);
  const [timetable, announcement, fund, jummah, reminder, screen] = await Promise.all([
    has('prayer_config'),
    has('announcement'),
    has('fund'),
    has('jummah'),
    has('custom_reminder'),
    has('screen'),
  ]);
  return {
    timetable,
    content: announcement || fund || jummah || reminder,
    screen,
    active: masjid.active,
    activationRequestedAt: masjid.activation_requested_at?.toISOString() ?? null,
  };
}

/**
 * "Ask again": the super admins get the waiting-for-activation email once more, at most once per
 * ACTIVATION_REQUEST_HOURS, so a worried admin cannot flood their mailboxes. `sent` is false when an
 * earlier ask is still recent.
 */
export async function askActivation(deps: AppDeps, auth: Auth, masjid: MasjidRow) {
  if (masjid.active) throw conflict(coded('This masjid is already active.', 'server.error.masjidAlreadyActive'));
  const last = masjid.activation_requested_at?.getTime() ?? 0;
  const sent = deps.clock.now().getTime() - last >= ACTIVATION_REQUEST_HOURS * 3_600_000;
  if (sent) {
    const asker = { firstName: auth.firstName, lastName: auth.lastName, email: auth.email };
    await notifyMasjidRegistered(deps, masjid.id, asker, true);
  }
  const after = (await findMasjidById(deps.db, masjid.id))?.activation_requested_at?.toISOString() ?? null;
  return { sent, activationRequestedAt: after };
}
