import { isoDateUtc } from '@core/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerCompany, type Auth } from '../auth/access.js';
import { notFound } from '../http/errors.js';
import { isCompanyPublic } from './company.mapper.js';
import { findCompanyById, findCompanyByUrl } from './company.repository.js';
import type { CompanyRow } from './company.table.js';

/** Who reads: the public sees enabled, current content; the masjid's admins and super admins see everything. */
export type Audience = 'public' | 'admin';

/**
 * The one rule for reading a masjid's public pages and data (dashboard, times, calendar, content, live
 * events): anyone may read a public masjid (active, not expired); its own admins and super admins may read
 * it in any state. Everyone else gets the same 404 as for a masjid that does not exist.
 */
export async function readableCompany(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Auth | null,
  key: { id: string } | { url: string },
): Promise<{ company: CompanyRow; audience: Audience; isPublic: boolean }> {
  const company = 'id' in key ? await findCompanyById(deps.db, key.id) : await findCompanyByUrl(deps.db, key.url);
  if (!company) throw notFound('Masjid');
  const isPublic = isCompanyPublic(company, isoDateUtc(deps.clock.now()));
  if (canAdministerCompany(auth, company.id)) return { company, audience: 'admin', isPublic };
  if (isPublic) return { company, audience: 'public', isPublic };
  throw notFound('Masjid');
}
