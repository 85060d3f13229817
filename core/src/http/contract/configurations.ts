import { z } from 'zod';
import type { ConfigurationDefinition, NameValue, ServiceResponse } from '../../api-types.js';
import { configurationsSaveSchema } from '../../configuration/configurations.schema.js';
import { configurationDefinitionAnswer, nameValueAnswer } from '../../api-answers.js';
import { serviceAnswer } from '../../api-answers.js';
import { endpoint } from './endpoint.js';
import { segment } from './text-values.js';

/**
 * The older per-masjid name/value configurations (`clock_type`, `jumah_prayer`, ...): server/src/configurations
 * (docs/ARCHITECTURE.md, "Glossary"). Not the masjid content of content.ts.
 */

/** GET /api/picklist/configuration: the configurations a masjid may set, with their labels and defaults. */
export const CONFIGURATION_DEFINITIONS = endpoint<ConfigurationDefinition[]>()({
  method: 'GET',
  path: '/api/picklist/configuration',
  doc: {
    tag: 'Content',
    summary: 'The name/value settings a masjid can set, with their choices.',
    access: 'anyone',
    answers: 'array',
  },
  params: z.object({}),
  answer: z.array(configurationDefinitionAnswer),
});

/** GET /api/auth/companies/{companyId}/configurations: every configuration with the masjid's value or its default. */
export const MASJID_CONFIGURATIONS = endpoint<NameValue[]>()({
  method: 'GET',
  path: '/api/auth/companies/:companyId/configurations',
  doc: { tag: 'Content', summary: "A masjid's name/value settings.", access: 'masjid-admin', answers: 'array' },
  params: z.object({ companyId: segment }),
  answer: z.array(nameValueAnswer),
});

/** PUT /api/auth/companies/{companyId}/configurations {configurations}: saves the values; answers the whole list. */
export const SAVE_CONFIGURATIONS = endpoint<ServiceResponse<NameValue[]>>()({
  method: 'PUT',
  path: '/api/auth/companies/:companyId/configurations',
  doc: { tag: 'Content', summary: "Save a masjid's name/value settings.", access: 'masjid-admin' },
  params: z.object({ companyId: segment }),
  body: configurationsSaveSchema,
  answer: serviceAnswer(z.array(nameValueAnswer)),
});
