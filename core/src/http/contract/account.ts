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
  params: z.object({}),
  body: loginSchema,
});

/** POST /api/auth/act-for {companyId}: a super admin's token acting for another masjid, or none (the masjid switcher). */
export const ACT_FOR = endpoint<LoginResponse>()({
  method: 'POST',
  path: '/api/auth/act-for',
  params: z.object({}),
  body: actForSchema,
});

/** GET /api/auth/me: the signed-in user and the masjid they act for. */
export const ME = endpoint<{ user: User; company: Masjid | null }>()({
  method: 'GET',
  path: '/api/auth/me',
  params: z.object({}),
});

/** PUT /api/auth/me/language {language}: the signed-in user's own language, or null for the browser's. */
export const SAVE_MY_LANGUAGE = endpoint<ServiceResponse<User>>()({
  method: 'PUT',
  path: '/api/auth/me/language',
  params: z.object({}),
  body: userLanguageSchema,
});

/** POST /api/auth/password/forgot {email}: the same answer whether or not the address has an account. */
export const FORGOT_PASSWORD = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/password/forgot',
  params: z.object({}),
  body: accountEmailSchema,
});

/** POST /api/auth/password/reset {token, password}: the emailed link's token and the new password. */
export const RESET_PASSWORD = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/password/reset',
  params: z.object({}),
  body: passwordResetSchema,
});

/** POST /api/auth/verification/resend {email}: the confirmation email again. */
export const RESEND_CONFIRMATION = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/verification/resend',
  params: z.object({}),
  body: accountEmailSchema,
});

/** GET /api/auth/users/{userId}/verifyEmail/{code}: confirms a new user's address with the code from the mail. */
export const VERIFY_EMAIL = endpoint<ServiceResponse>()({
  method: 'GET',
  path: '/api/auth/users/:userId/verifyEmail/:code',
  params: z.object({ userId: segment, code: segment }),
});

/** Who an invitation link invites. */
export interface InvitationDetails {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

/** The longest invitation token read; a longer one is cut, and so refused as not valid. */
export const INVITATION_TOKEN_MAX = 2000;

/** GET /api/auth/invitation?token=: who the link invites; a missing, expired or used token is refused with its own message. */
export const INVITATION = endpoint<InvitationDetails>()({
  method: 'GET',
  path: '/api/auth/invitation',
  params: z.object({}),
  query: z.object({
    token: z
      .string()
      .optional()
      .transform((text) => (text ?? '').slice(0, INVITATION_TOKEN_MAX))
      .meta({ type: 'string', description: 'The token from the invitation link.' }),
  }),
});

/** POST /api/auth/invitation/accept {token, password}: the invitee's chosen password. */
export const ACCEPT_INVITATION = endpoint<ServiceResponse<never>>()({
  method: 'POST',
  path: '/api/auth/invitation/accept',
  params: z.object({}),
  body: invitationAcceptSchema,
});

/** PUT /api/auth/credential/update/user/{email} {newCredential, existingCredential}: one's own password; answers the new token. */
export const UPDATE_CREDENTIAL = endpoint<ServiceResponse & { token?: string }>()({
  method: 'PUT',
  path: '/api/auth/credential/update/user/:email',
  params: z.object({ email: segment }),
  body: credentialUpdateSchema,
});

/** PUT /api/auth/credential/reset/user/{email} {newCredential}: an admin sets another user's password. */
export const RESET_CREDENTIAL = endpoint<ServiceResponse>()({
  method: 'PUT',
  path: '/api/auth/credential/reset/user/:email',
  params: z.object({ email: segment }),
  body: credentialResetSchema,
});
