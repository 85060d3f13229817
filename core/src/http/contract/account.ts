import { z } from 'zod';
import type { Masjid, LoginResponse, ServiceResponse, User } from '../../api-types.js';
import {
  accountEmailSchema,
  actForSchema,
  credentialResetSchema,
  credentialUpdateSchema,
  invitationAcceptSchema,
  loginSchema,
  passwordResetSchema,
  userLanguageSchema,
} from '../../user/user.schema.js';
import { loginAnswer, masjidAnswer, plainServiceAnswer, serviceAnswer, userAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * Signing in and one's own account: server/src/auth (login, act-for) and server/src/users (the signed-in
 * user, password recovery, email confirmation, invitation links, password changes); docs/volunteer.md.
 */

/** POST /auth/login {email, password, companyId?}: a bearer token for the user (docs/api.md, "Signing in"). */
export const LOGIN = endpoint<LoginResponse>()({
  method: 'POST',
  path: '/auth/login',
  doc: { tag: 'Accounts', summary: 'Sign in with email and password; answers a bearer token.', access: 'anyone' },
  params: z.object({}),
  body: loginSchema,
  answer: loginAnswer,
});

/** POST /api/auth/act-for {companyId}: a super admin's token acting for another masjid, or none (the masjid switcher). */
export const ACT_FOR = endpoint<LoginResponse>()({
  method: 'POST',
  path: '/api/auth/act-for',
  doc: {
    tag: 'Accounts',
    summary:
      "A super admin's masjid switcher: a sign-in token acting for another masjid (or none), ending when the current one would.",
    access: 'super-admin',
  },
  params: z.object({}),
  body: actForSchema,
  answer: loginAnswer,
});

/** GET /api/auth/me: the signed-in user and the masjid they act for. */
export const ME = endpoint<{ user: User; company: Masjid | null }>()({
  method: 'GET',
  path: '/api/auth/me',
  doc: { tag: 'Accounts', summary: 'The signed-in user.', access: 'signed-in' },
  params: z.object({}),
  answer: z.object({ user: userAnswer, company: masjidAnswer.nullable() }),
});

/** PUT /api/auth/me/language {language}: the signed-in user's own language, or null for the browser's. */
export const SAVE_MY_LANGUAGE = endpoint<ServiceResponse<User>>()({
  method: 'PUT',
  path: '/api/auth/me/language',
  doc: {
    tag: 'Accounts',
    summary: "The signed-in user's own language (en, ar, ur, fr, tr, id, ms, bn), or null for the browser's.",
    access: 'signed-in',
  },
  params: z.object({}),
  body: userLanguageSchema,
  answer: serviceAnswer(userAnswer),
});

/** POST /api/auth/password/forgot {email}: the same answer whether or not the address has an account. */
export const FORGOT_PASSWORD = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/password/forgot',
  doc: {
    tag: 'Accounts',
    summary: 'Mail a time-limited password reset link; the same answer whether or not the email has an account.',
    access: 'anyone',
  },
  params: z.object({}),
  body: accountEmailSchema,
  answer: plainServiceAnswer,
});

/** POST /api/auth/password/reset {token, password}: the emailed link's token and the new password. */
export const RESET_PASSWORD = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/password/reset',
  doc: { tag: 'Accounts', summary: 'Set a new password with the code of a reset link.', access: 'anyone' },
  params: z.object({}),
  body: passwordResetSchema,
  answer: plainServiceAnswer,
});

/** POST /api/auth/verification/resend {email}: the confirmation email again. */
export const RESEND_CONFIRMATION = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/verification/resend',
  doc: {
    tag: 'Accounts',
    summary: 'Mail the email confirmation again; the same answer whether or not the email has an account.',
    access: 'anyone',
  },
  params: z.object({}),
  body: accountEmailSchema,
  answer: plainServiceAnswer,
});

/** GET /api/auth/users/{userId}/verifyEmail/{code}: confirms a new user's address with the code from the mail. */
export const VERIFY_EMAIL = endpoint<ServiceResponse>()({
  method: 'GET',
  path: '/api/auth/users/:userId/verifyEmail/:code',
  doc: { tag: 'Users', summary: "Confirm a user's email with the code from the mail.", access: 'anyone' },
  params: z.object({ userId: segment, code: segment }),
  answer: serviceAnswer(z.unknown()),
});

/** Who an invitation link invites. */
export const invitationAnswer = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable().meta({ description: "The inviting masjid's name; null once it is gone." }),
});
export type InvitationDetails = z.infer<typeof invitationAnswer>;

/** The longest invitation token read; a longer one is cut, and so refused as not valid. */
export const INVITATION_TOKEN_MAX = 2000;

/** GET /api/auth/invitation?token=: who the link invites; a missing, expired or used token is refused with its own message. */
export const INVITATION = endpoint<InvitationDetails>()({
  method: 'GET',
  path: '/api/auth/invitation',
  doc: {
    tag: 'Users',
    summary:
      'The invitee, their email and masjid named by an invitation link; an expired or used link is refused with its own message.',
    access: 'anyone',
  },
  params: z.object({}),
  query: z.object({
    token: z
      .string()
      .optional()
      .transform((text) => (text ?? '').slice(0, INVITATION_TOKEN_MAX))
      .meta({ type: 'string', description: 'The token from the invitation link.' }),
  }),
  answer: invitationAnswer,
});

/** POST /api/auth/invitation/accept {token, password}: the invitee's chosen password. */
export const ACCEPT_INVITATION = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/invitation/accept',
  doc: {
    tag: 'Users',
    summary: 'Choose the password of an invited account with the token of its link; confirms the email too.',
    access: 'anyone',
  },
  params: z.object({}),
  body: invitationAcceptSchema,
  answer: plainServiceAnswer,
});

/** PUT /api/auth/credential/update/user/{email} {newCredential, existingCredential}: one's own password; answers the new token. */
export const UPDATE_CREDENTIAL = endpoint<ServiceResponse & { token?: string }>()({
  method: 'PUT',
  path: '/api/auth/credential/update/user/:email',
  doc: { tag: 'Users', summary: 'Change your own password (with the existing one).', access: 'own-account' },
  params: z.object({ email: segment }),
  body: credentialUpdateSchema,
  answer: plainServiceAnswer.extend({
    token: z.string().optional().meta({ description: 'A new token: the old sessions end.' }),
  }),
});

/** PUT /api/auth/credential/reset/user/{email} {newCredential}: an admin sets another user's password. */
export const RESET_CREDENTIAL = endpoint<ServiceResponse>()({
  method: 'PUT',
  path: '/api/auth/credential/reset/user/:email',
  doc: { tag: 'Users', summary: "Set another user's password.", access: 'masjid-admin' },
  params: z.object({ email: segment }),
  body: credentialResetSchema,
  answer: plainServiceAnswer,
});
