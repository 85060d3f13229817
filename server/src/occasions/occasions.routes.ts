import { Hono } from 'hono';
import { z } from 'zod';
import { OCCASIONS, SAVE_OCCASIONS } from '@core/http/contract/occasions.js';
import { parseOccasions } from '@core/occasions/occasions.schema.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { validationError } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import { readOccasionsRecord, saveOccasions } from './occasions.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

const anyObject = z.looseObject({});

/**
 * A masjid's Jumu'ah sessions, Eid prayers and Ramadan settings (docs/jumuah-eid-ramadan.md), for its
 * admins and super admins. The public reads them inside the dashboard answer. On the contract
 * (core/src/http/contract/occasions.ts).
 */
export function occasionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(OCCASIONS.path, endpointParams(OCCASIONS), async (c) => {
      const { companyId } = endpointInput(c, OCCASIONS).params;
      return c.json(await readOccasionsRecord(deps, companyId));
    })
    .put(SAVE_OCCASIONS.path, endpointParams(SAVE_OCCASIONS), jsonBody(anyObject), async (c) => {
      const { companyId } = endpointInput(c, SAVE_OCCASIONS).params;
      const auth = callerOf(c);
      // Checked here rather than by jsonBody so field errors are keyed by list and index (jumuahSessions[1].salah).
      const parsed = parseOccasions(c.req.valid('json'));
      if (!parsed.ok) throw validationError(parsed.fieldErrors);
      const target = await saveOccasions(deps, auth, companyId, parsed.value);
      return c.json({ successful: true, message: successMessage(c, text('server.done.occasionsSaved')), target });
    });
}
