import { Hono } from 'hono';
import { z } from 'zod';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { parseCentralControl } from '@core/content/central-control.schema.js';
import { required } from '@core/validation/text-rules.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf, currentAuth } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { validationError } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import { readContent, saveContent } from './content.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/** The save's address (core/src/http/contract/content.ts), for its body limit in app.ts. */
export const CONTENT_SAVE_PATH = SAVE_CENTRAL_CONTROL.path;
/** Announcement images make this body larger than other JSON bodies (3 MB of pictures as base64, plus text). */
export const CONTENT_BODY_LIMIT = 6 * 1024 * 1024;

/** Only the masjid is read before the permission check; the whole body is checked after it. */
const masjidOfBody = z.looseObject({
  companyId: z
    .string({ error: required('Masjid') })
    .trim()
    .min(1, required('Masjid'))
    .max(100),
});

export function contentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(PUBLIC_CONTENT.path, endpointParams(PUBLIC_CONTENT), async (c) => {
      const { params } = endpointInput(c, PUBLIC_CONTENT);
      const { masjid, audience } = await readableMasjid(deps, currentAuth(c), { url: params.companyUrl });
      return c.json(await readContent(deps, masjid, audience));
    })
    .put(SAVE_CENTRAL_CONTROL.path, jsonBody(masjidOfBody), async (c) => {
      const body = c.req.valid('json');
      const auth = callerOf(c);
      const parsed = parseCentralControl(body);
      if (!parsed.ok) throw validationError(parsed.fieldErrors);
      const target = await saveContent(deps, auth, parsed.value);
      return c.json({ successful: true, message: successMessage(c, text('server.done.saved')), target });
    });
}
