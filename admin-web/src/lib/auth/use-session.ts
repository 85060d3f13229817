import { useSyncExternalStore } from 'react';
import { isAdmin, isSuperAdmin } from '@core/auth/roles.js';
import { sessionStore, type Session } from './session-store.js';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** Role flags of the signed-in user; every screen reads them from here so the rules live once. */
export function useRoles() {
  const session = useSession();
  const roles = session?.payload.roles;
  return {
    signedIn: session !== null,
    admin: session !== null && isAdmin(roles),
    superAdmin: session !== null && isSuperAdmin(roles),
  };
}
