import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import {
  councilDeclarationInputSchema,
  councilAnswer,
  councilInputSchema,
  councilListingAnswer,
  joinCouncilSchema,
  masjidCouncilAnswer,
  memberDecisionSchema,
  type Council,
  type CouncilListing,
  type MasjidCouncil,
} from '../../councils/council.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/** Councils that several masjids follow (docs/jumuah-eid-ramadan.md, "Councils"): server/src/councils. */

/** POST /api/councils: a super admin creates a council with its admins (existing accounts). */
export const CREATE_COUNCIL = endpoint<ServiceResponse<Council>>()({
  method: 'POST',
  path: '/api/councils',
  doc: { tag: 'Calendar', summary: 'Create a council with its admins (existing accounts).', access: 'super-admin' },
  params: z.object({}),
  body: councilInputSchema,
  answer: serviceAnswer(councilAnswer),
});

/**
 * GET /api/councils: every council's name and id, for a masjid's admin choosing one to follow, each marked
 * when the signed-in account administers it. Nothing else of a council (its admins, members, answers).
 */
export const COUNCILS = endpoint<CouncilListing[]>()({
  method: 'GET',
  path: '/api/councils',
  doc: {
    tag: 'Calendar',
    summary: 'Every council by name, marked where the signed-in account is one of its admins.',
    access: 'signed-in',
    answers: 'array',
  },
  params: z.object({}),
  answer: z.array(councilListingAnswer),
});

/** GET /api/councils/{councilId}: the council, its members and their screens' status (never their content). */
export const COUNCIL = endpoint<Council>()({
  method: 'GET',
  path: '/api/councils/:councilId',
  doc: {
    tag: 'Calendar',
    summary: "A council with its members, their screens' status and its month declarations.",
    access: 'council-admin',
  },
  params: z.object({ councilId: segment }),
  answer: councilAnswer,
});

/** PUT /api/councils/{councilId}/members/{companyId} {accepted}: the council's admin accepts or refuses a masjid. */
export const DECIDE_COUNCIL_MEMBER = endpoint<ServiceResponse<Council>>()({
  method: 'PUT',
  path: '/api/councils/:councilId/members/:companyId',
  doc: {
    tag: 'Calendar',
    summary: 'Accept (or refuse) a masjid that asked to follow the council.',
    access: 'council-admin',
  },
  params: z.object({ councilId: segment, companyId: segment }),
  body: memberDecisionSchema,
  answer: serviceAnswer(councilAnswer),
});

/** PUT /api/councils/{councilId}/month-declarations: the council declares a month's start for every member. */
export const DECLARE_COUNCIL_MONTH = endpoint<ServiceResponse<Council>>()({
  method: 'PUT',
  path: '/api/councils/:councilId/month-declarations',
  doc: {
    tag: 'Calendar',
    summary: "The council's answer about a Hijri month's start: its members' screens follow within seconds.",
    access: 'council-admin',
  },
  params: z.object({ councilId: segment }),
  body: councilDeclarationInputSchema,
  answer: serviceAnswer(councilAnswer),
});

/** GET /api/companies/{companyId}/council: the council the masjid follows or asked to join (null: none). */
export const MASJID_COUNCIL = endpoint<{ council: MasjidCouncil | null }>()({
  method: 'GET',
  path: '/api/companies/:companyId/council',
  doc: {
    tag: 'Calendar',
    summary: 'The council the masjid follows or asked to join, or null.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: z.object({ council: masjidCouncilAnswer.nullable() }),
});

/** PUT /api/companies/{companyId}/council {councilId}: asks to follow a council (its admin accepts). */
export const JOIN_COUNCIL = endpoint<ServiceResponse<MasjidCouncil>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/council',
  doc: {
    tag: 'Calendar',
    summary: "Ask to follow a council; it counts once the council's admin accepts.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: joinCouncilSchema,
  answer: serviceAnswer(masjidCouncilAnswer),
});

/** DELETE /api/companies/{companyId}/council: stops following the council. */
export const LEAVE_COUNCIL = endpoint<ServiceResponse<null>>()({
  method: 'DELETE',
  path: '/api/companies/:companyId/council',
  doc: { tag: 'Calendar', summary: 'Stop following the council.', access: 'masjid-admin' },
  params: z.object({ companyId: segment }),
  answer: serviceAnswer(z.null()),
});
