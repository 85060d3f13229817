import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EMAIL_PATTERN } from '../../../core/src/validation/text-rules.js';
import { hashPassword, randomPassword } from '../auth/password.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { hasSuperAdmin, insertUser } from '../users/user.repository.js';

export const DEFAULT_SUPERADMIN_EMAIL = 'admin@minaret.local';

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
  await insertUser(db, {
    id: randomUUID(),
    company_id: null,
    email,
    password_hash: await hashPassword(options.password ?? generatedPassword!),
    first_name: 'Super',
    last_name: 'Admin',
    roles: ['SUPER_ADMIN', 'ADMIN'],
    active: true,
    verified: true,
  });
  if (generatedPassword) {
    logger.warn(
      `\n\n  Created the first super admin.\n    email:    ${email}\n    password: ${generatedPassword}\n  This password is shown only once: sign in and change it.\n`,
    );
  } else {
    logger.info(`Created the first super admin ${email}.`);
  }
  return { created: true, email, generatedPassword };
}
