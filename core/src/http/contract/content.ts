import { z } from 'zod';
import type { ServiceResponse } from '../../api-types.js';
import { centralControlInputSchema } from '../../content/central-control.schema.js';
import type { CentralControl } from '../../content/central-control.types.js';
import { serviceAnswer } from '../../api-answers.js';
import { centralControlAnswer } from '../../content/content-answers.js';
import { endpoint } from './endpoint.js';

/**
 * Saving a masjid's content: server/src/content (its public read is PUBLIC_CONTENT in
 * public-reads.ts). The route reads the masjid from the body first, checks that the caller may change it,
 * then checks the whole body with `parseCentralControl`.
 */

/** PUT /api/companies/central-control with the version read; 409 when someone else saved first. */
export const SAVE_CENTRAL_CONTROL = endpoint<ServiceResponse<CentralControl>>()({
  method: 'PUT',
  path: '/api/companies/central-control',
  doc: {
    tag: 'Content',
    summary: "Save a masjid's content (refused with 409 when based on an older version).",
    access: 'masjid-admin',
  },
  params: z.object({}),
  body: centralControlInputSchema,
  answer: serviceAnswer(centralControlAnswer),
});
