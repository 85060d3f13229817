import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { REGISTRATION_HOURS } from './token.js';

/**
 * The registration's second step (a masjid's first admin, without signing in) is open only to the browser
 * that just registered that masjid: registering sets this HttpOnly cookie, adding the first admin needs it.
 * Without it, anyone could claim a masjid that a super admin created, or one whose users were all removed.
 */
export const REGISTRATION_COOKIE = 'minaret_registration';
const COOKIE_PATH = '/api/auth/companies';

export async function grantRegistrationClaim(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'tokens' | 'config'>,
  companyId: string,
): Promise<void> {
  setCookie(c, REGISTRATION_COOKIE, await deps.tokens.signRegistration(companyId), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: deps.config.publicUrl.startsWith('https:'),
    maxAge: REGISTRATION_HOURS * 3600,
  });
}

/** The masjid this browser registered (within the last day), or null. */
export async function registrationClaim(c: Context<AppEnv>, deps: Pick<AppDeps, 'tokens'>): Promise<string | null> {
  const token = getCookie(c, REGISTRATION_COOKIE);
  return token ? deps.tokens.verifyRegistration(token) : null;
}

export function endRegistrationClaim(c: Context<AppEnv>): void {
  deleteCookie(c, REGISTRATION_COOKIE, { path: COOKIE_PATH });
}
