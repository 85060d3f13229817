import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { AppError, type ErrorMessage } from '../http/errors.js';
import { text, type CodedText } from '../http/server-text.js';
import { addressKey } from '../http/ipv6.js';
import { batchedByKey } from './batched-by-key.js';

/**
 * How one counter slows attempts down: the first `free` attempts go through at once; from then on each
 * attempt must wait twice as long as the one before (1 s, 2 s, 4 s ...), up to `maxDelayMs`.
 */
export interface DelayPolicy {
  free: number;
  maxDelayMs: number;
}

/** The sign-in design of docs/security.md ("Sign-in throttling"). */
export const SIGN_IN_POLICIES = {
  /** One address, whatever the accounts: a guesser spraying many accounts from one place. */
  address: { free: 30, maxDelayMs: 15 * 60_000 },
  /** One account from one address: the owner mistyping, or a guesser at one account. */
  accountFromAddress: { free: 5, maxDelayMs: 15 * 60_000 },
  /**
   * One account from anywhere: a guesser using many addresses. Its delay stays short, so strangers can
   * slow the owner (who has their own accountFromAddress counter) by a minute at most, never lock them out.
   */
  account: { free: 20, maxDelayMs: 60_000 },
} satisfies Record<string, DelayPolicy>;

/**
 * Claiming a screen's pairing code (docs/screens.md), counted like sign-in: a wrong code is a guess at a
 * screen waiting in some masjid's hall, so guesses slow down per account and per address.
 */
export const PAIRING_CLAIM_POLICIES = {
  /** One admin account, from anywhere: an admin mistyping a code a few times is not slowed. */
  account: { free: 5, maxDelayMs: 15 * 60_000 },
  /** One address, whatever the accounts: a guesser with several accounts. */
  address: { free: 10, maxDelayMs: 15 * 60_000 },
} satisfies Record<string, DelayPolicy>;

/** Registering masjids and first admins, per address (REGISTRATIONS_PER_ADDRESS steps before the delay starts). */
export const registrationPolicy = (free: number): DelayPolicy => ({ free, maxDelayMs: 60 * 60_000 });

/**
 * New prayer alert subscriptions from one address (docs/outside-the-hall.md): a room of worshippers on the
 * masjid's wifi subscribing after an announcement fits; a script filling the alert tables does not.
 */
export const PUSH_SUBSCRIPTIONS_PER_ADDRESS = 40;
const PUSH_SUBSCRIPTION_POLICY: DelayPolicy = { free: PUSH_SUBSCRIPTIONS_PER_ADDRESS, maxDelayMs: 60 * 60_000 };

const FIRST_DELAY_MS = 1000;
/** Blocks remembered in memory at most (a cache of the database's answer). */
const KNOWN_BLOCKS_KEPT = 10_000;
/** A counter with no attempt for this long starts again from zero. */
const FORGET_AFTER_MS = 60 * 60_000;
/** Turned-away sign-ins counted by one statement at most (its parameters stay well within the protocol's). */
const TURNED_AWAY_PER_STATEMENT = 500;
/**
 * Counting statements of turned-away sign-ins running at once: a few, so that a burst on PostgreSQL uses
 * the pool's connections as single statements would, while the embedded database, which runs one statement
 * at a time, is not handed more than it can take.
 */
const TURNED_AWAY_STATEMENTS_AT_ONCE = 3;

export class ThrottledError extends AppError {
  constructor(
    message: ErrorMessage,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** '5 seconds', '2 minutes', in the reader's language. */
function waitText(seconds: number): CodedText {
  if (seconds < 90) return text('server.wait.seconds', { count: seconds });
  return text('server.wait.minutes', { count: Math.ceil(seconds / 60) });
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Counters live in the database (several instances share them). Each attempt is counted by one
 * statement that also says whether it may go ahead, so parallel attempts cannot all slip in between a
 * check and a count: the count comes first, the password check after.
 */
export function createLoginThrottle(
  db: Kysely<Database>,
  now: () => Date,
  options: { registrationsPerAddress: number },
) {
  /**
   * Blocks this instance has been told of, until when: while a key is blocked the database changes
   * nothing for it, so its next attempts are refused here without a statement (a flood from one blocked
   * address must not queue the owner's sign-in behind its database work).
   */
  const knownBlocks = new Map<string, number>();

  /** The wait this instance already knows `key` must keep, in seconds, or null when it knows of none. */
  function knownWait(key: string, at: Date): number | null {
    const knownUntil = knownBlocks.get(key);
    if (knownUntil === undefined) return null;
    if (knownUntil > at.getTime()) return Math.max(1, Math.ceil((knownUntil - at.getTime()) / 1000));
    knownBlocks.delete(key);
    return null;
  }

  /**
   * Counts one attempt against each of `keys` (distinct) in one statement; returns per key the seconds to
   * wait when its attempt may not go ahead, or null.
   */
  async function claimAll(keys: readonly string[], policy: DelayPolicy): Promise<Map<string, number | null>> {
    const at = now();
    const waits = new Map<string, number | null>();
    const counted = keys.filter((key) => {
      const known = knownWait(key, at);
      if (known !== null) waits.set(key, known);
      return known === null;
    });
    if (counted.length === 0) return waits;
    const forgetBefore = new Date(at.getTime() - FORGET_AFTER_MS);
    const id = randomUUID();
    // The next count: unchanged while blocked, 1 after a quiet hour, otherwise one more.
    const blocked = sql<boolean>`coalesce(a.blocked_until > ${at}, false)`;
    const nextCount = sql<number>`case when a.last_attempt_at <= ${forgetBefore} then 1 else a.failures + 1 end`;
    const delayFor = (count: typeof nextCount | number) =>
      sql`case when (${count})::int >= ${policy.free}::int
        then ${at}::timestamptz + make_interval(secs => least(${policy.maxDelayMs}::float8, ${FIRST_DELAY_MS}::float8 * power(2::float8, ((${count})::int - ${policy.free}::int)::float8)) / 1000)
        else null end`;
    const result = await sql<{ key: string; claim: string; blocked_until: Date | null }>`
      insert into login_attempt as a (key, last_attempt_at, failures, blocked_until, claim)
      select key, ${at}::timestamptz, 1, ${delayFor(1)}, ${id}::text from unnest(${counted}::text[]) as key
      on conflict (key) do update set
        failures = case when ${blocked} then a.failures else ${nextCount} end,
        blocked_until = case when ${blocked} then a.blocked_until else ${delayFor(nextCount)} end,
        last_attempt_at = case when ${blocked} then a.last_attempt_at else ${at} end,
        claim = case when ${blocked} then a.claim else ${id} end
      returning key, claim, blocked_until`.execute(db);
    for (const row of result.rows) {
      if (row.claim === id) {
        waits.set(row.key, null);
        continue;
      }
      const waitMs = (row.blocked_until ? new Date(row.blocked_until).getTime() : at.getTime()) - at.getTime();
      if (row.blocked_until) {
        // Only a shortcut: dropped whole rather than allowed to grow without bound.
        if (knownBlocks.size >= KNOWN_BLOCKS_KEPT) knownBlocks.clear();
        knownBlocks.set(row.key, new Date(row.blocked_until).getTime());
      }
      waits.set(row.key, Math.max(1, Math.ceil(waitMs / 1000)));
    }
    return waits;
  }

  /** Counts an attempt against `key`; returns the seconds to wait when the attempt may not go ahead. */
  async function claim(key: string, policy: DelayPolicy): Promise<number | null> {
    return (await claimAll([key], policy)).get(key) ?? null;
  }

  /**
   * Turned-away sign-ins are counted together: the addresses that arrive while one statement runs are
   * counted by the next, each once (docs/security.md "Bursts of sign-ins"). A burst from 300 addresses is
   * then a few statements, not 300 queued on the embedded database's one connection.
   */
  const turnedAway = batchedByKey((keys) => claimAll(keys, SIGN_IN_POLICIES.address), {
    perRun: TURNED_AWAY_PER_STATEMENT,
    runsAtOnce: TURNED_AWAY_STATEMENTS_AT_ONCE,
  });

  /** Takes back an attempt that turned out to be the owner's (right password). */
  async function release(key: string, policy: DelayPolicy): Promise<void> {
    knownBlocks.delete(key);
    await sql`
      update login_attempt set
        failures = greatest(failures - 1, 0),
        blocked_until = case when failures - 1 < ${policy.free}::int then null else blocked_until end
      where key = ${key}`.execute(db);
  }

  async function forget(key: string): Promise<void> {
    knownBlocks.delete(key);
    await db.deleteFrom('login_attempt').where('key', '=', key).execute();
  }

  // Every count is per address, an IPv6 one per /64 (addressKey).
  const signInKeys = (email: string, address: string) => ({
    address: `ip:${addressKey(address)}`,
    accountFromAddress: `email-ip:${normalEmail(email)}|${addressKey(address)}`,
    account: `email:${normalEmail(email)}`,
  });

  const pairingClaimKeys = (userId: string, address: string) => ({
    account: `pair-claim-user:${userId}`,
    address: `pair-claim-ip:${addressKey(address)}`,
  });

  return {
    /**
     * Counts a sign-in attempt before its password is checked; throws a 429 with the wait when an
     * address, an account, or the pair of them has to wait.
     */
    async beginSignIn(email: string, address: string): Promise<void> {
      const keys = signInKeys(email, address);
      for (const name of ['address', 'accountFromAddress', 'account'] as const) {
        const wait = await claim(keys[name], SIGN_IN_POLICIES[name]);
        if (wait !== null) {
          throw new ThrottledError(text('server.error.tooManySignIns', { wait: waitText(wait) }), wait);
        }
      }
    },

    /**
     * A sign-in the busy gate turned away still counts against its address (docs/security.md "Bursts of
     * sign-ins"): a flood from one address reaches its limit instead of being refused for free forever.
     */
    async signInTurnedAway(address: string): Promise<void> {
      const wait = (await turnedAway(signInKeys('', address).address)) ?? null;
      if (wait !== null) {
        throw new ThrottledError(text('server.error.tooManySignIns', { wait: waitText(wait) }), wait);
      }
    },

    /** The password was right: the account's counters start again, the address gets its attempt back. */
    async signInSucceeded(email: string, address: string): Promise<void> {
      const keys = signInKeys(email, address);
      await forget(keys.accountFromAddress);
      await forget(keys.account);
      await release(keys.address, SIGN_IN_POLICIES.address);
    },

    /** Counts one account email asked for from an address (forgotten password, confirmation again). */
    async accountMail(address: string): Promise<void> {
      const wait = await claim(`account-mail:${addressKey(address)}`, registrationPolicy(10));
      if (wait !== null) {
        throw new ThrottledError(text('server.error.tooManyRequests', { wait: waitText(wait) }), wait);
      }
    },
    /**
     * Counts a claim of a pairing code before the code is looked up; throws a 429 with the wait when the
     * account or the address has to wait.
     */
    async beginPairingClaim(userId: string, address: string): Promise<void> {
      const keys = pairingClaimKeys(userId, address);
      for (const name of ['account', 'address'] as const) {
        const wait = await claim(keys[name], PAIRING_CLAIM_POLICIES[name]);
        if (wait !== null) {
          throw new ThrottledError(text('server.error.tooManyPairingClaims', { wait: waitText(wait) }), wait);
        }
      }
    },
    /** The code was right: the account's count starts again, the address gets its attempt back. */
    async pairingClaimSucceeded(userId: string, address: string): Promise<void> {
      const keys = pairingClaimKeys(userId, address);
      await forget(keys.account);
      await release(keys.address, PAIRING_CLAIM_POLICIES.address);
    },

    /** Counts one new prayer alert subscription from an address. */
    async pushSubscription(address: string): Promise<void> {
      const wait = await claim(`push-subscribe:${addressKey(address)}`, PUSH_SUBSCRIPTION_POLICY);
      if (wait !== null) {
        throw new ThrottledError(text('server.error.tooManyAlertSubscriptions', { wait: waitText(wait) }), wait);
      }
    },
    /** Counts one registration step from an address (masjid or first admin). */
    async registration(address: string): Promise<void> {
      const wait = await claim(`register:${addressKey(address)}`, registrationPolicy(options.registrationsPerAddress));
      if (wait !== null) {
        throw new ThrottledError(text('server.error.tooManyRegistrations', { wait: waitText(wait) }), wait);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
