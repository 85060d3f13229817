import { Hono } from 'hono';
import { publicDefinitions } from '@core/configuration/definitions.js';
import {
  MASJID_CONFIGURATIONS,
  CONFIGURATION_DEFINITIONS,
  SAVE_CONFIGURATIONS,
} from '@core/http/contract/configurations.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { jsonBody } from '../http/validate.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { readConfigurations, saveMasjidConfigurations } from './configuration.service.js';

export function configurationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(CONFIGURATION_DEFINITIONS.path, (c) => c.json(publicDefinitions()))
    .get(MASJID_CONFIGURATIONS.path, endpointParams(MASJID_CONFIGURATIONS), async (c) => {
      const auth = callerOf(c);
      return c.json(await readConfigurations(deps, auth, endpointInput(c, MASJID_CONFIGURATIONS).params.companyId));
    })
    .put(
      SAVE_CONFIGURATIONS.path,
      endpointParams(SAVE_CONFIGURATIONS),
      jsonBody(SAVE_CONFIGURATIONS.body),
      async (c) => {
        const { companyId } = endpointInput(c, SAVE_CONFIGURATIONS).params;
        const target = await saveMasjidConfigurations(deps, companyId, c.req.valid('json').configurations);
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.configurationsSaved')),
          target,
        });
      },
    );
}
