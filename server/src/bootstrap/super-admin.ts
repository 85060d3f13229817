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
 *
 * The password goes to `print` as plain lines, never into the log: inside a JSON log line its line breaks
 * were written as "\n" and the password was hard to find and copy (docs/volunteer.md "First start").
 */
export async function ensureSuperAdmin(
  db: Kysely<Database>,
  options: { email?: string; password?: string },
  logger: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
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
      `Created the first super admin ${email}; its password is printed once as plain lines on standard output, not logged.`,
    );
    print(firstSuperAdminText(email, generatedPassword));
  } else {
    logger.info(`Created the first super admin ${email}.`);
  }
  return { created: true, email, generatedPassword };
}

/** The lines a person reads once on the first start: plain text, one fact a line. */
export function firstSuperAdminText(email: string, password: string): string {
  return [
    '',
    '========================================================',
    '  Created the first super admin.',
    `    email:    ${email}`,
    `    password: ${password}`,
    '  This password is shown only once: sign in and change it.',
    '========================================================',
    '',
    '',
  ].join('\n');
}
