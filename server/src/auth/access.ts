import type { Context } from 'hono';
import { isAdmin, isSuperAdmin } from '@core/auth/roles.js';
import type { Language } from '@core/i18n/languages.js';
import { forbidden, unauthenticated } from '../http/errors.js';
import type { AppEnv } from '../http/env.js';

export interface Auth {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** The masjid the user acts for: their own, or for a super admin the one chosen at sign-in. */
  companyId: string | null;
  /** The masjid the user belongs to. */
  ownCompanyId: string | null;
  /** When the presented sign-in token ends (seconds); a masjid switch keeps it (docs/volunteer.md "Masjid switcher"). */
  tokenExpiresAt?: number;
  /** The user's saved language (null: none saved), for the server's messages (docs/languages.md "Server messages"). */
  language?: Language | null;
}

export function currentAuth(c: Context<AppEnv>): Auth | null {
  return c.get('auth') ?? null;
}

/**
 * The caller of a route whose declared access needs a signed-in caller, already checked by the declared-access
 * middleware before the handler runs (docs/security.md, "Permission first"): handlers read it here and check
 * no access of their own. Throws 401 only as a safety net, should a route be declared `anyone` by mistake.
 */
export function callerOf(c: Context<AppEnv>): Auth {
  return requireAuth(c);
}

export function requireAuth(c: Context<AppEnv>): Auth {
  const auth = c.get('auth');
  if (!auth) throw unauthenticated(c.get('authProblem'));
  return auth;
}

export function requireSuperAdmin(c: Context<AppEnv>): Auth {
  const auth = requireAuth(c);
  if (!isSuperAdmin(auth.roles)) throw forbidden({ key: 'server.error.superAdminOnly' });
  return auth;
}

/** Tenant isolation: a super admin may act on any masjid; an admin only on their own. */
export function canAdministerMasjid(auth: Auth | null, companyId: string): boolean {
  if (!auth) return false;
  if (isSuperAdmin(auth.roles)) return true;
  return isAdmin(auth.roles) && auth.ownCompanyId === companyId;
}

export function requireMasjidAdmin(c: Context<AppEnv>, companyId: string): Auth {
  const auth = requireAuth(c);
  if (!canAdministerMasjid(auth, companyId)) throw forbidden({ key: 'server.error.ownMasjidOnly' });
  return auth;
}

/**
 * A council's admins and super admins only (docs/jumuah-eid-ramadan.md, "Councils"): `adminIdsOf` reads who
 * administers the council (none when it does not exist; a super admin then learns it is unknown).
 */
export async function requireCouncilAdmin(
  c: Context<AppEnv>,
  councilId: string,
  adminIdsOf: (councilId: string) => Promise<readonly string[]>,
): Promise<Auth> {
  const auth = requireAuth(c);
  if (isSuperAdmin(auth.roles)) return auth;
  if (!(await adminIdsOf(councilId)).includes(auth.userId)) throw forbidden({ key: 'server.error.councilAdminOnly' });
  return auth;
}
