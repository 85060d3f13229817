import { isoDateUtc } from '@core/time/iso-date.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, type Auth } from '../auth/access.js';
import { notFound } from '../http/errors.js';
import { isMasjidPublic } from './masjid.mapper.js';
import { findMasjidById, findMasjidByUrl } from './masjid.repository.js';
import type { MasjidRow } from './masjid.table.js';

/** Who reads: the public sees enabled, current content; the masjid's admins and super admins see everything. */
export type Audience = 'public' | 'admin';

/**
 * The one rule for reading a masjid's public pages and data (dashboard, times, calendar, content, live
 * events): anyone may read a public masjid (active, not expired); its own admins and super admins may read
 * it in any state. Everyone else gets the same 404 as for a masjid that does not exist.
 */
export async function readableMasjid(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Auth | null,
  key: { id: string } | { url: string },
): Promise<{ masjid: MasjidRow; audience: Audience; isPublic: boolean }> {
  const masjid = 'id' in key ? await findMasjidById(deps.db, key.id) : await findMasjidByUrl(deps.db, key.url);
  if (!masjid) throw notFound('Masjid');
  const isPublic = isMasjidPublic(masjid, isoDateUtc(deps.clock.now()));
  if (canAdministerMasjid(auth, masjid.id)) return { masjid, audience: 'admin', isPublic };
  if (isPublic) return { masjid, audience: 'public', isPublic };
  throw notFound('Masjid');
}
