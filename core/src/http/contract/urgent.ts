import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { urgentMessageAnswer, urgentMessageSchema, type UrgentMessageAnswer } from '../../urgent/urgent-message.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * Urgent messages (docs/urgent-message.md): a masjid's own, for its admins and super admins, and the server
 * notice to every masjid, for super admins. Screens read both inside the dashboard answer.
 */

/** GET /api/auth/companies/{companyId}/urgent-message: the message on the masjid's screens now, or null. */
export const URGENT_MESSAGE = endpoint<UrgentMessageAnswer>()({
  method: 'GET',
  path: '/api/auth/companies/:companyId/urgent-message',
  doc: {
    tag: 'Content',
    summary: "The urgent message on a masjid's screens now (null when none, or once it has ended).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: urgentMessageAnswer,
});

/** PUT /api/auth/companies/{companyId}/urgent-message {text, endsAt}: shows it on every screen of the masjid, replacing the one before. */
export const SAVE_URGENT_MESSAGE = endpoint<ServiceResponse<UrgentMessageAnswer>>()({
  method: 'PUT',
  path: '/api/auth/companies/:companyId/urgent-message',
  doc: {
    tag: 'Content',
    summary:
      'Show an urgent message on every screen of the masjid until its end (at most 7 days ahead), replacing the one before; screens show it within 2 s.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: urgentMessageSchema,
  answer: serviceAnswer(urgentMessageAnswer),
});

/** DELETE /api/auth/companies/{companyId}/urgent-message: withdraws it from the screens (404 when there is none). */
export const WITHDRAW_URGENT_MESSAGE = endpoint<ServiceResponse<UrgentMessageAnswer>>()({
  method: 'DELETE',
  path: '/api/auth/companies/:companyId/urgent-message',
  doc: {
    tag: 'Content',
    summary: "Withdraw the masjid's urgent message from its screens (404 when none is showing).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: serviceAnswer(urgentMessageAnswer),
});

/** GET /api/auth/server-notice: the notice on every masjid's screens now, or null. */
export const SERVER_NOTICE = endpoint<UrgentMessageAnswer>()({
  method: 'GET',
  path: '/api/auth/server-notice',
  doc: {
    tag: 'Content',
    summary: "The server notice on every masjid's screens now (null when none, or once it has ended).",
    access: 'super-admin',
  },
  params: z.object({}),
  answer: urgentMessageAnswer,
});

/** PUT /api/auth/server-notice {text, endsAt}: shows it on the screens of every masjid. */
export const SAVE_SERVER_NOTICE = endpoint<ServiceResponse<UrgentMessageAnswer>>()({
  method: 'PUT',
  path: '/api/auth/server-notice',
  doc: {
    tag: 'Content',
    summary:
      'Show a notice on the screens of every masjid until its end (at most 7 days ahead), replacing the one before.',
    access: 'super-admin',
  },
  params: z.object({}),
  body: urgentMessageSchema,
  answer: serviceAnswer(urgentMessageAnswer),
});

/** DELETE /api/auth/server-notice: withdraws it from every screen (404 when there is none). */
export const WITHDRAW_SERVER_NOTICE = endpoint<ServiceResponse<UrgentMessageAnswer>>()({
  method: 'DELETE',
  path: '/api/auth/server-notice',
  doc: {
    tag: 'Content',
    summary: 'Withdraw the server notice from every screen (404 when none is showing).',
    access: 'super-admin',
  },
  params: z.object({}),
  answer: serviceAnswer(urgentMessageAnswer),
});
