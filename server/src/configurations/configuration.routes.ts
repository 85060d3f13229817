import { Hono } from 'hono';
import { isSuperAdmin } from '@core/auth/roles.js';
import { checkConfigurations, publicDefinitions, withDefaults } from '@core/configuration/definitions.js';
import {
  MASJID_CONFIGURATIONS,
  CONFIGURATION_DEFINITIONS,
  SAVE_CONFIGURATIONS,
} from '@core/http/contract/configurations.js';
import type { AppDeps } from '../app-deps.js';
import { requireAuth, requireMasjidAdmin, signedIn } from '../auth/access.js';
import { findMasjidById } from '../masjids/masjid.repository.js';
import type { AppEnv } from '../http/env.js';
import { watch } from '../history/record-change.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { notFound, validationError } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import { findConfigurations, saveConfigurations } from './configuration.repository.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { HISTORY_TITLES } from '@core/history/titles.js';

export function configurationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(CONFIGURATION_DEFINITIONS.path, (c) => c.json(publicDefinitions()))
    .get(MASJID_CONFIGURATIONS.path, endpointParams(MASJID_CONFIGURATIONS), async (c) => {
      const auth = requireAuth(c);
      const { companyId } = endpointInput(c, MASJID_CONFIGURATIONS).params;
      const member = auth.companyId === companyId || auth.ownCompanyId === companyId;
      const masjid = member || isSuperAdmin(auth.roles) ? await findMasjidById(deps.db, companyId) : undefined;
      if (!masjid) throw notFound('Masjid');
      return c.json(withDefaults(await findConfigurations(deps.db, companyId), masjid.country));
    })
    .put(
      SAVE_CONFIGURATIONS.path,
      signedIn,
      endpointParams(SAVE_CONFIGURATIONS),
      jsonBody(SAVE_CONFIGURATIONS.body),
      async (c) => {
        const { companyId } = endpointInput(c, SAVE_CONFIGURATIONS).params;
        requireMasjidAdmin(c, companyId);
        const masjid = await findMasjidById(deps.db, companyId);
        if (!masjid) throw notFound('Masjid');
        const { configurations } = c.req.valid('json');
        const errors = checkConfigurations(configurations);
        if (Object.keys(errors).length > 0) {
          throw validationError(
            Object.fromEntries(Object.entries(errors).map(([name, message]) => [`configurations.${name}`, message])),
          );
        }
        await deps.db.transaction().execute(async (trx) => {
          const history = await watch(trx, 'configuration', companyId);
          await saveConfigurations(trx, companyId, configurations);
          await history.record('update', HISTORY_TITLES.savedDisplaySettings);
          await deps.changes.publish(trx, { companyId, kind: 'configuration' });
        });
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.configurationsSaved')),
          target: withDefaults(await findConfigurations(deps.db, companyId), masjid.country),
        });
      },
    );
}
