import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { adhkarInputSchema, adhkarRecordAnswer, type AdhkarRecord } from '../../dashboard/adhkar/adhkar-settings.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * A masjid's after-prayer adhkar, for its admins: server/src/adhkar (docs/adhkar.md). The public reads
 * them inside the dashboard answer. The route checks the body with `parseAdhkar` after the permission
 * check, so its field errors are keyed by list and index (own[1].text).
 */

/** GET /api/companies/{companyId}/adhkar: the setting with the version to save against. */
export const ADHKAR = endpoint<AdhkarRecord>()({
  method: 'GET',
  path: '/api/companies/:companyId/adhkar',
  doc: {
    tag: 'Content',
    summary:
      "A masjid's after-prayer adhkar (on or off, which standard ones, its own items), with the version to save against.",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  answer: adhkarRecordAnswer,
});

/** PUT /api/companies/{companyId}/adhkar with the version read; 409 when someone else saved first. */
export const SAVE_ADHKAR = endpoint<ServiceResponse<AdhkarRecord>>()({
  method: 'PUT',
  path: '/api/companies/:companyId/adhkar',
  doc: {
    tag: 'Content',
    summary: "Save a masjid's after-prayer adhkar (409 when based on an older version).",
    access: 'masjid-admin',
  },
  params: z.object({ companyId: segment }),
  body: adhkarInputSchema,
  answer: serviceAnswer(adhkarRecordAnswer),
});
