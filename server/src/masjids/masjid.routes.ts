import { acceptedLanguage } from '../http/server-text.js';
import { Hono } from 'hono';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import {
  MASJIDS,
  MASJID,
  CREATE_MASJID,
  DELETE_MASJID,
  MASJID_NAMES,
  OWN_REGISTRATION,
  SET_MASJID_ACTIVE,
  UPDATE_MASJID,
} from '@core/http/contract/masjids.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf, currentAuth } from '../auth/access.js';
import { isSuperAdmin } from '@core/auth/roles.js';
import { grantRegistrationClaim, registrationClaim } from '../auth/registration-claim.js';
import { clientAddress } from '../http/client-address.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { jsonBody } from '../http/validate.js';
import { listCompanyNames } from './masjid.repository.js';
import * as service from './masjid.service.js';
import { ownRegistration, registerOrContinue } from './registration.service.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';

/** Masjid calls of docs/product-rules.md ("API calls"); static paths are registered before `/:id` so they win. */
export function masjidRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get(ACTIVE_MASJIDS.path, async (c) => c.json(await service.listPublicCompanyUrls(deps)))
      .get(MASJID_NAMES.path, async (c) => {
        // Every masjid for a super admin; anyone else sees only public ones (an inactive masjid is not public).
        const everyone = isSuperAdmin(currentAuth(c)?.roles);
        return c.json(everyone ? await listCompanyNames(deps.db) : await service.listPublicCompanyUrls(deps));
      })
      .get(MASJIDS.path, async (c) => {
        return c.json(await service.listAllMasjids(deps));
      })
      // Only the registering browser's own cookie is read: nothing about anyone else's registration shows.
      .get(OWN_REGISTRATION.path, async (c) => c.json(await ownRegistration(deps, await registrationClaim(c, deps))))
      .post(CREATE_MASJID.path, jsonBody(CREATE_MASJID.body, 'company'), async (c) => {
        // Registration is open (a masjid starts inactive), but counted per address so nobody can flood it.
        const visitor = !currentAuth(c);
        if (visitor) await deps.throttle.registration(clientAddress(c, deps.config.trustProxy));
        // A visitor who went Back from the first-admin step continues the same masjid (docs/volunteer.md "Registration").
        // The language the visitor registers in (their browser's, as the form showed it) is the public pages' first language.
        const masjid = visitor
          ? await registerOrContinue(
              deps,
              c.req.valid('json'),
              await registrationClaim(c, deps),
              acceptedLanguage(c.req.header('accept-language')),
            )
          : await service.createMasjid(deps, c.req.valid('json'));
        await grantRegistrationClaim(c, deps, masjid.id);
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.masjidSaved')),
          target: masjid,
        });
      })
      .get(SET_MASJID_ACTIVE.path, endpointParams(SET_MASJID_ACTIVE), async (c) => {
        const auth = callerOf(c);
        const { params, query } = endpointInput(c, SET_MASJID_ACTIVE);
        const target = await service.setMasjidActive(deps, auth, params.id, query.active);
        return c.json({
          successful: true,
          message: successMessage(
            c,
            text(query.active ? 'server.done.masjidActivated' : 'server.done.masjidDeactivated'),
          ),
          target,
        });
      })
      .get(MASJID.path, endpointParams(MASJID), async (c) => {
        const auth = callerOf(c);
        return c.json(await service.getMasjid(deps, auth, endpointInput(c, MASJID).params.id));
      })
      .put(UPDATE_MASJID.path, endpointParams(UPDATE_MASJID), jsonBody(UPDATE_MASJID.body, 'company'), async (c) => {
        const auth = callerOf(c);
        const { id } = endpointInput(c, UPDATE_MASJID).params;
        const masjid = await service.updateMasjid(deps, auth, id, c.req.valid('json'));
        return c.json({
          successful: true,
          message: successMessage(c, text('server.done.masjidUpdated')),
          target: masjid,
        });
      })
      .delete(DELETE_MASJID.path, endpointParams(DELETE_MASJID), async (c) => {
        const auth = callerOf(c);
        await service.removeMasjid(deps, auth, endpointInput(c, DELETE_MASJID).params.id);
        return c.json({ successful: true, message: successMessage(c, text('server.done.masjidDeleted')) });
      })
  );
}
