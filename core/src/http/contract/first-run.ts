import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import type { FirstRunStatus } from '../../first-run/first-run.types.js';
import { firstRunAnswer } from '../../first-run/first-run-answers.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/** The first-run checklist of a new masjid's admins: server/src/first-run (docs/volunteer.md "First-run checklist"). */

/** GET /api/companies/{companyId}/first-run: what is done (timetable, content, a screen, activated). */
export const FIRST_RUN = endpoint<FirstRunStatus>()({
  method: 'GET',
  path: '/api/companies/:companyId/first-run',
  doc: {
    tag: 'Masjids',
    summary: 'The first-run checklist: whether the masjid has a timetable, content, a paired screen, and is activated.',
    access: 'masjid-admin',
    hiddenFromOutsiders: 'Masjid',
  },
  params: z.object({ companyId: segment }),
  answer: firstRunAnswer,
});

/** POST /api/companies/{companyId}/activation-request: asks the super admins again (an email at most once a day). */
export const ASK_ACTIVATION = endpoint<ServiceResponse<{ sent: boolean; activationRequestedAt: string | null }>>()({
  method: 'POST',
  path: '/api/companies/:companyId/activation-request',
  doc: {
    tag: 'Masjids',
    summary: 'Ask the super admins again to activate an inactive masjid (an email at most once a day).',
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: serviceAnswer(z.object({ sent: z.boolean(), activationRequestedAt: z.string().nullable() })),
});
