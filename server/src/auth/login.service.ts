import type { LoginResponse } from '@core/api-types.js';
import { isSuperAdmin } from '@core/auth/roles.js';
import type { AppDeps } from '../app-deps.js';
import { toMasjid } from '../masjids/masjid.mapper.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { AppError } from '../http/errors.js';
import { toUser } from '../users/user.mapper.js';
import { findUserByEmail } from '../users/user.repository.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { createWorkGate, GateBusy, RETRY_AFTER_SECONDS } from './work-gate.js';
import { addressKey } from '../http/ipv6.js';
import { coded } from '@core/validation/coded-message.js';
import { EMAIL_UNCONFIRMED } from '@core/auth/sign-in-refusals.js';
import { text } from '../http/server-text.js';

export const LOGIN_FAILED = 'Login failed. Invalid email or password.';

/**
 * Sign-in checks one process runs at once, and how many more may wait their turn (docs/security.md
 * "Bursts of sign-ins"). Each check is a slow hash (50-100 ms) on libuv's four threads, which the rest of
 * the server (files, DNS) needs too: two at a time leave them room, and sixteen waiting are done within
 * about a second. Beyond that a sign-in is answered at once: 503 with Retry-After.
 */
export const SIGN_IN_CHECKS_AT_ONCE = 2;
export const SIGN_IN_QUEUE = 16;
/**
 * The longest a sign-in waits for its check to start. Sixteen waiting empty in about a second on an idle
 * machine; on a loaded one a hash takes several times longer, and without this bound the last in line
 * waited over 5 s (bench/sign-in-flood.ts).
 */
export const SIGN_IN_MAX_WAIT_MS = 2_000;
/** Places (running and waiting) one address may hold: a flood from one address leaves the rest to others. */
export const SIGN_IN_PLACES_PER_ADDRESS = 2;
/**
 * Checks one address may run at once: fewer than all, so a flood from one address always leaves a running
 * place to the others (its second place waits its turn).
 */
export const SIGN_IN_RUNNING_PER_ADDRESS = 1;
const signInChecks = createWorkGate({
  concurrency: SIGN_IN_CHECKS_AT_ONCE,
  queue: SIGN_IN_QUEUE,
  perKey: SIGN_IN_PLACES_PER_ADDRESS,
  runningPerKey: SIGN_IN_RUNNING_PER_ADDRESS,
  maxWaitMs: SIGN_IN_MAX_WAIT_MS,
  busy: () => text('server.error.signInBusy', { wait: text('server.wait.seconds', { count: RETRY_AFTER_SECONDS }) }),
});

/**
 * Email and password, and optionally the masjid to act for. The answer never tells which of email or
 * password was wrong; the account's state (inactive, unconfirmed) is only told to someone who knew the password.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'throttle'>,
  credentials: { email: string; password: string; companyId?: string | null },
  address: string,
): Promise<LoginResponse> {
  // A place among the checks is taken first, at most SIGN_IN_PLACES_PER_ADDRESS per address; a sign-in
  // turned away is not checked, but counts against its address.
  const { user, passwordOk } = await signInChecks
    .run(addressKey(address), async () => {
      // Counted before the password is checked, so parallel guesses cannot overtake the count.
      await deps.throttle.beginSignIn(credentials.email, address);
      const found = await findUserByEmail(deps.db, credentials.email);
      const ok = await verifyPassword(credentials.password, found?.password_hash ?? (await decoyPasswordHash()));
      return { user: found, passwordOk: ok };
    })
    .catch(async (error: unknown) => {
      // Counted with the other addresses turned away meanwhile (login-throttle.ts, `turnedAway`).
      if (error instanceof GateBusy) await deps.throttle.signInTurnedAway(address);
      throw error;
    });
  const superAdmin = user ? isSuperAdmin(user.roles) : false;
  const requested = credentials.companyId?.trim() || null;
  const masjidOk = !requested || !user || superAdmin || requested === user.company_id;

  if (!user || !passwordOk || !masjidOk) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  // The password was right: whatever happens next, this was the owner and not a guess.
  await deps.throttle.signInSucceeded(credentials.email, address);
  if (!user.active)
    throw new AppError(
      'FORBIDDEN',
      coded('This account is deactivated. Ask your masjid admin to activate it.', 'server.error.deactivated'),
    );
  // Its code tells the sign-in form to offer "Send the confirmation email again", in any language.
  if (!user.verified)
    throw new AppError(EMAIL_UNCONFIRMED, text('server.error.confirmEmailFirst', { email: user.email }));

  const companyId = requested ?? user.company_id;
  const masjid = companyId ? await findMasjidById(deps.db, companyId) : undefined;
  if (requested && !masjid) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  const token = await deps.tokens.sign({
    sub: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: user.roles,
    companyId: masjid?.id ?? null,
    sv: user.session_epoch,
  });
  return { successful: true, token, user: toUser(user), company: masjid ? toMasjid(masjid) : null };
}
