import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { occasionsInputSchema } from '../../occasions/occasions.schema.js';
import type { OccasionsRecord } from '../../occasions/occasions.types.js';
import { occasionsRecordAnswer } from '../../occasions/occasions-answers.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * A masjid's Jumu'ah sessions, Eid prayers and Ramadan settings, for its admins: server/src/occasions
 * (docs/jumuah-eid-ramadan.md). The route checks the body with `parseOccasions` after the permission
 * check, so its field errors are keyed by list and index (jumuahSessions[1].salah).
 */

/** GET /api/companies/{companyId}/occasions: the settings with the version to save against. */
export const OCCASIONS = endpoint<OccasionsRecord>()({
  method: 'GET',
  path: '/api/companies/:companyId/occasions',
  doc: {
    tag: 'Content',
    summary: "A masjid's Jumu'ah sessions, Eid prayers and Ramadan settings, with the version to save against.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: occasionsRecordAnswer,
});

/** PUT /api/companies/{companyId}/occasions with the version read; 409 when someone else saved first. */
export const SAVE_OCCASIONS = endpoint<ServiceResponse<OccasionsRecord>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/occasions',
  doc: {
    tag: 'Content',
    summary:
      "Save a masjid's Jumu'ah sessions, Eid prayers and Ramadan settings (409 when based on an older version; 422 NEEDS_CONFIRMATION for an Eid date that is not the Eid by the masjid's Hijri calendar, until sent with confirmEidDates: true).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: occasionsInputSchema,
  answer: serviceAnswer(occasionsRecordAnswer),
});
