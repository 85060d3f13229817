import type { Masjid, TokenPayload, User } from '@core/api-types.js';
import { hasRoles, type Role } from '@core/auth/roles.js';
import { decodeToken, isTokenValid, msUntilExpiry } from './token.js';

/** The signed-in state of docs/product-rules.md ("States"), kept in localStorage so a reload stays signed in. */
export interface Session {
  token: string;
  payload: TokenPayload;
  user: User | null;
  company: Masjid | null;
}

const STORAGE_KEY = 'minaret.session';
/** setTimeout's limit is 2^31-1 ms; longer tokens are re-checked when the timer fires. */
const MAX_TIMER_MS = 2_147_000_000;

let current: Session | null = read();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { token?: string; user?: User | null; company?: Masjid | null };
    const payload = decodeToken(stored.token);
    if (!stored.token || !payload || !isTokenValid(payload, Date.now())) {
      localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return { token: stored.token, payload, user: stored.user ?? null, company: stored.company ?? null };
  } catch {
    return null;
  }
}

function write(session: Session | null) {
  try {
    if (session) {
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ token: session.token, user: session.user, company: session.company }),
      );
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Private mode without storage: the session lives only in memory.
  }
}

function scheduleExpiry() {
  clearTimeout(expiryTimer);
  if (!current) return;
  const wait = Math.min(msUntilExpiry(current.payload, Date.now()), MAX_TIMER_MS);
  expiryTimer = setTimeout(() => {
    if (current && !isTokenValid(current.payload, Date.now())) setSession(null);
    else scheduleExpiry();
  }, wait + 50);
}

function setSession(next: Session | null) {
  current = next;
  write(next);
  scheduleExpiry();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  /** Pure read (safe inside render); the expiry timer clears a session whose token ran out. */
  get(): Session | null {
    return current && isTokenValid(current.payload, Date.now()) ? current : null;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Stores a successful login; returns false when the token cannot be read. */
  signIn(token: string, user: User | null, masjid: Masjid | null): boolean {
    const payload = decodeToken(token);
    if (!payload || !isTokenValid(payload, Date.now())) return false;
    setSession({ token, payload, user, company: masjid });
    return true;
  },
  update(changes: Partial<Pick<Session, 'user' | 'company'>>) {
    if (current) setSession({ ...current, ...changes });
  },
  signOut() {
    setSession(null);
  },
  token(): string | null {
    return sessionStore.get()?.token ?? null;
  },
};

scheduleExpiry();

// Another tab signing in or out changes this tab too.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  current = read();
  scheduleExpiry();
  for (const listener of listeners) listener();
});

export function sessionHasRoles(
  session: Session | null,
  requirement: { all?: readonly Role[]; any?: readonly Role[] },
) {
  return session !== null && hasRoles(session.payload.roles, requirement);
}
