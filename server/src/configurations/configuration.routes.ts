import { Hono } from 'hono';
import { z } from 'zod';
import { isSuperAdmin } from '../../../core/src/auth/roles.js';
import { checkConfigurations, publicDefinitions, withDefaults } from '../../../core/src/configuration/definitions.js';
import type { AppDeps } from '../app-deps.js';
import { requireAuth, requireCompanyAdmin, signedIn } from '../auth/access.js';
import { findCompanyById } from '../companies/company.repository.js';
import type { AppEnv } from '../http/env.js';
import { notFound, validationError } from '../http/errors.js';
import { jsonBody } from '../http/validate.js';
import { findConfigurations, saveConfigurations } from './configuration.repository.js';

const configurationsBody = z.object({
  configurations: z.array(z.object({ name: z.string().max(100), value: z.coerce.string().max(1000) })).max(100),
});

export function configurationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/picklist/configuration', (c) => c.json(publicDefinitions()))
    .get('/api/auth/companies/:companyId/configurations', async (c) => {
      const auth = requireAuth(c);
      const companyId = c.req.param('companyId');
      const member = auth.companyId === companyId || auth.ownCompanyId === companyId;
      if (!(member || isSuperAdmin(auth.roles)) || !(await findCompanyById(deps.db, companyId))) throw notFound('Masjid');
      return c.json(withDefaults(await findConfigurations(deps.db, companyId)));
    })
    .put('/api/auth/companies/:companyId/configurations', signedIn, jsonBody(configurationsBody), async (c) => {
      const companyId = c.req.param('companyId');
      requireCompanyAdmin(c, companyId);
      if (!(await findCompanyById(deps.db, companyId))) throw notFound('Masjid');
      const { configurations } = c.req.valid('json');
      const errors = checkConfigurations(configurations);
      if (Object.keys(errors).length > 0) {
        throw validationError(Object.fromEntries(Object.entries(errors).map(([name, message]) => [`configurations.${name}`, message])));
      }
      await saveConfigurations(deps.db, companyId, configurations);
      await deps.changes.publish(deps.db, { companyId, kind: 'configuration' });
      return c.json({ successful: true, message: 'Configurations saved', target: withDefaults(await findConfigurations(deps.db, companyId)) });
    });
}
