import { Hono } from 'hono';
import { companyInputSchema } from '../../../core/src/company/company.schema.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth, requireAuth, requireSuperAdmin, signedIn } from '../auth/access.js';
import { grantRegistrationClaim } from '../auth/registration-claim.js';
import type { AppEnv } from '../http/env.js';
import { booleanQuery } from '../http/query.js';
import { jsonBody } from '../http/validate.js';
import { listCompanyNames } from './company.repository.js';
import * as service from './company.service.js';

/** Masjid calls of SPEC.md section 7; static paths are registered before `/:id` so they win. */
export function companyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/auth/companies/url/active', async (c) => c.json(await service.listPublicCompanyUrls(deps)))
    .get('/api/auth/companies/url', async (c) => c.json(await listCompanyNames(deps.db)))
    .get('/api/auth/companies', async (c) => {
      requireSuperAdmin(c);
      return c.json(await service.listAllCompanies(deps));
    })
    .post('/api/auth/companies', jsonBody(companyInputSchema, 'company'), async (c) => {
      currentAuth(c); // registration is open: anyone may register a masjid, which starts inactive
      const company = await service.createCompany(deps, c.req.valid('json'));
      await grantRegistrationClaim(c, deps, company.id);
      return c.json({ successful: true, message: 'Successfully saved company', target: company });
    })
    .get('/api/auth/companies/:id/activate', async (c) => {
      const auth = requireSuperAdmin(c);
      const active = booleanQuery(c.req.query('active'), 'active');
      const target = await service.setCompanyActive(deps, auth, c.req.param('id'), active);
      return c.json({ successful: true, message: active ? 'Masjid activated' : 'Masjid deactivated', target });
    })
    .get('/api/auth/companies/:id', async (c) => {
      const auth = requireAuth(c);
      return c.json(await service.getCompany(deps, auth, c.req.param('id')));
    })
    .put('/api/auth/companies/:id', signedIn, jsonBody(companyInputSchema, 'company'), async (c) => {
      const auth = requireAuth(c);
      const company = await service.updateCompany(deps, auth, c.req.param('id'), c.req.valid('json'));
      return c.json({ successful: true, message: 'Successfully updated company', target: company });
    })
    .delete('/api/auth/companies/:id', async (c) => {
      const auth = requireSuperAdmin(c);
      await service.removeCompany(deps, auth, c.req.param('id'));
      return c.json({ successful: true, message: 'Masjid deleted' });
    });
}
