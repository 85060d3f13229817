/**
 * Registration as a visitor goes through it (docs/volunteer.md "Registration"): the masjid form, then its
 * first admin. Going Back from the second step and sending the form again continues the same masjid,
 * and a registration left before its first admin gives its dashboard URL back once its claim has expired.
 */
import type { Language } from '@core/i18n/languages.js';
import { sql } from 'kysely';
import type { Masjid } from '@core/api-types.js';
import type { MasjidValues } from '@core/masjid/masjid.schema.js';
import type { AppDeps } from '../app-deps.js';
import { REGISTRATION_HOURS } from '../auth/token.js';
import { watch } from '../history/record-change.js';
import * as masjids from './masjid.repository.js';
import { createMasjid, updateMasjidProfile } from './masjid.service.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'changes'>;

/** A masjid a visitor registered that still has no user: its first-admin step was never finished. */
async function hasNoUsers(deps: Deps, companyId: string): Promise<boolean> {
  const user = await deps.db.selectFrom('app_user').select('id').where('company_id', '=', companyId).executeTakeFirst();
  return user === undefined;
}

/**
 * Deletes a registration holding `url` that was abandoned: registered by a visitor, never given a user,
 * and older than the registration claim (nobody can finish it any more). A super admin's masjid without
 * users is never touched.
 */
export async function releaseAbandonedUrl(deps: Deps, url: string, exceptId?: string): Promise<void> {
  const holder = await masjids.findMasjidByUrl(deps.db, url);
  if (!holder || holder.id === exceptId || !holder.self_registered || holder.active) return;
  const claimEnded = new Date(deps.clock.now().getTime() - REGISTRATION_HOURS * 3600_000);
  if (holder.created_at > claimEnded || !(await hasNoUsers(deps, holder.id))) return;
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'company', holder.id);
    // Deleted only if still user-less: a first admin may have been added meanwhile.
    const deleted = await trx
      .deleteFrom('company')
      .where('id', '=', holder.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('app_user')
              .select(sql`1`.as('one'))
              .where('company_id', '=', holder.id),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) await history.record('delete', HISTORY_TITLES.releasedUrl);
  });
}

/**
 * POST /api/auth/companies by a visitor. `claimedId` is the masjid this browser registered within the
 * claim's lifetime: when the form names it (its `id`, sent by the form shown on Back) and it has no user
 * yet, the form updates it instead of registering a second masjid that the first would block with its
 * URL. A form without that id is a new registration.
 */
export async function registerOrContinue(
  deps: Deps,
  values: MasjidValues,
  claimedId: string | null,
  language: Language | null = null,
): Promise<Masjid> {
  if (claimedId && values.id === claimedId) {
    const claimed = await masjids.findMasjidById(deps.db, claimedId);
    if (claimed && !claimed.active && (await hasNoUsers(deps, claimed.id))) {
      await releaseAbandonedUrl(deps, values.url, claimed.id);
      return updateMasjidProfile(deps, claimed.id, values);
    }
  }
  await releaseAbandonedUrl(deps, values.url);
  return createMasjid(deps, values, { selfRegistered: true, language });
}
