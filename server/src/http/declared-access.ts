import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { isAdmin, isSuperAdmin } from '@core/auth/roles.js';
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import type { AnyEndpoint } from '@core/http/contract/endpoint.js';
import { requireAuth, requireMasjidAdmin, requireSuperAdmin } from '../auth/access.js';
import type { AppEnv } from './env.js';
import { forbidden } from './errors.js';

/**
 * Enforces a route's declared access (`doc.access` in core's contract) before anything reads its body, so
 * the declaration is the rule and a caller who may not call the route learns nothing from its validation
 * (docs/security.md, "Permission first"). What can be decided from the request alone is decided here: a
 * signed-in caller, a super admin, the account's owner, an admin of the masjid the path or the body names.
 * What needs the database (a public masjid, a council's admins, a screen's token, a user's masjid) is
 * the route's, which still checks before its body.
 */
export const declaredAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Reads keep their route's own order (a masjid an outsider may not see stays a 404, docs/security.md).
  const target = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : endpointOf(c);
  if (target) await enforce(c, target, paramsOf(target.path, c.req.path));
  await next();
};

/** The contract's endpoint of the route this request reaches: the first matched route the contract declares. */
function endpointOf(c: Context<AppEnv>): AnyEndpoint | undefined {
  for (const route of matchedRoutes(c)) {
    if (route.method !== c.req.method) continue;
    const target = ALL_ENDPOINTS.get(`${c.req.method} ${route.path}`);
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
): Promise<void> {
  switch (target.doc.access) {
    case 'signed-in':
      requireAuth(c);
      return;
    case 'super-admin':
      requireSuperAdmin(c);
      return;
    case 'own-account': {
      const auth = requireAuth(c);
      const email = (params.email ?? '').trim().toLowerCase();
      if (email !== auth.email.toLowerCase()) throw forbidden({ key: 'server.error.ownPassword' });
      return;
    }
    case 'masjid-admin': {
      // The first admin of a masjid just registered is added by its registering browser: the route checks its claim.
      if (target.doc.openToRegistrant) return;
      const auth = requireAuth(c);
      if (target.doc.selfParam && params[target.doc.selfParam] === auth.userId) return;
      const companyId = params.companyId ?? (target.doc.masjidParam ? params[target.doc.masjidParam] : undefined);
      // An upload (`consumes`) is not JSON: its route reads it whole, so it is not peeked at here.
      const named = companyId ?? (target.doc.consumes ? undefined : await companyIdInBody(c));
      if (named !== undefined) {
        requireMasjidAdmin(c, named);
        return;
      }
      if (!isAdmin(auth.roles) && !isSuperAdmin(auth.roles)) throw forbidden({ key: 'server.error.ownMasjidOnly' });
      return;
    }
    default:
      return;
  }
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
