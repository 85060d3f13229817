import { randomUUID } from 'node:crypto';
import type { Company } from '../../../core/src/api-types.js';
import { isSuperAdmin } from '../../../core/src/auth/roles.js';
import { normalizeWebsite, type CompanyValues } from '../../../core/src/company/company.schema.js';
import { isoDateUtc } from '../../../core/src/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerCompany, type Auth } from '../auth/access.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { toCompany } from './company.mapper.js';
import * as companies from './company.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type WriteDeps = Deps & Pick<AppDeps, 'changes'>;

const URL_TAKEN = { 'company.url': 'This dashboard URL is already taken' };

async function assertUrlFree(deps: Deps, url: string, exceptId?: string) {
  if (await companies.isUrlTaken(deps.db, url, exceptId)) throw conflict('This dashboard URL is already taken.', URL_TAKEN);
}

function addressColumns(values: CompanyValues) {
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
  };
}

/** Registration (anyone) or a super admin adding a masjid. New masjids always start inactive. */
export async function createCompany(deps: Deps, values: CompanyValues): Promise<Company> {
  await assertUrlFree(deps, values.url);
  const row = await companies
    .insertCompany(deps.db, { id: randomUUID(), ...addressColumns(values), active: false, expiration_date: null })
    .catch(rethrowUrlConflict);
  return toCompany(row);
}

export async function getCompany(deps: Deps, auth: Auth, id: string): Promise<Company> {
  const row = await companies.findCompanyById(deps.db, id);
  const member = auth.ownCompanyId === id || auth.companyId === id;
  if (!row || !(member || isSuperAdmin(auth.roles))) throw notFound('Masjid');
  return toCompany(row);
}

/** Admins edit their masjid's profile; only a super admin changes its active flag and expiration date. */
export async function updateCompany(deps: WriteDeps, auth: Auth, id: string, values: CompanyValues): Promise<Company> {
  const existing = await companies.findCompanyById(deps.db, id);
  if (!existing) throw notFound('Masjid');
  if (!canAdministerCompany(auth, id)) throw forbidden('You may only edit your own masjid.');
  await assertUrlFree(deps, values.url, id);
  const superAdmin = isSuperAdmin(auth.roles);
  const active = superAdmin && values.active !== undefined ? values.active : existing.active;
  if (!active && existing.active && auth.ownCompanyId === id) throw forbidden('You cannot deactivate your own masjid.');
  const row = await companies
    .updateCompany(deps.db, id, {
      ...addressColumns(values),
      active,
      expiration_date: superAdmin && values.expirationDate !== undefined ? values.expirationDate : existing.expiration_date,
    })
    .catch(rethrowUrlConflict);
  if (!row) throw notFound('Masjid');
  await deps.changes.publish(deps.db, { companyId: id, kind: 'company' });
  return toCompany(row);
}

function assertNotOwnCompany(auth: Auth, id: string, action: string) {
  if (auth.ownCompanyId === id) throw forbidden(`You cannot ${action} your own masjid.`);
}

export async function setCompanyActive(deps: WriteDeps, auth: Auth, id: string, active: boolean) {
  if (!active) assertNotOwnCompany(auth, id, 'deactivate');
  const row = await companies.updateCompany(deps.db, id, { active });
  if (!row) throw notFound('Masjid');
  await deps.changes.publish(deps.db, { companyId: id, kind: 'company' });
  return { id: row.id, active: row.active };
}

export async function removeCompany(deps: Deps, auth: Auth, id: string): Promise<void> {
  assertNotOwnCompany(auth, id, 'delete');
  if (!(await companies.deleteCompany(deps.db, id))) throw notFound('Masjid');
}

export async function listPublicCompanyUrls(deps: Deps) {
  return companies.listPublicCompanies(deps.db, isoDateUtc(deps.clock.now()));
}

export async function listAllCompanies(deps: Deps): Promise<Company[]> {
  return (await companies.listCompanies(deps.db)).map(toCompany);
}

/** Two registrations racing for one URL: the unique index decides, and the loser gets the field error. */
function rethrowUrlConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('This dashboard URL is already taken.', URL_TAKEN);
  throw error;
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
