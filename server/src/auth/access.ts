import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAdmin, isSuperAdmin } from '../../../core/src/auth/roles.js';
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
}

export function currentAuth(c: Context<AppEnv>): Auth | null {
  return c.get('auth') ?? null;
}

export function requireAuth(c: Context<AppEnv>): Auth {
  const auth = c.get('auth');
  if (!auth) throw unauthenticated(c.get('authProblem') ?? 'Please sign in.');
  return auth;
}

export function requireSuperAdmin(c: Context<AppEnv>): Auth {
  const auth = requireAuth(c);
  if (!isSuperAdmin(auth.roles)) throw forbidden('Only a super admin may do this.');
  return auth;
}

/** Tenant isolation: a super admin may act on any masjid; an admin only on their own. */
export function canAdministerCompany(auth: Auth | null, companyId: string): boolean {
  if (!auth) return false;
  if (isSuperAdmin(auth.roles)) return true;
  return isAdmin(auth.roles) && auth.ownCompanyId === companyId;
}

export function requireCompanyAdmin(c: Context<AppEnv>, companyId: string): Auth {
  const auth = requireAuth(c);
  if (!canAdministerCompany(auth, companyId)) throw forbidden('You may only manage your own masjid.');
  return auth;
}

/** Answers 401 before the body is read, so an anonymous caller learns nothing from validation errors. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireAuth(c);
  await next();
});
