import { Hono } from 'hono';
import { z } from 'zod';
import { parseAdhkar } from '@core/dashboard/adhkar/adhkar-settings.js';
import { ADHKAR, SAVE_ADHKAR } from '@core/http/contract/adhkar.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { validationError } from '../http/errors.js';
import { text } from '../http/server-text.js';
import { successMessage } from '../http/success-message.js';
import { jsonBody } from '../http/validate.js';
import { readAdhkarRecord, saveAdhkar } from './adhkar.service.js';

const anyObject = z.looseObject({});

/**
 * A masjid's after-prayer adhkar (docs/adhkar.md), for its admins and super admins. The public reads them
 * inside the dashboard answer. On the contract (core/src/http/contract/adhkar.ts).
 */
export function adhkarRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(ADHKAR.path, endpointParams(ADHKAR), async (c) => {
      const { companyId } = endpointInput(c, ADHKAR).params;
      return c.json(await readAdhkarRecord(deps, companyId));
    })
    .put(SAVE_ADHKAR.path, endpointParams(SAVE_ADHKAR), jsonBody(anyObject), async (c) => {
      const { companyId } = endpointInput(c, SAVE_ADHKAR).params;
      const auth = callerOf(c);
      // Checked here rather than by jsonBody so field errors are keyed by list and index (own[1].text).
      const parsed = parseAdhkar(c.req.valid('json'));
      if (!parsed.ok) throw validationError(parsed.fieldErrors);
      const target = await saveAdhkar(deps, auth, companyId, parsed.value);
      return c.json({ successful: true, message: successMessage(c, text('server.done.adhkarSaved')), target });
    });
}
