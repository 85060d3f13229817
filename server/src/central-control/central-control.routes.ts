import { Hono } from 'hono';
import { z } from 'zod';
import { parseCentralControl } from '../../../core/src/content/central-control.schema.js';
import { required } from '../../../core/src/validation/text-rules.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth, requireCompanyAdmin, signedIn } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { validationError } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import { readableCompany } from '../companies/company-visibility.js';
import { readCentralControl, saveCentralControl } from './central-control.service.js';

export const CENTRAL_CONTROL_PATH = '/api/companies/central-control';
/** Announcement images make this body larger than other JSON bodies (3 MB of pictures as base64, plus text). */
export const CENTRAL_CONTROL_BODY_LIMIT = 6 * 1024 * 1024;

/** Only the masjid is read before the permission check; the whole body is checked after it. */
const masjidOfBody = z.looseObject({
  companyId: z.string({ error: required('Masjid') }).trim().min(1, required('Masjid')).max(100),
});

export function centralControlRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/companies/url/:companyUrl/central-control', async (c) => {
      const { company, audience } = await readableCompany(deps, currentAuth(c), { url: c.req.param('companyUrl') });
      return c.json(await readCentralControl(deps, company, audience));
    })
    .put(CENTRAL_CONTROL_PATH, signedIn, jsonBody(masjidOfBody), async (c) => {
      const body = c.req.valid('json');
      const auth = requireCompanyAdmin(c, body.companyId);
      const parsed = parseCentralControl(body);
      if (!parsed.ok) throw validationError(parsed.fieldErrors);
      const target = await saveCentralControl(deps, auth, parsed.value);
      return c.json({ successful: true, message: 'Successfully saved', target });
    });
}
