/**
 * Registration as a visitor goes through it (docs/volunteer.md "Registration"): the masjid form, then its
 * first admin. Going Back from the second step and sending the form again continues the same masjid,
 * and a registration left before its first admin gives its dashboard URL back once its claim has expired.
 */
import type { Language } from '@core/i18n/languages.js';
import { sql } from 'kysely';
import type { Masjid, OwnRegistration } from '@core/api-types.js';
import type { MasjidValues } from '@core/masjid/masjid.schema.js';
import type { AppDeps } from '../app-deps.js';
import { REGISTRATION_HOURS } from '../auth/token.js';
import { watch } from '../history/record-change.js';
import { toMasjid } from './masjid.mapper.js';
import * as masjids from './masjid.repository.js';
import { createMasjid, updateMasjidProfile } from './masjid.service.js';
import { HISTORY_TITLES } from '@core/history/titles.js';
import { coded } from '@core/validation/coded-message.js';
import { conflict } from '../http/errors.js';

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
 * A URL held by a visitor's registration whose first admin never confirmed their email (the mail lost, the
 * tab closed): registering it again says so, and the registration is resumed by asking for the
 * confirmation email again with that admin's address, the only proof there is (docs/volunteer.md
 * "Registration"). "Already taken" sent the same person away from their own masjid.
 */
async function assertNotAwaitingConfirmation(deps: Deps, url: string, exceptId?: string): Promise<void> {
  const holder = await masjids.findMasjidByUrl(deps.db, url);
  if (!holder || holder.id === exceptId || !holder.self_registered || holder.active) return;
  const people = await deps.db.selectFrom('app_user').select('verified').where('company_id', '=', holder.id).execute();
  if (people.length === 0 || people.some((person) => person.verified)) return;
  throw conflict(
    coded(
      'This dashboard URL belongs to a registration whose first admin has not confirmed their email yet. If it is yours, get the confirmation email again below.',
      'server.error.urlAwaitingConfirmation',
    ),
    {
      'company.url': coded(
        'This dashboard URL belongs to a registration whose first admin has not confirmed their email yet. If it is yours, get the confirmation email again below',
        'server.field.urlAwaitingConfirmation',
      ),
    },
  );
}

/** A visitor's registration that nobody finished: no user yet, not activated. */
async function unfinishedClaim(deps: Deps, claimedId: string | null) {
  if (!claimedId) return null;
  const claimed = await masjids.findMasjidById(deps.db, claimedId);
  if (!claimed || claimed.active || !claimed.self_registered || !(await hasNoUsers(deps, claimed.id))) return null;
  return claimed;
}

/**
 * POST /api/auth/companies by a visitor. `claimedId` is the masjid this browser registered within the
 * claim's lifetime. While it has no user yet, every form this browser sends updates it: Back from the
 * first-admin step, Continue after a lost tab, or Start again with other details. A browser never holds
 * two unfinished registrations, so an abandoned one cannot sit beside the real one under the same name,
 * nor keep the browser's own URL "already taken" (docs/volunteer.md "Registration").
 */
export async function registerOrContinue(
  deps: Deps,
  values: MasjidValues,
  claimedId: string | null,
  language: Language | null = null,
): Promise<Masjid> {
  const claimed = await unfinishedClaim(deps, claimedId);
  if (claimed) {
    await releaseAbandonedUrl(deps, values.url, claimed.id);
    await assertNotAwaitingConfirmation(deps, values.url, claimed.id);
    return updateMasjidProfile(deps, claimed.id, values);
  }
  await releaseAbandonedUrl(deps, values.url);
  await assertNotAwaitingConfirmation(deps, values.url);
  return createMasjid(deps, values, { selfRegistered: true, language });
}

/** GET /api/auth/companies/registration: the registration this browser started and has not finished. */
export async function ownRegistration(deps: Deps, claimedId: string | null): Promise<OwnRegistration> {
  const claimed = await unfinishedClaim(deps, claimedId);
  return claimed ? { masjid: toMasjid(claimed), startedAt: claimed.created_at.toISOString() } : { masjid: null };
}
