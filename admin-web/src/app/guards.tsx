import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@core/auth/roles.js';
import { sessionHasRoles } from '../lib/auth/session-store.js';
import { useSession } from '../lib/auth/use-session.js';

interface RequireProps {
  all?: readonly Role[];
  any?: readonly Role[];
}

/**
 * docs/product-rules.md ("Pages"): signed out -> '/', signed in without the role -> '/forbidden'. The server checks
 * every call again; this only spares the user a screen they cannot use.
 */
export function RequireSession({ all, any }: RequireProps) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  if ((all || any) && !sessionHasRoles(session, { all, any })) return <Navigate to="/forbidden" replace />;
  return <Outlet />;
}
