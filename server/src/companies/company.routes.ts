import { Hono } from 'hono';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import {
  COMPANIES,
  COMPANY,
  CREATE_COMPANY,
  DELETE_COMPANY,
  MASJID_NAMES,
  SET_COMPANY_ACTIVE,
  UPDATE_COMPANY,
} from '@core/http/contract/companies.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth, requireAuth, requireSuperAdmin, signedIn } from '../auth/access.js';
import { isSuperAdmin } from '@core/auth/roles.js';
import { grantRegistrationClaim, registrationClaim } from '../auth/registration-claim.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { jsonBody } from '../http/validate.js';
import { listCompanyNames } from './company.repository.js';
import * as service from './company.service.js';
import { registerOrContinue } from './registration.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/** Masjid calls of docs/product-rules.md ("API calls"); static paths are registered before `/:id` so they win. */
export function companyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(ACTIVE_MASJIDS.path, async (c) => c.json(await service.listPublicCompanyUrls(deps)))
    .get(MASJID_NAMES.path, async (c) => {
      // Every masjid for a super admin; anyone else sees only public ones (an inactive masjid is not public).
      const everyone = isSuperAdmin(currentAuth(c)?.roles);
      return c.json(everyone ? await listCompanyNames(deps.db) : await service.listPublicCompanyUrls(deps));
    })
    .get(COMPANIES.path, async (c) => {
      requireSuperAdmin(c);
      return c.json(await service.listAllCompanies(deps));
    })
    .post(CREATE_COMPANY.path, jsonBody(CREATE_COMPANY.body, 'company'), async (c) => {
      // Registration is open (a masjid starts inactive), but counted per address so nobody can flood it.
      const visitor = !currentAuth(c);
      if (visitor) await deps.throttle.registration(clientAddress(c, deps.config.trustProxy));
      // A visitor who went Back from the first-admin step continues the same masjid (docs/volunteer.md "Registration").
      const company = visitor
        ? await registerOrContinue(deps, c.req.valid('json'), await registrationClaim(c, deps))
        : await service.createCompany(deps, c.req.valid('json'));
      await grantRegistrationClaim(c, deps, company.id);
      return c.json({ successful: true, message: successMessage(c, text('server.done.masjidSaved')), target: company });
    })
    .get(SET_COMPANY_ACTIVE.path, endpointParams(SET_COMPANY_ACTIVE), async (c) => {
      const auth = requireSuperAdmin(c);
      const { params, query } = endpointInput(c, SET_COMPANY_ACTIVE);
      const target = await service.setCompanyActive(deps, auth, params.id, query.active);
      return c.json({
        successful: true,
        message: successMessage(
          c,
          text(query.active ? 'server.done.masjidActivated' : 'server.done.masjidDeactivated'),
        ),
        target,
      });
    })
    .get(COMPANY.path, endpointParams(COMPANY), async (c) => {
      const auth = requireAuth(c);
      return c.json(await service.getCompany(deps, auth, endpointInput(c, COMPANY).params.id));
    })
    .put(
      UPDATE_COMPANY.path,
      signedIn,
      endpointParams(UPDATE_COMPANY),
      jsonBody(UPDATE_COMPANY.body, 'company'),
      async (c) => {
        const auth = requireAuth(c);
        const { id } = endpointInput(c, UPDATE_COMPANY).params;
        const company = await service.updateCompany(deps, auth, id, c.req.valid('json'));
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.masjidUpdated')),
          target: company,
        });
      },
    )
    .delete(DELETE_COMPANY.path, endpointParams(DELETE_COMPANY), async (c) => {
      const auth = requireSuperAdmin(c);
      await service.removeCompany(deps, auth, endpointInput(c, DELETE_COMPANY).params.id);
      return c.json({ successful: true, message: successMessage(c, text('server.done.masjidDeleted')) });
    });
}
