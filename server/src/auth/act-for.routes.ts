import { Hono } from 'hono';
import type { LoginResponse } from '@core/api-types.js';
import { ACT_FOR } from '@core/http/contract/account.js';
import type { AppDeps } from '../app-deps.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import { toUser } from '../users/user.mapper.js';
import { findUserById } from '../users/user.repository.js';
import { requireSuperAdmin } from './access.js';

/**
 * The super admin's masjid switcher (docs/volunteer.md "Masjid switcher"): a new sign-in token acting
 * for another masjid, without signing in again. It ends when the current token would have ended, so
 * switching never makes a session last longer.
 */
export function actForRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(ACT_FOR.path, jsonBody(ACT_FOR.body, 'actFor'), async (c) => {
    const auth = requireSuperAdmin(c);
    const { companyId } = c.req.valid('json');
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
    const response: LoginResponse = {
      successful: true,
      token,
      user: toUser(user),
      company: masjid ? toMasjid(masjid) : null,
    };
    return c.json(response);
  });
}
