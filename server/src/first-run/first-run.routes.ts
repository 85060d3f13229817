import { Hono } from 'hono';
import { ACTIVATION_REQUEST_HOURS, type FirstRunStatus } from '@core/first-run/first-run.types.js';
import { ASK_ACTIVATION, FIRST_RUN } from '@core/http/contract/first-run.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, requireAuth, type Auth } from '../auth/access.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { MasjidRow } from '../masjids/masjid.table.js';
import { notifyMasjidRegistered } from '../masjids/masjid-notices.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';
import { conflict, notFound } from '../http/errors.js';
import { coded } from '@core/validation/coded-message.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/**
 * The first-run checklist's facts, each read from the masjid's real data (docs/volunteer.md
 * "First-run checklist"), so an item is ticked however the step was done (the admin page, the API,
 * a restored backup).
 */
async function firstRunStatus(deps: AppDeps, masjid: MasjidRow): Promise<FirstRunStatus> {
  const companyId = masjid.id;
  const exists = async (table: 'prayer_config' | 'announcement' | 'fund' | 'jummah' | 'custom_reminder' | 'screen') =>
    (await deps.db
      .selectFrom(table)
      .select('company_id')
      .where('company_id', '=', companyId)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const [timetable, announcement, fund, jummah, reminder, screen] = await Promise.all([
    exists('prayer_config'),
    exists('announcement'),
    exists('fund'),
    exists('jummah'),
    exists('custom_reminder'),
    exists('screen'),
  ]);
  return {
    timetable,
    content: announcement || fund || jummah || reminder,
    screen,
    active: masjid.active,
    activationRequestedAt: masjid.activation_requested_at?.toISOString() ?? null,
  };
}

async function administeredMasjid(deps: AppDeps, auth: Auth, companyId: string): Promise<MasjidRow> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid || !canAdministerMasjid(auth, companyId)) throw notFound('Masjid');
  return masjid;
}

export function firstRunRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(FIRST_RUN.path, endpointParams(FIRST_RUN), async (c) => {
        const auth = requireAuth(c);
        const masjid = await administeredMasjid(deps, auth, endpointInput(c, FIRST_RUN).params.companyId);
        return c.json(await firstRunStatus(deps, masjid));
      })
      /**
       * "Ask again": the super admins get the waiting-for-activation email once more, at most once per
       * ACTIVATION_REQUEST_HOURS, so a worried admin cannot flood their mailboxes; an earlier ask is answered as such.
       */
      .post(ASK_ACTIVATION.path, endpointParams(ASK_ACTIVATION), async (c) => {
        const auth = requireAuth(c);
        const masjid = await administeredMasjid(deps, auth, endpointInput(c, ASK_ACTIVATION).params.companyId);
        if (masjid.active) throw conflict(coded('This masjid is already active.', 'server.error.masjidAlreadyActive'));
        const last = masjid.activation_requested_at?.getTime() ?? 0;
        const sent = deps.clock.now().getTime() - last >= ACTIVATION_REQUEST_HOURS * 3_600_000;
        if (sent)
          await notifyMasjidRegistered(
            deps,
            masjid.id,
            { firstName: auth.firstName, lastName: auth.lastName, email: auth.email },
            true,
          );
        const message = successMessage(
          c,
          sent
            ? text('server.done.activationAsked')
            : text('server.done.activationAskedRecently', { hours: ACTIVATION_REQUEST_HOURS }),
        );
        const after = (await findMasjidById(deps.db, masjid.id))?.activation_requested_at?.toISOString() ?? null;
        return c.json({ successful: true, message, target: { sent, activationRequestedAt: after } });
      })
  );
}
