/**
 * An admin invites a user by email; the invitee chooses their own password from a one-use, time-limited
 * link (docs/volunteer.md "Inviting a user"). The link follows the forgotten-password design: a signed
 * token naming the user and a fingerprint of their stored hash, which changes once a password is chosen.
 */
import { sendWhileAnswering } from '../mail/send-while-answering.js';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { User } from '@core/api-types.js';
import type { userInviteSchema } from '@core/user/user.schema.js';
import type { AppDeps } from '../app-deps.js';
import { canAdministerMasjid, type Auth } from '../auth/access.js';
import { hashPassword } from '../auth/password.js';
import { INVITATION_DAYS } from '../auth/token.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { isUniqueViolation } from '../masjids/masjid.service.js';
import { watch } from '../history/record-change.js';
import { AppError, conflict, forbidden, notFound } from '../http/errors.js';
import { invitationEmail } from '../mail/invitation-email.js';
import { mailLanguageOf } from '../mail/reader-language.js';
import { isPendingPassword, passwordFingerprint, pendingPasswordHash } from './pending-password.js';
import { toUser } from './user.mapper.js';
import * as users from './user.repository.js';
import { assertMayGrant, EMAIL_TAKEN } from './user.service.js';
import type { AppUserRow } from './user.table.js';
import { coded } from '@core/validation/coded-message.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger' | 'tokens'>;
type InviteValues = z.output<typeof userInviteSchema>;

export const INVITATION_NOT_VALID = coded(
  'This invitation link is not valid. Check that the whole link from the email was opened, or ask for a new invitation.',
  'server.error.invitationNotValid',
);
export const INVITATION_USED = coded(
  'This invitation was already used. Sign in with the password you chose, or use "Forgot password?" on the sign-in page.',
  'server.error.invitationUsed',
);
export const INVITATION_EXPIRED = coded(
  `This invitation has expired (an invitation works for ${INVITATION_DAYS} days). Ask the admin who invited you to send a new one.`,
  'server.error.invitationExpired',
  { days: INVITATION_DAYS },
);

function refuse(message: string): never {
  throw new AppError('VALIDATION', message, { token: message });
}

/**
 * Invites a new user to a masjid, or sends a pending invitee a new invitation (the names and roles as
 * given now; the earlier link stops working). An address with an account of its own is refused.
 */
export async function inviteUser(
  deps: Deps,
  auth: Auth,
  companyId: string,
  values: InviteValues,
): Promise<{ user: User; again: boolean }> {
  if (!canAdministerMasjid(auth, companyId))
    throw forbidden(coded('You may only invite users to your own masjid.', 'server.error.inviteOwnMasjid'));
  const roles = values.roles ?? ['ADMIN'];
  assertMayGrant(auth, roles);
  const masjid = await findMasjidById(deps.db, companyId);
  if (!masjid) throw notFound('Masjid');
  const existing = await users.findUserByEmail(deps.db, values.email);
  const again =
    existing !== undefined && existing.company_id === companyId && isPendingPassword(existing.password_hash);
  if (existing && !again)
    throw conflict(coded('This email is already registered.', 'server.error.emailRegistered'), EMAIL_TAKEN);

  const id = existing?.id ?? randomUUID();
  const fields = {
    first_name: values.firstName,
    last_name: values.lastName,
    roles,
    password_hash: pendingPasswordHash(),
    // The language the inviter chose for them (docs/languages.md "Emails"); none: the masjid's.
    ...(values.language !== undefined ? { language: values.language } : {}),
  };
  const row = await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', id, companyId);
    const saved = again
      ? await users.updateUser(trx, id, fields)
      : await users
          .insertUser(trx, {
            id,
            company_id: companyId,
            email: values.email,
            ...fields,
            active: true,
            verified: false,
            email_verify_code: null,
            email_verify_expires_at: null,
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error))
              throw conflict(coded('This email is already registered.', 'server.error.emailRegistered'), EMAIL_TAKEN);
            throw error;
          });
    if (!saved) throw notFound('User');
    await history.record(
      again ? 'invite-again' : 'invite',
      again ? HISTORY_TITLES.invitedAgain : HISTORY_TITLES.invitedUser,
      {
        always: true,
      },
    );
    return saved;
  });
  await sendInvitation(deps, row, `${auth.firstName} ${auth.lastName}`.trim(), masjid.name);
  return { user: toUser(row), again };
}

async function sendInvitation(deps: Deps, row: AppUserRow, invitedBy: string, companyName: string) {
  const token = await deps.tokens.signInvitation(row.id, passwordFingerprint(row.password_hash));
  // The user is saved either way; inviting them again sends a new link.
  await sendWhileAnswering(
    deps,
    invitationEmail({
      publicUrl: deps.config.publicUrl,
      to: row.email,
      firstName: row.first_name,
      invitedBy,
      companyName,
      token,
      language: await mailLanguageOf(deps.db, row),
    }),
    `Could not send the invitation email to ${row.email}`,
  );
}

/** The invited user a link names, once the link is checked: used and expired links each get their own message. */
async function invitedUser(deps: Deps, token: string): Promise<AppUserRow> {
  const claim = await deps.tokens.verifyInvitation(token);
  const user = claim ? await users.findUserById(deps.db, claim.userId) : undefined;
  if (!claim || !user || !user.active) refuse(INVITATION_NOT_VALID);
  if (!isPendingPassword(user.password_hash)) refuse(INVITATION_USED);
  // A newer invitation replaced this one's placeholder: only the newest link works.
  if (passwordFingerprint(user.password_hash) !== claim.fingerprint)
    refuse(claim.expired ? INVITATION_EXPIRED : INVITATION_NOT_VALID);
  if (claim.expired) refuse(INVITATION_EXPIRED);
  return user;
}

export async function describeInvitation(deps: Deps, token: string) {
  const user = await invitedUser(deps, token);
  const masjid = user.company_id ? await findMasjidById(deps.db, user.company_id) : undefined;
  return {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    companyName: masjid?.name ?? null,
  };
}

/** The invitee's chosen password; opening the emailed link proves the address, so the account is confirmed too. */
export async function acceptInvitation(deps: Deps, token: string, password: string): Promise<void> {
  const user = await invitedUser(deps, token);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', user.id, user.company_id);
    const updated = await trx
      .updateTable('app_user')
      .set({
        password_hash: passwordHash,
        verified: true,
        email_verify_code: null,
        email_verify_expires_at: null,
        updated_at: new Date(),
      })
      // Only while the placeholder is still the one checked: two tabs sending at once set one password.
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .returning('id')
      .executeTakeFirst();
    if (!updated) refuse(INVITATION_USED);
    await history.record('accept-invitation', HISTORY_TITLES.acceptedInvitation, { always: true });
  });
}
