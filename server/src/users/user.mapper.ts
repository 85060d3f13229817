import type { User } from '@core/api-types.js';
import { parseLanguage } from '@core/i18n/languages.js';
import { isPendingPassword } from './pending-password.js';
import type { AppUserRow } from './user.table.js';

/** The API's user: never the password hash or the verification code. */
export function toUser(row: AppUserRow): User {
  return {
    id: row.id,
    companyId: row.company_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    registrationDate: row.registration_date.toISOString(),
    active: row.active,
    verified: row.verified,
    invited: isPendingPassword(row.password_hash),
    language: parseLanguage(row.language),
  };
}
