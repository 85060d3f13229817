import { z } from 'zod';
import type { MasjidWithUsers, ServiceResponse, User } from '../../api-types.js';
import { userCreateSchema, userInviteSchema, userUpdateSchema } from '../../user/user.schema.js';
import { masjidWithUsersAnswer, plainServiceAnswer, serviceAnswer, userAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { requiredBoolean, segment } from './text-values.js';

/** The user administration: server/src/users (docs/volunteer.md); the admin app's user pages (admin-web/src/features/users/api). */

/** A user as created, with the masjid's name for registration's last step. */
export type CreatedUser = User & { companyName?: string };

/** GET /api/auth/companies/all/users: every masjid's users, grouped by masjid (super admins). */
export const ALL_USERS = endpoint<MasjidWithUsers[]>()({
  method: 'GET',
  path: '/api/auth/companies/all/users',
  doc: { tag: 'Users', summary: 'Every user of every masjid.', access: 'super-admin', answers: 'array' },
  params: z.object({}),
  answer: z.array(masjidWithUsersAnswer),
});

/** GET /api/auth/companies/{companyId}/users: one masjid's users, in the same grouped shape. */
export const MASJID_USERS = endpoint<MasjidWithUsers[]>()({
  method: 'GET',
  path: '/api/auth/companies/:companyId/users',
  doc: {
    tag: 'Users',
    summary: "A masjid's users.",
    access: 'masjid-admin',
    answers: 'array',
    hiddenFromOutsiders: 'Masjid',
  },
  params: z.object({ companyId: segment }),
  answer: z.array(masjidWithUsersAnswer),
});

/** A masjid and one of its users. */
const userParams = z.object({ companyId: segment, id: segment });

/** GET /api/auth/companies/{companyId}/users/{id}: one user of a masjid. */
export const MASJID_USER = endpoint<User>()({
  method: 'GET',
  path: '/api/auth/companies/:companyId/users/:id',
  doc: {
    tag: 'Users',
    summary: 'One user of a masjid: for its admins, and for the user themself.',
    access: 'masjid-admin',
    selfParam: 'id',
    hiddenFromOutsiders: 'User',
  },
  params: userParams,
  answer: userAnswer,
});

/** POST /api/auth/companies/{companyId}/users: a newly registered masjid's first admin, or a user an admin adds. */
export const CREATE_USER = endpoint<ServiceResponse<CreatedUser>>()({
  method: 'POST',
  path: '/api/auth/companies/:companyId/users',
  doc: {
    tag: 'Users',
    summary: "Add a user (or a newly registered masjid's first admin).",
    access: 'masjid-admin',
    openToRegistrant: true,
  },
  params: z.object({ companyId: segment }),
  body: userCreateSchema,
  answer: serviceAnswer(userAnswer.extend({ companyName: z.string().optional() })),
});

/** PUT /api/auth/companies/{companyId}/users/{id}: a user's profile. */
export const UPDATE_USER = endpoint<ServiceResponse<User>>()({
  method: 'PUT',
  path: '/api/auth/companies/:companyId/users/:id',
  doc: {
    tag: 'Users',
    summary: 'Update a user (any user their own profile).',
    access: 'masjid-admin',
    selfParam: 'id',
  },
  params: userParams,
  body: userUpdateSchema,
  answer: serviceAnswer(userAnswer),
});

/** POST /api/auth/companies/{companyId}/invitations: mails a link to choose their own password; again for a pending invitee. */
export const INVITE_USER = endpoint<ServiceResponse<User>>()({
  method: 'POST',
  path: '/api/auth/companies/:companyId/invitations',
  doc: {
    tag: 'Users',
    summary:
      'Invite a user by email: they get a one-use link (valid 7 days) to choose their own password. Inviting a pending invitee again sends a new link.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: userInviteSchema,
  answer: serviceAnswer(userAnswer),
});

/** GET /api/auth/users/{id}/activate?active=true|false: activates or deactivates a user. */
export const SET_USER_ACTIVE = endpoint<ServiceResponse<{ id: string; active: boolean }>>()({
  method: 'GET',
  path: '/api/auth/users/:id/activate',
  doc: { tag: 'Users', summary: 'Activate or deactivate a user.', access: 'masjid-admin' },
  params: z.object({ id: segment }),
  query: z.object({ active: requiredBoolean('active', 'true activates the user, false deactivates them.') }),
  answer: serviceAnswer(z.object({ id: z.string(), active: z.boolean() })),
});

/** POST /api/auth/users/{id}/verification: a new confirmation link for a user who has not confirmed. */
export const RESEND_VERIFICATION = endpoint<ServiceResponse>()({
  method: 'POST',
  path: '/api/auth/users/:id/verification',
  doc: { tag: 'Users', summary: 'Send the email verification again.', access: 'masjid-admin' },
  params: z.object({ id: segment }),
  answer: plainServiceAnswer,
});
