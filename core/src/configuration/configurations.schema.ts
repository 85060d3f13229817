import { z } from 'zod';
import { CONFIGURATION_VALUE_MAX } from './definitions.js';

/**
 * PUT /api/auth/companies/{companyId}/configurations: the name/value list to save. Each value's own rule
 * is `checkConfigurations` (definitions.ts), which the route runs after the masjid is found.
 */
export const configurationsSaveSchema = z.object({
  configurations: z
    .array(z.object({ name: z.string().max(100), value: z.coerce.string().max(CONFIGURATION_VALUE_MAX) }))
    .max(100),
});
