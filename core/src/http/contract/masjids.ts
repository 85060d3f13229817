import { z } from 'zod';
import type { Masjid, CompanyUrl, OwnRegistration, ServiceResponse } from '../../api-types.js';
import { masjidInputSchema } from '../../masjid/masjid.schema.js';
import {
  companyUrlAnswer,
  masjidAnswer,
  ownRegistrationAnswer,
  plainServiceAnswer,
  serviceAnswer,
} from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { requiredBoolean, segment } from './text-values.js';

/**
 * The masjid administration: server/src/masjids (docs/product-rules.md, "API calls"); the admin app's
 * masjid pages (admin-web/src/features/masjids/api). The public list is `ACTIVE_MASJIDS` (server-status.ts).
 */

/** GET /api/auth/companies/url: every masjid's name and url for a super admin; the public ones for anyone else. */
export const MASJID_NAMES = endpoint<CompanyUrl[]>()({
  method: 'GET',
  path: '/api/auth/companies/url',
  doc: {
    tag: 'Masjids',
    summary: "Every masjid's name and url for a super admin (the masjid switcher); the public ones for anyone else.",
    access: 'anyone',
    answers: 'array',
  },
  params: z.object({}),
  answer: z.array(companyUrlAnswer),
});

/** GET /api/auth/companies: every masjid (super admins). */
export const MASJIDS = endpoint<Masjid[]>()({
  method: 'GET',
  path: '/api/auth/companies',
  doc: { tag: 'Masjids', summary: 'Every masjid.', access: 'super-admin', answers: 'array' },
  params: z.object({}),
  answer: z.array(masjidAnswer),
});

/**
 * GET /api/auth/companies/registration: the masjid this browser registered (its registration cookie) and
 * that has no user yet, so a lost tab can continue or start again (docs/volunteer.md "Registration").
 */
export const OWN_REGISTRATION = endpoint<OwnRegistration>()({
  method: 'GET',
  path: '/api/auth/companies/registration',
  doc: {
    tag: 'Masjids',
    summary: 'The unfinished registration this browser started (its registration cookie), to continue it.',
    access: 'anyone',
  },
  params: z.object({}),
  answer: ownRegistrationAnswer,
});

/** POST /api/auth/companies: registers a masjid (inactive until a super admin activates it), or adds one. */
export const CREATE_MASJID = endpoint<ServiceResponse<Masjid>>()({
  method: 'POST',
  path: '/api/auth/companies',
  doc: { tag: 'Masjids', summary: 'Register a masjid.', access: 'anyone' },
  params: z.object({}),
  body: masjidInputSchema,
  answer: serviceAnswer(masjidAnswer),
});

/** GET /api/auth/companies/{id}/activate?active=true|false: activates or deactivates a masjid (super admins). */
export const SET_MASJID_ACTIVE = endpoint<ServiceResponse<{ id: string; active: boolean }>>()({
  method: 'GET',
  path: '/api/auth/companies/:id/activate',
  doc: { tag: 'Masjids', summary: 'Activate or deactivate a masjid.', access: 'super-admin' },
  params: z.object({ id: segment }),
  query: z.object({ active: requiredBoolean('active', 'true activates the masjid, false deactivates it.') }),
  answer: serviceAnswer(z.object({ id: z.string(), active: z.boolean() })),
});

/** GET /api/auth/companies/{id}: a masjid's profile, for its members and super admins. */
export const MASJID = endpoint<Masjid>()({
  method: 'GET',
  path: '/api/auth/companies/:id',
  doc: { tag: 'Masjids', summary: "A masjid's profile.", access: 'masjid-admin', masjidParam: 'id' },
  params: z.object({ id: segment }),
  answer: masjidAnswer,
});

/** PUT /api/auth/companies/{id}: the masjid's profile. */
export const UPDATE_MASJID = endpoint<ServiceResponse<Masjid>>()({
  method: 'PUT',
  path: '/api/auth/companies/:id',
  doc: { tag: 'Masjids', summary: "Update a masjid's profile.", access: 'masjid-admin', masjidParam: 'id' },
  params: z.object({ id: segment }),
  body: masjidInputSchema,
  answer: serviceAnswer(masjidAnswer),
});

/** DELETE /api/auth/companies/{id}: the masjid and everything it owns (super admins). */
export const DELETE_MASJID = endpoint<ServiceResponse>()({
  method: 'DELETE',
  path: '/api/auth/companies/:id',
  doc: { tag: 'Masjids', summary: 'Delete a masjid and everything it owns.', access: 'super-admin' },
  params: z.object({ id: segment }),
  answer: plainServiceAnswer,
});
