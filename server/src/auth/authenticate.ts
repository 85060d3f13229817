import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { isSuperAdmin } from '@core/auth/roles.js';
import { parseLanguage } from '@core/i18n/languages.js';
import { findUserById } from '../users/user.repository.js';

/**
 * Reads the bearer token on every request. The user is looked up each time, so a deactivated user or
 * a changed role takes effect at once rather than when the token expires. Invalid tokens leave the
 * call anonymous; routes that need a user answer 401 with the reason.
 */
export function authenticate(deps: Pick<AppDeps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('auth', null);
    const header = c.req.header('authorization');
    const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (token) {
      const payload = await deps.tokens.verify(token);
      if (!payload) {
        c.set('authProblem', { key: 'server.error.sessionExpired' });
      } else {
        const user = await findUserById(deps.db, payload.sub);
        if (!user || !user.active) {
          c.set('authProblem', { key: 'server.error.accountInactive' });
        } else if (
          (payload.sv ?? 0) !== user.session_epoch ||
          (user.sessions_valid_after && payload.iat < Math.floor(user.sessions_valid_after.getTime() / 1000))
        ) {
          c.set('authProblem', { key: 'server.error.sessionEnded' });
        } else {
          const superAdmin = isSuperAdmin(user.roles);
          c.set('auth', {
            userId: user.id,
            email: user.email,
            firstName: user.first_name,
            lastName: user.last_name,
            roles: user.roles,
            ownCompanyId: user.company_id,
            companyId: superAdmin ? (payload.companyId ?? user.company_id) : user.company_id,
            tokenExpiresAt: payload.exp,
            language: parseLanguage(user.language),
          });
        }
      }
    }
    await next();
  };
}
