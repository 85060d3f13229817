import type { Language } from '@core/i18n/languages.js';
import { saveConfigurations } from '../configurations/configuration.repository.js';
import { randomUUID } from 'node:crypto';
import type { Masjid } from '@core/api-types.js';
import { isSuperAdmin } from '@core/auth/roles.js';
import { normalizeWebsite, type MasjidValues } from '@core/masjid/masjid.schema.js';
import { isoDateUtc } from '@core/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, type Auth } from '../auth/access.js';
import { watch } from '../history/record-change.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { toMasjid } from './masjid.mapper.js';
import * as masjids from './masjid.repository.js';
import { notifyMasjidActivated } from './masjid-notices.js';
import { coded } from '@core/validation/coded-message.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type WriteDeps = Deps & Pick<AppDeps, 'changes' | 'config' | 'mailer' | 'logger'>;

const URL_TAKEN = { 'company.url': coded('This dashboard URL is already taken', 'server.field.urlTaken') };

async function assertUrlFree(deps: Deps, url: string, exceptId?: string) {
  if (await masjids.isUrlTaken(deps.db, url, exceptId))
    throw conflict(coded('This dashboard URL is already taken.', 'server.error.urlTaken'), URL_TAKEN);
}

function addressColumns(values: MasjidValues) {
  return {
    name: values.name,
    url: values.url,
    website: normalizeWebsite(values.website),
    street: values.address.street,
    city: values.address.city,
    state: values.address.state,
    zip: values.address.zip,
    country: values.address.country,
    latitude: values.address.latitude,
    longitude: values.address.longitude,
    // Left out of the request: the stored currency stays.
    ...(values.currency === undefined ? {} : { currency: values.currency }),
  };
}

/**
 * Registration (anyone) or a super admin adding a masjid. New masjids always start inactive. A
 * registration's language (the one its form was filled in) becomes the public pages' language; without
 * one they speak the country's (docs/languages.md "Dates and clocks by country").
 */
export async function createMasjid(
  deps: Deps,
  values: MasjidValues,
  options: { selfRegistered?: boolean; language?: Language | null } = {},
): Promise<Masjid> {
  await assertUrlFree(deps, values.url);
  const id = randomUUID();
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'company', id);
    const inserted = await masjids
      .insertMasjid(trx, {
        id,
        ...addressColumns(values),
        active: false,
        expiration_date: null,
        self_registered: options.selfRegistered ?? false,
        created_at: deps.clock.now(),
      })
      .catch(rethrowUrlConflict);
    if (options.language) await saveConfigurations(trx, id, [{ name: 'language', value: options.language }]);
    await history.record('create', HISTORY_TITLES.registeredMasjid);
    return inserted;
  });
  return toMasjid(row);
}

/** The registration form sent again before its first admin exists (registration.service.ts). */
export async function updateMasjidProfile(deps: Deps, id: string, values: MasjidValues): Promise<Masjid> {
  await assertUrlFree(deps, values.url, id);
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'company', id);
    const updated = await masjids.updateMasjid(trx, id, addressColumns(values)).catch(rethrowUrlConflict);
    if (!updated) throw notFound('Masjid');
    await history.record('update', HISTORY_TITLES.editedMasjidDuringRegistration);
    return updated;
  });
  return toMasjid(row);
}

export async function getMasjid(deps: Deps, auth: Auth, id: string): Promise<Masjid> {
  const row = await masjids.findMasjidById(deps.db, id);
  const member = auth.ownCompanyId === id || auth.companyId === id;
  if (!row || !(member || isSuperAdmin(auth.roles))) throw notFound('Masjid');
  return toMasjid(row);
}

/** Admins edit their masjid's profile; only a super admin changes its active flag and expiration date. */
export async function updateMasjid(deps: WriteDeps, auth: Auth, id: string, values: MasjidValues): Promise<Masjid> {
  const existing = await masjids.findMasjidById(deps.db, id);
  if (!existing) throw notFound('Masjid');
  if (!canAdministerMasjid(auth, id))
    throw forbidden(coded('You may only edit your own masjid.', 'server.error.editOwnMasjid'));
  await assertUrlFree(deps, values.url, id);
  const superAdmin = isSuperAdmin(auth.roles);
  const active = superAdmin && values.active !== undefined ? values.active : existing.active;
  if (!active && existing.active && auth.ownCompanyId === id)
    throw forbidden(coded('You cannot deactivate your own masjid.', 'server.error.deactivateOwnMasjid'));
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'company', id);
    const updated = await masjids
      .updateMasjid(trx, id, {
        ...addressColumns(values),
        active,
        expiration_date:
          superAdmin && values.expirationDate !== undefined ? values.expirationDate : existing.expiration_date,
      })
      .catch(rethrowUrlConflict);
    if (!updated) throw notFound('Masjid');
    await history.record('update', HISTORY_TITLES.editedMasjidProfile);
    await deps.changes.publish(trx, { companyId: id, kind: 'company' });
    return updated;
  });
  if (row.active && !existing.active) await notifyMasjidActivated(deps, id);
  return toMasjid(row);
}

const OWN_MASJID_REFUSALS = {
  deactivate: coded('You cannot deactivate your own masjid.', 'server.error.deactivateOwnMasjid'),
  delete: coded('You cannot delete your own masjid.', 'server.error.deleteOwnMasjid'),
};

function assertNotOwnMasjid(auth: Auth, id: string, action: keyof typeof OWN_MASJID_REFUSALS) {
  if (auth.ownCompanyId === id) throw forbidden(OWN_MASJID_REFUSALS[action]);
}

export async function setMasjidActive(deps: WriteDeps, auth: Auth, id: string, active: boolean) {
  if (!active) assertNotOwnMasjid(auth, id, 'deactivate');
  let wasActive = false;
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'company', id);
    wasActive =
      (await trx.selectFrom('company').select('active').where('id', '=', id).forUpdate().executeTakeFirst())?.active ??
      false;
    const updated = await masjids.updateMasjid(trx, id, { active });
    if (!updated) throw notFound('Masjid');
    await history.record(
      active ? 'activate' : 'deactivate',
      active ? HISTORY_TITLES.activatedMasjid : HISTORY_TITLES.deactivatedMasjid,
    );
    await deps.changes.publish(trx, { companyId: id, kind: 'company' });
    return updated;
  });
  if (row.active && !wasActive) await notifyMasjidActivated(deps, id);
  return { id: row.id, active: row.active };
}

export async function removeMasjid(deps: WriteDeps, auth: Auth, id: string): Promise<void> {
  assertNotOwnMasjid(auth, id, 'delete');
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'company', id);
    if (!(await masjids.deleteMasjid(trx, id))) throw notFound('Masjid');
    await history.record('delete', HISTORY_TITLES.deletedMasjid);
  });
  // Screens and kept public answers (docs/read-model.md) of a deleted masjid must stop at once.
  await deps.changes.publish(deps.db, { companyId: id, kind: 'company' });
}

export async function listPublicCompanyUrls(deps: Deps) {
  return masjids.listPublicMasjids(deps.db, isoDateUtc(deps.clock.now()));
}

/**
 * Every masjid with how far its registration got, so the super admins' waiting list holds only masjids
 * whose first admin confirmed their email and names that admin (docs/volunteer.md "All Masjids").
 */
export async function listAllMasjids(deps: Deps): Promise<Masjid[]> {
  const [rows, admins] = await Promise.all([masjids.listMasjids(deps.db), masjids.listFirstAdmins(deps.db)]);
  return rows.map((row) => {
    const admin = admins.get(row.id);
    return {
      ...toMasjid(row),
      registration: {
        createdAt: row.created_at.toISOString(),
        selfRegistered: row.self_registered,
        firstAdmin: admin
          ? { firstName: admin.first_name, lastName: admin.last_name, email: admin.email, verified: admin.verified }
          : null,
      },
    };
  });
}

/** Two registrations racing for one URL: the unique index decides, and the loser gets the field error. */
function rethrowUrlConflict(error: unknown): never {
  if (isUniqueViolation(error))
    throw conflict(coded('This dashboard URL is already taken.', 'server.error.urlTaken'), URL_TAKEN);
  throw error;
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
