import { randomBytes, randomUUID } from 'node:crypto';
import type { CompanyWithUsers, User } from '../../../core/src/api-types.js';
import { isSuperAdmin } from '../../../core/src/auth/roles.js';
import type { z } from 'zod';
import type { userCreateSchema, userUpdateSchema } from '../../../core/src/user/user.schema.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerCompany, type Auth } from '../auth/access.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { findCompanyById, listCompanies } from '../companies/company.repository.js';
import { isUniqueViolation } from '../companies/company.service.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../http/errors.js';
import { verificationEmail } from '../mail/verification-email.js';
import { toUser } from './user.mapper.js';
import * as users from './user.repository.js';
import type { AppUserRow } from './user.table.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'logger'>;
type UserCreateValues = z.output<typeof userCreateSchema>;
type UserUpdateValues = z.output<typeof userUpdateSchema>;

const VERIFY_DAYS = 7;
const EMAIL_TAKEN = { 'user.email': 'This email is already registered' };

function newVerification(deps: Deps) {
  return {
    email_verify_code: randomBytes(24).toString('base64url'),
    email_verify_expires_at: new Date(deps.clock.now().getTime() + VERIFY_DAYS * 86_400_000),
  };
}

async function sendVerification(deps: Deps, row: AppUserRow, companyName: string | null) {
  if (!row.email_verify_code) return;
  const message = verificationEmail({
    publicUrl: deps.config.publicUrl,
    to: row.email,
    firstName: row.first_name,
    companyName,
    userId: row.id,
    code: row.email_verify_code,
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // The user is saved either way; an admin can send the link again from the user's page.
    deps.logger.error(`Could not send the verification email to ${row.email}`, error);
  }
}

function assertMayGrant(auth: Auth | null, roles: readonly string[]) {
  if (roles.includes('SUPER_ADMIN') && !isSuperAdmin(auth?.roles)) {
    throw forbidden('Only a super admin may grant the SUPER_ADMIN role.');
  }
}

/**
 * Adds a user to a masjid. The first admin of a masjid that has no user yet may be added without signing
 * in only by the browser that registered it (`registeredCompanyId`, from the registration cookie); every
 * other user only by an admin of that masjid or a super admin.
 */
export async function createUser(deps: Deps, auth: Auth | null, companyId: string, values: UserCreateValues, registeredCompanyId: string | null = null) {
  const roles = values.roles ?? ['ADMIN'];
  assertMayGrant(auth, roles);
  const passwordHash = await hashPassword(values.password);
  const { row, companyName, firstUser } = await deps.db.transaction().execute(async (trx) => {
    // Locking the masjid row makes "no user yet" and the insert one step: two racing registrations cannot both be first.
    const company = await trx.selectFrom('company').select(['id', 'name']).where('id', '=', companyId).forUpdate().executeTakeFirst();
    if (!company) throw notFound('Masjid');
    const firstUser = (await users.countUsersOfCompany(trx, companyId)) === 0;
    const registrant = firstUser && registeredCompanyId === companyId;
    if (!registrant && !canAdministerCompany(auth, companyId)) {
      if (firstUser && !auth) {
        throw forbidden('Only the browser that registered this masjid may add its first admin, within a day. Please register the masjid again, or ask a super admin.');
      }
      throw forbidden(auth ? 'You may only add users to your own masjid.' : 'Please sign in as an admin of this masjid to add users.');
    }
    if (await users.isEmailTaken(trx, values.email)) throw conflict('This email is already registered.', EMAIL_TAKEN);
    const inserted = await users
      .insertUser(trx, {
        id: randomUUID(),
        company_id: companyId,
        email: values.email,
        password_hash: passwordHash,
        first_name: values.firstName,
        last_name: values.lastName,
        roles: firstUser ? ['ADMIN', ...roles.filter((role) => role !== 'ADMIN')] : roles,
        active: values.active ?? true,
        verified: false,
        ...newVerification(deps),
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict('This email is already registered.', EMAIL_TAKEN);
        throw error;
      });
    return { row: inserted, companyName: company.name, firstUser };
  });
  await sendVerification(deps, row, companyName);
  return { user: toUser(row), companyName, firstUser };
}

async function findUserInCompany(deps: Deps, companyId: string, id: string): Promise<AppUserRow> {
  const row = await users.findUserById(deps.db, id);
  if (!row || row.company_id !== companyId) throw notFound('User');
  return row;
}

export async function getUser(deps: Deps, auth: Auth, companyId: string, id: string): Promise<User> {
  const row = await users.findUserById(deps.db, id);
  const allowed = row && row.company_id === companyId && (row.id === auth.userId || canAdministerCompany(auth, companyId));
  if (!row || !allowed) throw notFound('User');
  return toUser(row);
}

/**
 * Profile changes. A user edits their own names and email; admins of the masjid also its users' roles
 * and active flag. Nobody changes their own roles or deactivates themselves; a new email must be confirmed again.
 */
export async function updateUser(deps: Deps, auth: Auth, companyId: string, id: string, values: UserUpdateValues): Promise<User> {
  const existing = await findUserInCompany(deps, companyId, id);
  const self = existing.id === auth.userId;
  const admin = canAdministerCompany(auth, companyId);
  if (!self && !admin) throw forbidden('You may only edit your own profile.');
  if (isSuperAdmin(existing.roles) && !isSuperAdmin(auth.roles) && !self) throw forbidden('Only a super admin may edit a super admin.');

  const roles = values.roles ?? existing.roles;
  const rolesChanged = roles.length !== existing.roles.length || roles.some((role) => !existing.roles.includes(role));
  if (rolesChanged) {
    if (self) throw forbidden('You cannot change your own roles.');
    if (!admin) throw forbidden('Only an admin may change roles.');
    const superChanged = roles.includes('SUPER_ADMIN') !== existing.roles.includes('SUPER_ADMIN');
    if (superChanged && !isSuperAdmin(auth.roles)) throw forbidden('Only a super admin may grant or remove the SUPER_ADMIN role.');
  }
  const active = values.active ?? existing.active;
  if (active !== existing.active) {
    if (self) throw forbidden('You cannot deactivate your own account.');
    if (!admin) throw forbidden('Only an admin may activate or deactivate users.');
  }
  if (await users.isEmailTaken(deps.db, values.email, id)) throw conflict('This email is already registered.', EMAIL_TAKEN);

  const emailChanged = values.email.toLowerCase() !== existing.email.toLowerCase();
  const row = await users
    .updateUser(deps.db, id, {
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      roles,
      active,
      ...(emailChanged ? { verified: false, ...newVerification(deps) } : {}),
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('This email is already registered.', EMAIL_TAKEN);
      throw error;
    });
  if (!row) throw notFound('User');
  if (emailChanged) {
    const company = row.company_id ? await findCompanyById(deps.db, row.company_id) : undefined;
    await sendVerification(deps, row, company?.name ?? null);
  }
  return toUser(row);
}

export async function setUserActive(deps: Deps, auth: Auth, id: string, active: boolean) {
  const existing = await users.findUserById(deps.db, id);
  if (!existing) throw notFound('User');
  if (!existing.company_id ? !isSuperAdmin(auth.roles) : !canAdministerCompany(auth, existing.company_id)) {
    throw forbidden('You may only manage users of your own masjid.');
  }
  if (existing.id === auth.userId && !active) throw forbidden('You cannot deactivate your own account.');
  if (isSuperAdmin(existing.roles) && !isSuperAdmin(auth.roles)) throw forbidden('Only a super admin may change a super admin.');
  const row = await users.updateUser(deps.db, id, { active });
  if (!row) throw notFound('User');
  return { id: row.id, active: row.active };
}

export async function resendVerification(deps: Deps, auth: Auth, id: string): Promise<void> {
  const existing = await users.findUserById(deps.db, id);
  if (!existing || !existing.company_id || !canAdministerCompany(auth, existing.company_id)) throw notFound('User');
  if (existing.verified) throw new AppError('CONFLICT', 'This email address is already confirmed.');
  const row = await users.updateUser(deps.db, id, newVerification(deps));
  const company = await findCompanyById(deps.db, existing.company_id);
  if (row) await sendVerification(deps, row, company?.name ?? null);
}

export async function listCompanyUsers(deps: Deps, auth: Auth, companyId: string): Promise<CompanyWithUsers[]> {
  const company = await findCompanyById(deps.db, companyId);
  if (!company || !canAdministerCompany(auth, companyId)) throw notFound('Masjid');
  const rows = await users.listUsersOfCompany(deps.db, companyId);
  return [{ id: company.id, name: company.name, users: rows.map(toUser) }];
}

/** Users of every masjid, grouped by masjid; users without a masjid (the first super admin) come last. */
export async function listUsersByCompany(deps: Deps): Promise<CompanyWithUsers[]> {
  const [companies, rows] = await Promise.all([listCompanies(deps.db), users.listAllUsers(deps.db)]);
  const groups = companies.map((company) => ({
    id: company.id,
    name: company.name,
    users: rows.filter((row) => row.company_id === company.id).map(toUser),
  }));
  const unassigned = rows.filter((row) => row.company_id === null).map(toUser);
  return unassigned.length ? [...groups, { id: '', name: 'No masjid', users: unassigned }] : groups;
}

/** An admin sets a new password for a user of their masjid; a super admin for anyone. */
export async function resetCredential(deps: Deps, auth: Auth, email: string, newCredential: string): Promise<void> {
  const target = await users.findUserByEmail(deps.db, email);
  if (!target) throw notFound('User');
  const allowed = isSuperAdmin(auth.roles) || (target.company_id !== null && canAdministerCompany(auth, target.company_id));
  if (!allowed) throw forbidden('You may only reset passwords of users of your own masjid.');
  if (isSuperAdmin(target.roles) && !isSuperAdmin(auth.roles)) throw forbidden("Only a super admin may reset a super admin's password.");
  // Whoever knew the old password (the reason for most resets) is signed out everywhere.
  await users.updateUser(deps.db, target.id, { password_hash: await hashPassword(newCredential), sessions_valid_after: deps.clock.now() });
}

/** A user changes their own password, proving the current one. */
export async function updateCredential(
  deps: Deps,
  auth: Auth,
  email: string,
  values: { newCredential: string; existingCredential: string },
): Promise<void> {
  if (email.trim().toLowerCase() !== auth.email.toLowerCase()) throw forbidden('You can only change your own password.');
  const target = await users.findUserById(deps.db, auth.userId);
  if (!target) throw notFound('User');
  if (!(await verifyPassword(values.existingCredential, target.password_hash))) {
    throw validationError({ existingCredential: 'Current password is not correct' }, 'Current password is not correct.');
  }
  if (values.newCredential === values.existingCredential) {
    throw validationError({ newCredential: 'Choose a password different from the current one' });
  }
  await users.updateUser(deps.db, target.id, { password_hash: await hashPassword(values.newCredential) });
}

export async function verifyEmail(deps: Deps, userId: string, code: string): Promise<string> {
  const row = await users.findUserById(deps.db, userId);
  if (row?.verified && !row.email_verify_code) return 'Your email address is already confirmed. You can sign in.';
  if (!row || !row.email_verify_code || row.email_verify_code !== code) {
    throw new AppError('BAD_REQUEST', 'This confirmation link is not valid. Ask your masjid admin to send a new one.');
  }
  if (row.email_verify_expires_at && row.email_verify_expires_at < deps.clock.now()) {
    throw new AppError('BAD_REQUEST', 'This confirmation link has expired. Ask your masjid admin to send a new one.');
  }
  await users.updateUser(deps.db, row.id, { verified: true, email_verify_code: null, email_verify_expires_at: null });
  return 'Thank you, your email address is confirmed. You can now sign in.';
}
