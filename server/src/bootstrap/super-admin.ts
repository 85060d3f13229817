import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EMAIL_PATTERN } from '@core/validation/text-rules.js';
import { hashPassword, randomPassword } from '../auth/password.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { hasSuperAdmin, insertUser } from '../users/user.repository.js';

export const DEFAULT_SUPERADMIN_EMAIL = 'admin@minaret.local';
/** Any fixed number: the advisory lock that makes creating the first super admin one step across instances. */
const SUPER_ADMIN_LOCK = 7_263_310_001;

/**
 * The first start creates one super admin: from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD, or with a
 * random password printed once. Later starts leave users alone, even when the variables change.
 */
export async function ensureSuperAdmin(
  db: Kysely<Database>,
  options: { email?: string; password?: string },
  logger: Logger,
): Promise<{ created: boolean; email?: string; generatedPassword?: string }> {
  if (await hasSuperAdmin(db)) return { created: false };
  const email = (options.email ?? DEFAULT_SUPERADMIN_EMAIL).trim();
  if (!EMAIL_PATTERN.test(email)) throw new Error(`SUPERADMIN_EMAIL "${email}" is not a valid email address.`);
  const generatedPassword = options.password ? undefined : randomPassword();
  const passwordHash = await hashPassword(options.password ?? generatedPassword!);
  // Several instances starting together on one PostgreSQL: one creates the super admin, the others wait
  // for it and then find it (a second random password would be printed but never work).
  const created = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`.execute(trx);
    if (await hasSuperAdmin(trx)) return false;
    await insertUser(trx, {
      id: randomUUID(),
      company_id: null,
      email,
      password_hash: passwordHash,
      first_name: 'Super',
      last_name: 'Admin',
      roles: ['SUPER_ADMIN', 'ADMIN'],
      active: true,
      verified: true,
    });
    return true;
  });
  if (!created) return { created: false };
  if (generatedPassword) {
    logger.warn(
      `\n\n  Created the first super admin.\n    email:    ${email}\n    password: ${generatedPassword}\n  This password is shown only once: sign in and change it.\n`,
    );
  } else {
    logger.info(`Created the first super admin ${email}.`);
  }
  return { created: true, email, generatedPassword };
}
