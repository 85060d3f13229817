import type { LoginResponse } from '@core/api-types.js';
import type { AppDeps } from '../app-deps.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { notFound } from '../http/errors.js';
import { toUser } from '../users/user.mapper.js';
import { findUserById } from '../users/user.repository.js';
import type { Auth } from './access.js';

/**
 * A super admin's new sign-in acting for another masjid, or for none (docs/volunteer.md "Masjid switcher").
 * It ends when the current token would have ended, so switching never makes a session last longer.
 */
export async function actFor(deps: AppDeps, auth: Auth, companyId: string | null | undefined): Promise<LoginResponse> {
  const masjid = companyId ? await findMasjidById(deps.db, companyId) : undefined;
  if (companyId && !masjid) throw notFound('Masjid');
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound('User');
  const token = await deps.tokens.sign(
    {
      sub: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      roles: user.roles,
      companyId: masjid?.id ?? null,
      sv: user.session_epoch,
    },
    { expiresAt: auth.tokenExpiresAt },
  );
  return { successful: true, token, user: toUser(user), company: masjid ? toMasjid(masjid) : null };
}
