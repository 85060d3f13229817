import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { isAdmin, isSuperAdmin } from '@core/auth/roles.js';
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import type { AnyEndpoint } from '@core/http/contract/endpoint.js';
import { BACKUP } from '@core/http/contract/backup.js';
import type { AppDeps } from '../app-deps.js';
import {
  canAdministerMasjid,
  currentAuth,
  requireAuth,
  requireCouncilAdmin,
  requireMasjidAdmin,
  requireSuperAdmin,
} from '../auth/access.js';
import { registrationClaim } from '../auth/registration-claim.js';
import { BACKUP_KEY_HEADER, isLocalBackupKey } from '../backup/local-backup-access.js';
import { councilAdminIdsOf } from '../councils/council.service.js';
import type { ScreenRow } from '../screens/screen.table.js';
import { authenticateScreen } from '../screens/screen.service.js';
import { NOT_THE_REGISTRANT } from '../users/user.service.js';
import type { AppEnv } from './env.js';
import { forbidden, notFound } from './errors.js';

/** What the access rules read: a council's admins, a registering browser's claim, a screen's token, the server's own backup key. */
type AccessDeps = Pick<AppDeps, 'db' | 'tokens' | 'clock' | 'changes'> & { config: Pick<AppDeps['config'], 'dataDir'> };

/**
 * Enforces a route's declared access (`doc.access` in core's contract) before anything reads its body, on
 * every route, so the declaration is the rule and a caller who may not call the route learns nothing from
 * its validation (docs/security.md, "Permission first"). Handlers make no access check of their own: they
 * read the checked caller with `callerOf` (a test holds them to it, no-handler-access-check.test.ts).
 * Decided here: a signed-in caller, a super admin, the account's owner, an admin of the masjid the path or
 * the body names, a council's admin, a paired screen (its token; read with `screenOf`). Left to the service
 * the route calls, because it is the answer itself: a public masjid (an outsider gets 404 for one that is
 * not public), a user's masjid.
 */
export const declaredAccess = (deps: AccessDeps): MiddlewareHandler<AppEnv> => {
  const councilAdmins = councilAdminIdsOf(deps);
  return async (c, next) => {
    const target = endpointOf(c);
    if (target) await enforce(c, target, paramsOf(target.path, c.req.path), { deps, councilAdmins });
    await next();
  };
};

/** The contract's endpoint of the route this request reaches: the first matched route the contract declares. */
function endpointOf(c: Context<AppEnv>): AnyEndpoint | undefined {
  // A HEAD is answered by its GET route.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  for (const route of matchedRoutes(c)) {
    if (route.method !== method) continue;
    const target = ALL_ENDPOINTS.get(`${method} ${route.path}`);
    if (target) return target;
  }
  return undefined;
}

/** The path's named segments (`:companyId`), read as the route will read them. */
function paramsOf(pattern: string, path: string): Record<string, string | undefined> {
  const names = pattern.split('/');
  const values = path.split('/');
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = values[index];
    if (!name.startsWith(':') || value === undefined) return;
    try {
      params[name.slice(1)] = decodeURIComponent(value);
    } catch {
      params[name.slice(1)] = value;
    }
  });
  return params;
}

async function enforce(
  c: Context<AppEnv>,
  target: AnyEndpoint,
  params: Record<string, string | undefined>,
  { deps, councilAdmins }: { deps: AccessDeps; councilAdmins: (councilId: string) => Promise<readonly string[]> },
): Promise<void> {
  switch (target.doc.access) {
    case 'signed-in':
      requireAuth(c);
      return;
    case 'super-admin':
      // `npm run backup` on the server's own machine presents its local key instead (docs/backup.md).
      if (target === BACKUP && isLocalBackupKey(deps.config.dataDir, c.req.header(BACKUP_KEY_HEADER))) return;
      requireSuperAdmin(c);
      return;
    case 'council-admin': {
      // A council id the contract would refuse names no council: nobody but a super admin administers it.
      const valid = target.params.safeParse(params).success;
      await requireCouncilAdmin(c, params.councilId ?? '', async (id) => (valid ? councilAdmins(id) : []));
      return;
    }
    case 'own-account': {
      const auth = requireAuth(c);
      const email = (params.email ?? '').trim().toLowerCase();
      if (email !== auth.email.toLowerCase()) throw forbidden({ key: 'server.error.ownPassword' });
      return;
    }
    case 'masjid-member': {
      const auth = requireAuth(c);
      const companyId = masjidOf(target, params) ?? '';
      const member = auth.ownCompanyId === companyId || auth.companyId === companyId;
      if (!member && !isSuperAdmin(auth.roles)) throw notFound('Masjid');
      return;
    }
    case 'masjid-admin': {
      // The first admin of a masjid just registered is added by its registering browser, which holds a claim on
      // it; the service tells that browser which masjid it may not add to (docs/volunteer.md "Registration").
      if (target.doc.openToRegistrant) {
        const auth = currentAuth(c);
        if (canAdministerMasjid(auth, params.companyId ?? '') || (await registrationClaim(c, deps)) !== null) return;
        throw auth ? forbidden({ key: 'server.error.ownMasjidOnly' }) : forbidden(NOT_THE_REGISTRANT);
      }
      const auth = requireAuth(c);
      if (target.doc.selfParam && params[target.doc.selfParam] === auth.userId) return;
      const companyId = masjidOf(target, params);
      // An upload (`consumes`) is not JSON: its route reads it whole, so it is not peeked at here.
      const named = companyId ?? (target.doc.consumes ? undefined : await companyIdInBody(c));
      if (named !== undefined && target.doc.hiddenFromOutsiders && !canAdministerMasjid(auth, named))
        throw notFound(target.doc.hiddenFromOutsiders);
      if (named !== undefined) {
        requireMasjidAdmin(c, named);
        return;
      }
      if (!isAdmin(auth.roles) && !isSuperAdmin(auth.roles)) throw forbidden({ key: 'server.error.ownMasjidOnly' });
      return;
    }
    case 'screen':
      // A revoked screen learns that before anything reads what it sent (docs/screens.md).
      c.set('screen', await authenticateScreen(deps, c.req.header('authorization')));
      return;
    default:
      return;
  }
}

/** The screen that called a route declared `screen`, checked before the handler runs. */
export function screenOf(c: Context<AppEnv>): ScreenRow {
  const screen = c.get('screen');
  if (!screen) throw new Error('screenOf: the route is not declared `screen` in the contract');
  return screen;
}

/** The masjid the path names: `companyId`, or the parameter the route declares. */
function masjidOf(target: AnyEndpoint, params: Record<string, string | undefined>): string | undefined {
  return params.companyId ?? (target.doc.masjidParam ? params[target.doc.masjidParam] : undefined);
}

/** The masjid a JSON body names (`companyId`), read once: the body validator reads the same cached text. */
async function companyIdInBody(c: Context<AppEnv>): Promise<string | undefined> {
  if (!/application\/json/i.test(c.req.header('content-type') ?? '')) return undefined;
  try {
    const body: unknown = await c.req.json();
    if (typeof body !== 'object' || body === null) return undefined;
    const companyId = (body as { companyId?: unknown }).companyId;
    return typeof companyId === 'string' ? companyId : undefined;
  } catch {
    // Not JSON: the body validator answers that, to a caller who may call the route.
    return undefined;
  }
}
