/**
 * A volunteer who forgot their password, or lost the confirmation email, helps themselves
 * (docs/volunteer.md "Forgotten password"). Both answers are the same whether or not the address has an
 * account, so nobody can learn who is registered.
 */
import { sendWhileAnswering } from '../mail/send-while-answering.js';
import type { AppDeps } from '../app-deps.js';
import { hashPassword } from '../auth/password.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import { watch } from '../history/record-change.js';
import { AppError } from '../http/errors.js';
import { passwordResetEmail } from '../mail/password-reset-email.js';
import { mailLanguageOf } from '../mail/reader-language.js';
import { isPendingPassword, passwordFingerprint as fingerprint } from './pending-password.js';
import * as users from './user.repository.js';
import { newVerification, sendVerification } from './user.service.js';
import { coded } from '@core/validation/coded-message.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger' | 'tokens'>;

export const RESET_SENT = coded(
  'If an account uses this address, we have sent it a link to choose a new password.',
  'server.done.resetSent',
);
export const CONFIRMATION_SENT = coded(
  'If an unconfirmed account uses this address, we have sent it a new confirmation link.',
  'server.done.confirmationSent',
);
export const RESET_LINK_INVALID = coded(
  'This link has expired or was already used. Ask for a new one.',
  'server.error.resetLinkInvalid',
);

export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user || !user.active) return;
  const token = await deps.tokens.signPasswordReset(user.id, fingerprint(user.password_hash));
  await sendWhileAnswering(
    deps,
    passwordResetEmail({
      publicUrl: deps.config.publicUrl,
      to: user.email,
      firstName: user.first_name,
      token,
      // Asked before signing in: the account's language, not the asking browser's (docs/languages.md "Emails").
      language: await mailLanguageOf(deps.db, user),
    }),
    `Could not send the password reset email to ${user.email}`,
  );
}

/** Sets the new password from a valid link; every session of the user ends (whoever had the old one is out). */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const claim = await deps.tokens.verifyPasswordReset(token);
  const user = claim ? await users.findUserById(deps.db, claim.userId) : undefined;
  if (!claim || !user || !user.active || fingerprint(user.password_hash) !== claim.fingerprint) {
    throw new AppError('VALIDATION', RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const history = await watch(trx, 'user', user.id, user.company_id);
    // Opening the emailed link proves the address too.
    await users.updateUserEndingSessions(trx, user.id, {
      password_hash: passwordHash,
      sessions_valid_after: deps.clock.now(),
      verified: true,
    });
    await history.record('password-reset', HISTORY_TITLES.choseNewPassword, { always: true });
  });
}

export async function resendConfirmation(deps: Deps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  // An invitee confirms by choosing a password from the invitation, not from a confirmation link.
  if (!user || user.verified || !user.active || isPendingPassword(user.password_hash)) return;
  const row = await users.updateUser(deps.db, user.id, newVerification(deps));
  const masjid = user.company_id ? await findMasjidById(deps.db, user.company_id) : undefined;
  if (row) await sendVerification(deps, row, masjid?.name ?? null);
}
