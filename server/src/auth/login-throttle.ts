import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';

const WINDOW_MINUTES = 15;

export interface ThrottleLimits {
  perEmail: number;
  perAddress: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { perEmail: 10, perAddress: 100 };

/**
 * Failed sign-ins counted in the database (not in memory), so that several instances behind one
 * PostgreSQL share the count. A window starts at the first failure and lasts 15 minutes.
 */
export function createLoginThrottle(db: Kysely<Database>, now: () => Date, limits: ThrottleLimits = DEFAULT_LIMITS) {
  const keys = (email: string, address: string) => [
    { key: `email:${email.trim().toLowerCase()}`, limit: limits.perEmail },
    { key: `ip:${address}`, limit: limits.perAddress },
  ];

  return {
    async assertAllowed(email: string, address: string): Promise<void> {
      const windowStart = new Date(now().getTime() - WINDOW_MINUTES * 60_000);
      for (const { key, limit } of keys(email, address)) {
        const row = await db
          .selectFrom('login_attempt')
          .selectAll()
          .where('key', '=', key)
          .where('window_start', '>', windowStart)
          .executeTakeFirst();
        if (row && row.failures >= limit) {
          const retryMinutes = Math.max(1, Math.ceil((row.window_start.getTime() + WINDOW_MINUTES * 60_000 - now().getTime()) / 60_000));
          throw new AppError(
            'RATE_LIMITED',
            `Too many failed sign-in attempts. Try again in ${retryMinutes} minute${retryMinutes === 1 ? '' : 's'}.`,
            undefined,
            { 'Retry-After': String(retryMinutes * 60) },
          );
        }
      }
    },

    async recordFailure(email: string, address: string): Promise<void> {
      const at = now();
      const windowStart = new Date(at.getTime() - WINDOW_MINUTES * 60_000);
      for (const { key } of keys(email, address)) {
        await db
          .insertInto('login_attempt')
          .values({ key, window_start: at, failures: 1 })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              failures: sql`case when login_attempt.window_start > ${windowStart} then login_attempt.failures + 1 else 1 end`,
              window_start: sql`case when login_attempt.window_start > ${windowStart} then login_attempt.window_start else ${at} end`,
            }),
          )
          .execute();
      }
    },

    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom('login_attempt').where('key', '=', `email:${email.trim().toLowerCase()}`).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
