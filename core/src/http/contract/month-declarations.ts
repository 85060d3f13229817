import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import {
  monthDeclarationInputSchema,
  monthDeclarationKeySchema,
  monthDeclarationsAnswerSchema,
  type MonthDeclaration,
} from '../../hijri/month-declarations.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * A masjid's answers about the start of Hijri months (docs/jumuah-eid-ramadan.md, "The month as the
 * masjid declares it"), for its admins: server/src/month-declarations. Screens read the resolved calendar
 * inside the dashboard answer (`hijriCalendar`).
 */

/** GET /api/companies/{companyId}/month-declarations: every answer, newest month first. */
export const MONTH_DECLARATIONS = endpoint<MonthDeclaration[]>()({
  method: 'GET',
  path: '/api/companies/:companyId/month-declarations',
  doc: {
    tag: 'Calendar',
    summary: "The masjid's answers about the start of Hijri months (sighted, not sighted, follow the council).",
    access: 'masjid-admin',
    answers: 'array',
  },
  params: z.object({ companyId: segment }),
  answer: monthDeclarationsAnswerSchema,
});

/** PUT with {hijriYear, hijriMonth, decision}: answers (or changes the answer) until the day begins. */
export const DECLARE_MONTH = endpoint<ServiceResponse<MonthDeclaration[]>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/month-declarations',
  doc: {
    tag: 'Calendar',
    summary:
      "Declare the start of a Hijri month: 'sighted' (it starts the day after the 29th of the month before), 'not-sighted' (the month before has 30 days) or 'council'. Changeable until the day begins (409 after).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: monthDeclarationInputSchema,
  answer: serviceAnswer(monthDeclarationsAnswerSchema),
});

/** DELETE with {hijriYear, hijriMonth}: withdraws the answer, until the day begins. */
export const WITHDRAW_MONTH_DECLARATION = endpoint<ServiceResponse<MonthDeclaration[]>>()({
  method: 'DELETE',
  path: '/api/companies/:companyId/month-declarations',
  doc: {
    tag: 'Calendar',
    summary: "Withdraw a masjid's answer about a Hijri month's start, until the day begins (409 after).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: monthDeclarationKeySchema,
  answer: serviceAnswer(monthDeclarationsAnswerSchema),
});

/** POST {entryId}: puts back the answers as a history entry recorded them (months not yet begun). */
export const RESTORE_MONTH_DECLARATIONS = endpoint<ServiceResponse<MonthDeclaration[]>>()({
  method: 'POST',
  path: '/api/companies/:companyId/month-declarations/restore',
  doc: {
    tag: 'Calendar',
    summary:
      'Put back the month declarations as a history entry recorded them; months that have begun keep their answer.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: z.object({ entryId: z.string().min(1, 'Entry id is required').max(100) }),
  answer: serviceAnswer(monthDeclarationsAnswerSchema),
});
