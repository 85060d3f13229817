import { sendWhileAnswering } from '../mail/send-while-answering.js';
import { randomBytes, randomUUID } from 'node:crypto';
import type { MasjidWithUsers, User } from '@core/api-types.js';
import { isSuperAdmin } from '@core/auth/roles.js';
import type { Language } from '@core/i18n/languages.js';
import type { z } from 'zod';
import type { userCreateSchema, userUpdateSchema } from '@core/user/user.schema.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, type Auth } from '../auth/access.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { findMasjidById, listMasjids } from '../masjids/masjid.repository.js';
import { isUniqueViolation } from '../masjids/masjid.service.js';
import { notifyMasjidRegistered } from '../masjids/masjid-notices.js';
import { watch } from '../history/record-change.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../http/errors.js';
import { alreadyRegisteredEmail } from '../mail/already-registered-email.js';
import { mailLanguageOf } from '../mail/reader-language.js';
import { verificationEmail } from '../mail/verification-email.js';
import { isPendingPassword } from './pending-password.js';
import { toUser } from './user.mapper.js';
import * as users from './user.repository.js';
import type { AppUserRow } from './user.table.js';
import { coded } from '@core/validation/coded-message.js';
import { text, type CodedText } from '../http/server-text.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config' | 'logger'>;
type UserCreateValues = z.output<typeof userCreateSchema>;
type UserUpdateValues = z.output<typeof userUpdateSchema>;

const VERIFY_DAYS = 7;
/** Anyone else adding a masjid's first admin without signing in. */
export const NOT_THE_REGISTRANT =
  'Only the browser that registered this masjid may add its first admin, within a day. Please register the masjid again, or ask a super admin.';

export const EMAIL_TAKEN = { 'user.email': coded('This email is already registered', 'server.field.emailRegistered') };

export function newVerification(deps: Pick<AppDeps, 'clock'>) {
  return {
    email_verify_code: randomBytes(24).toString('base64url'),
    email_verify_expires_at: new Date(deps.clock.now().getTime() + VERIFY_DAYS * 86_400_000),
  };
}

export async function sendVerification(deps: Deps, row: AppUserRow, companyName: string | null) {
  if (!row.email_verify_code) return;
  const message = verificationEmail({
    publicUrl: deps.config.publicUrl,
    to: row.email,
    firstName: row.first_name,
    companyName,
    userId: row.id,
    code: row.email_verify_code,
    language: await mailLanguageOf(deps.db, row),
  });
  // The user is saved either way; an admin can send the link again from the user's page.
  await sendWhileAnswering(deps, message, `Could not send the verification email to ${row.email}`);
}

export function assertMayGrant(auth: Auth | null, roles: readonly string[]) {
  if (roles.includes('SUPER_ADMIN') && !isSuperAdmin(auth?.roles)) {
    throw forbidden(coded('Only a super admin may grant the SUPER_ADMIN role.', 'server.error.grantSuperAdmin'));
  }
}

/**
 * Adds a user to a masjid. The first admin of a masjid that has no user yet may be added without signing
 * in only by the browser that registered it (`registeredCompanyId`, from the registration cookie); every
 * other user only by an admin of that masjid or a super admin.
 */
export async function createUser(
  deps: Deps,
  auth: Auth | null,
  companyId: string,
  values: UserCreateValues,
  registeredCompanyId: string | null = null,
  /** The registering page's language (Accept-Language): the first admin's language when they chose none. */
  pageLanguage: Language | null = null,
) {
  const roles = values.roles ?? ['ADMIN'];
  assertMayGrant(auth, roles);
  const passwordHash = await hashPassword(values.password);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // Locking the masjid row makes "no user yet" and the insert one step: two racing registrations cannot both be first.
    const masjid = await trx
      .selectFrom('company')
      .select(['id', 'name'])
      .where('id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!masjid) throw notFound('Masjid');
    const firstUser = (await users.countUsersOfMasjid(trx, companyId)) === 0;
    const registrant = firstUser && registeredCompanyId === companyId;
    if (!registrant && !canAdministerMasjid(auth, companyId)) {
      if (firstUser && !auth) {
        throw forbidden(NOT_THE_REGISTRANT);
      }
      throw forbidden(
        auth
          ? coded('You may only add users to your own masjid.', 'server.error.addUsersOwnMasjid')
          : coded('Please sign in as an admin of this masjid to add users.', 'server.error.signInAsAdmin'),
      );
    }
    if (await users.isEmailTaken(trx, values.email)) {
      // The registering browser is a stranger: it gets the answer a new address gets (docs/security.md).
      if (registrant && !auth) return { row: null, companyName: masjid.name, firstUser };
      throw conflict(coded('This email is already registered.', 'server.error.emailRegistered'), EMAIL_TAKEN);
    }
    const id = randomUUID();
    const history = await watch(trx, 'user', id, companyId);
    const inserted = await users
      .insertUser(trx, {
        id,
        company_id: companyId,
        email: values.email,
        password_hash: passwordHash,
        first_name: values.firstName,
        last_name: values.lastName,
        roles: firstUser ? ['ADMIN', ...roles.filter((role) => role !== 'ADMIN')] : roles,
        active: values.active ?? true,
        verified: false,
        // Their emails' language from the start (docs/languages.md "Emails"): chosen, else the registering page's.
        language: values.language ?? (registrant && !auth ? pageLanguage : null),
        ...newVerification(deps),
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw conflict(coded('This email is already registered.', 'server.error.emailRegistered'), EMAIL_TAKEN);
        throw error;
      });
    await history.record('create', firstUser ? HISTORY_TITLES.addedFirstAdmin : HISTORY_TITLES.addedUser);
    return { row: inserted, companyName: masjid.name, firstUser };
  });
  const { row, companyName, firstUser } = outcome;
  if (!row) {
    await sendAlreadyRegistered(deps, values.email, companyName);
    const language = values.language ?? pageLanguage;
    return { user: lookalikeUser(deps, companyId, values, roles, language), companyName, firstUser };
  }
  // A visitor finished registering: the super admins hear of it at once (docs/volunteer.md "Masjid notices").
  if (firstUser && !auth) await notifyMasjidRegistered(deps, companyId, values);
  await sendVerification(deps, row, companyName);
  return { user: toUser(row), companyName, firstUser };
}

/** What a newly added first admin looks like in the answer, for an address that already had an account. */
function lookalikeUser(
  deps: Deps,
  companyId: string,
  values: UserCreateValues,
  roles: readonly string[],
  language: Language | null,
): User {
  return {
    id: randomUUID(),
    companyId,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    roles: ['ADMIN', ...roles.filter((role) => role !== 'ADMIN')],
    registrationDate: deps.clock.now().toISOString(),
    active: values.active ?? true,
    verified: false,
    invited: false,
    language,
  };
}

async function sendAlreadyRegistered(deps: Deps, email: string, companyName: string) {
  // In the account owner's language, not the registering stranger's (docs/languages.md "Emails").
  const owner = await users.findUserByEmail(deps.db, email);
  await sendWhileAnswering(
    deps,
    alreadyRegisteredEmail({
      publicUrl: deps.config.publicUrl,
      to: email,
      companyName,
      language: owner ? await mailLanguageOf(deps.db, owner) : null,
    }),
    'Could not send the already-registered email',
  );
}

async function findUserInMasjid(deps: Deps, companyId: string, id: string): Promise<AppUserRow> {
  const row = await users.findUserById(deps.db, id);
  if (!row || row.company_id !== companyId) throw notFound('User');
  return row;
}

export async function getUser(deps: Deps, auth: Auth, companyId: string, id: string): Promise<User> {
  const row = await users.findUserById(deps.db, id);
  const allowed =
    row && row.company_id === companyId && (row.id === auth.userId || canAdministerMasjid(auth, companyId));
  if (!row || !allowed) throw notFound('User');
  return toUser(row);
}

/**
 * Profile changes. A user edits their own names and email; admins of the masjid also its users' roles
 * and active flag. Nobody changes their own roles or deactivates themselves; a new email must be confirmed again.
 */
export async function updateUser(
  deps: Deps,
  auth: Auth,
  companyId: string,
  id: string,
  values: UserUpdateValues,
): Promise<User> {
  const existing = await findUserInMasjid(deps, companyId, id);
  const self = existing.id === auth.userId;
  const admin = canAdministerMasjid(auth, companyId);
  if (!self && !admin) throw forbidden(coded('You may only edit your own profile.', 'server.error.ownProfile'));
  if (isSuperAdmin(existing.roles) && !isSuperAdmin(auth.roles) && !self)
    throw forbidden(coded('Only a super admin may edit a super admin.', 'server.error.editSuperAdmin'));

  const roles = values.roles ?? existing.roles;
  const rolesChanged = roles.length !== existing.roles.length || roles.some((role) => !existing.roles.includes(role));
  if (rolesChanged) {
    if (self) throw forbidden(coded('You cannot change your own roles.', 'server.error.ownRoles'));
    if (!admin) throw forbidden(coded('Only an admin may change roles.', 'server.error.adminChangesRoles'));
    const superChanged = roles.includes('SUPER_ADMIN') !== existing.roles.includes('SUPER_ADMIN');
    if (superChanged && !isSuperAdmin(auth.roles))
      throw forbidden(
        coded('Only a super admin may grant or remove the SUPER_ADMIN role.', 'server.error.grantRemoveSuperAdmin'),
      );
  }
  const active = values.active ?? existing.active;
  if (active !== existing.active) {
    if (self) throw forbidden(coded('You cannot deactivate your own account.', 'server.error.deactivateSelf'));
    if (!admin)
      throw forbidden(coded('Only an admin may activate or deactivate users.', 'server.error.adminActivates'));
  }
  if (await users.isEmailTaken(deps.db, values.email, id))
    throw conflict(coded('This email is already registered.', 'server.error.emailRegistered'), EMAIL_TAKEN);

  const emailChanged = values.email.toLowerCase() !== existing.email.toLowerCase();
  // A deactivated user's tokens end for good: reactivating them later does not bring old sessions back.
  const update = !active && existing.active ? users.updateUserEndingSessions : users.updateUser;
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', id, existing.company_id);
    const updated = await update(trx, id, {
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      roles,
      active,
      ...(values.language !== undefined ? { language: values.language } : {}),
      ...(emailChanged ? { verified: false, ...newVerification(deps) } : {}),
    }).catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw conflict(coded('This email is already registered.', 'server.error.emailRegistered'), EMAIL_TAKEN);
      throw error;
    });
    if (!updated) throw notFound('User');
    await history.record('update', self ? HISTORY_TITLES.editedOwnProfile : HISTORY_TITLES.editedUser);
    return updated;
  });
  if (emailChanged) {
    const masjid = row.company_id ? await findMasjidById(deps.db, row.company_id) : undefined;
    await sendVerification(deps, row, masjid?.name ?? null);
  }
  return toUser(row);
}

/** The signed-in user's own language: anyone signed in may choose theirs, nobody else's through this call. */
export async function setOwnLanguage(deps: Deps, auth: Auth, language: Language | null): Promise<User> {
  const existing = await users.findUserById(deps.db, auth.userId);
  if (!existing) throw notFound('User');
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', existing.id, existing.company_id);
    const updated = await users.updateUser(trx, existing.id, { language });
    if (!updated) throw notFound('User');
    await history.record('update', HISTORY_TITLES.choseLanguage);
    return updated;
  });
  return toUser(row);
}

export async function setUserActive(deps: Deps, auth: Auth, id: string, active: boolean) {
  const existing = await users.findUserById(deps.db, id);
  if (!existing) throw notFound('User');
  if (!existing.company_id ? !isSuperAdmin(auth.roles) : !canAdministerMasjid(auth, existing.company_id)) {
    throw forbidden(coded('You may only manage users of your own masjid.', 'server.error.ownMasjidUsers'));
  }
  if (existing.id === auth.userId && !active)
    throw forbidden(coded('You cannot deactivate your own account.', 'server.error.deactivateSelf'));
  if (isSuperAdmin(existing.roles) && !isSuperAdmin(auth.roles))
    throw forbidden(coded('Only a super admin may change a super admin.', 'server.error.changeSuperAdmin'));
  // A deactivated user's tokens end for good: reactivating them later does not bring old sessions back.
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', id, existing.company_id);
    const updated = active
      ? await users.updateUser(trx, id, { active })
      : await users.updateUserEndingSessions(trx, id, { active });
    if (!updated) throw notFound('User');
    await history.record(
      active ? 'activate' : 'deactivate',
      active ? HISTORY_TITLES.activatedUser : HISTORY_TITLES.deactivatedUser,
    );
    return updated;
  });
  return { id: row.id, active: row.active };
}

export async function resendVerification(deps: Deps, auth: Auth, id: string): Promise<void> {
  const existing = await users.findUserById(deps.db, id);
  if (!existing || !existing.company_id || !canAdministerMasjid(auth, existing.company_id)) throw notFound('User');
  if (existing.verified) throw new AppError('CONFLICT', 'This email address is already confirmed.');
  // A confirmation would not give an invitee a password (docs/volunteer.md "Inviting a user").
  if (isPendingPassword(existing.password_hash))
    throw new AppError(
      'CONFLICT',
      'This user was invited and has not chosen a password yet: send the invitation again instead.',
    );
  const row = await users.updateUser(deps.db, id, newVerification(deps));
  const masjid = await findMasjidById(deps.db, existing.company_id);
  if (row) await sendVerification(deps, row, masjid?.name ?? null);
}

export async function listMasjidUsers(deps: Deps, auth: Auth, companyId: string): Promise<MasjidWithUsers[]> {
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid || !canAdministerMasjid(auth, companyId)) throw notFound('Masjid');
  const rows = await users.listUsersOfMasjid(deps.db, companyId);
  return [{ id: masjid.id, name: masjid.name, users: rows.map(toUser) }];
}

/** Users of every masjid, grouped by masjid; users without a masjid (the first super admin) come last. */
export async function listUsersByMasjid(deps: Deps): Promise<MasjidWithUsers[]> {
  const [masjids, rows] = await Promise.all([listMasjids(deps.db), users.listAllUsers(deps.db)]);
  const groups = masjids.map((masjid) => ({
    id: masjid.id,
    name: masjid.name,
    users: rows.filter((row) => row.company_id === masjid.id).map(toUser),
  }));
  const unassigned = rows.filter((row) => row.company_id === null).map(toUser);
  return unassigned.length ? [...groups, { id: '', name: 'No masjid', users: unassigned }] : groups;
}

/** The user an admin may reset the password of, or the refusal; checked before the route reads the new password. */
export async function mayResetCredential(deps: Deps, auth: Auth, email: string) {
  const target = await users.findUserByEmail(deps.db, email);
  const allowed =
    target &&
    (isSuperAdmin(auth.roles) || (target.company_id !== null && canAdministerMasjid(auth, target.company_id)));
  if (!target || !allowed) throw notFound('User');
  if (target.id === auth.userId)
    throw forbidden(
      coded(
        'To change your own password, use Update Password and give your current password.',
        'server.error.useUpdatePassword',
      ),
    );
  if (isSuperAdmin(target.roles) && !isSuperAdmin(auth.roles)) throw notFound('User');
  return target;
}

/**
 * An admin sets a new password for a user of their masjid; a super admin for anyone. Not for one's own
 * password, which needs the current one (updateCredential). Whether the email exists is not told to
 * someone who may not reset it: both answer the same 404.
 */
export async function resetCredential(deps: Deps, auth: Auth, email: string, newCredential: string): Promise<void> {
  const target = await mayResetCredential(deps, auth, email);
  // Whoever knew the old password (the reason for most resets) is signed out everywhere.
  const passwordHash = await hashPassword(newCredential);
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', target.id, target.company_id);
    await users.updateUserEndingSessions(trx, target.id, {
      password_hash: passwordHash,
      sessions_valid_after: deps.clock.now(),
    });
    await history.record('password-reset', HISTORY_TITLES.resetPassword, { always: true });
  });
}

/**
 * A user changes their own password, proving the current one. Every other session of theirs ends (a
 * stolen token is the usual reason to change it); the new token returned keeps this one going.
 */
export async function updateCredential(
  deps: Deps & Pick<AppDeps, 'tokens'>,
  auth: Auth,
  email: string,
  values: { newCredential: string; existingCredential: string },
): Promise<string> {
  if (email.trim().toLowerCase() !== auth.email.toLowerCase())
    throw forbidden(coded('You can only change your own password.', 'server.error.ownPassword'));
  const target = await users.findUserById(deps.db, auth.userId);
  if (!target) throw notFound('User');
  if (!(await verifyPassword(values.existingCredential, target.password_hash))) {
    throw validationError(
      { existingCredential: 'Current password is not correct' },
      'Current password is not correct.',
    );
  }
  if (values.newCredential === values.existingCredential) {
    throw validationError({ newCredential: 'Choose a password different from the current one' });
  }
  const passwordHash = await hashPassword(values.newCredential);
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', target.id, target.company_id);
    const updated = await users.updateUserEndingSessions(trx, target.id, { password_hash: passwordHash });
    if (!updated) throw notFound('User');
    await history.record('password-change', HISTORY_TITLES.changedOwnPassword, { always: true });
    return updated;
  });
  return deps.tokens.sign({
    sub: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    companyId: auth.companyId,
    sv: row.session_epoch,
  });
}

export async function verifyEmail(deps: Deps, userId: string, code: string): Promise<CodedText> {
  const row = await users.findUserById(deps.db, userId);
  if (row?.verified && !row.email_verify_code) return text('server.done.emailAlreadyConfirmed');
  if (!row || !row.email_verify_code || row.email_verify_code !== code) {
    throw new AppError('BAD_REQUEST', text('server.error.confirmLinkNotValid'));
  }
  if (row.email_verify_expires_at && row.email_verify_expires_at < deps.clock.now()) {
    throw new AppError('BAD_REQUEST', text('server.error.confirmLinkExpired'));
  }
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', row.id, row.company_id);
    await users.updateUser(trx, row.id, { verified: true, email_verify_code: null, email_verify_expires_at: null });
    await history.record('verify', HISTORY_TITLES.confirmedEmail);
  });
  return text('server.done.emailConfirmed');
}
