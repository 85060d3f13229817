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
import {
  councilTimetableInputSchema,
  councilTimetableYearAnswer,
  followCouncilTimetableSchema,
  type CouncilTimetableYear,
} from '../../councils/council-timetable.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { optionalWholeNumber, segment } from './text-values.js';

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

/**
 * PUT /api/councils/{councilId}/timetable: the council publishes (or replaces) its timetable, computed for
 * a place and a method of its choosing; every member that follows it sees the new azans within seconds.
 */
export const PUBLISH_COUNCIL_TIMETABLE = endpoint<ServiceResponse<Council>>()({
  method: 'PUT',
  path: '/api/councils/:councilId/timetable',
  doc: {
    tag: 'Calendar',
    summary:
      'Publish the council’s timetable (azan times) from a place and a calculation method; following members’ screens follow within seconds.',
    access: 'council-admin',
  },
  params: z.object({ councilId: segment }),
  body: councilTimetableInputSchema,
  answer: serviceAnswer(councilAnswer),
});

/** DELETE /api/councils/{councilId}/timetable: withdraws it; each follower keeps a copy of the times it showed. */
export const WITHDRAW_COUNCIL_TIMETABLE = endpoint<ServiceResponse<Council>>()({
  method: 'DELETE',
  path: '/api/councils/:councilId/timetable',
  doc: {
    tag: 'Calendar',
    summary: 'Withdraw the council’s timetable: each member that followed it keeps a copy of its times.',
    access: 'council-admin',
  },
  params: z.object({ councilId: segment }),
  answer: serviceAnswer(councilAnswer),
});

/** GET /api/councils/{councilId}/timetable?year=YYYY: the published azan times of a year, day by day. */
export const COUNCIL_TIMETABLE = endpoint<CouncilTimetableYear>()({
  method: 'GET',
  path: '/api/councils/:councilId/timetable',
  doc: {
    tag: 'Calendar',
    summary: 'The council’s published azan times for a year (366 days; 404 when none is published).',
    access: 'council-admin',
  },
  params: z.object({ councilId: segment }),
  query: z.object({
    year: optionalWholeNumber({
      label: 'year',
      min: 1900,
      max: 2200,
      fallback: undefined,
      description: "The year (default: this year in the timetable's zone).",
    }),
  }),
  answer: councilTimetableYearAnswer,
});

/** PUT /api/companies/{companyId}/council/timetable {follow}: the masjid follows its council's timetable, or stops. */
export const FOLLOW_COUNCIL_TIMETABLE = endpoint<ServiceResponse<MasjidCouncil>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/council/timetable',
  doc: {
    tag: 'Calendar',
    summary:
      'Follow the council’s published azan times (iqama rules, Jumu’ah and content stay the masjid’s), or stop: the masjid then keeps a copy of them.',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: followCouncilTimetableSchema,
  answer: serviceAnswer(masjidCouncilAnswer),
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
