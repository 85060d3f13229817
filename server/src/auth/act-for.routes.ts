import { Hono } from 'hono';
import { ACT_FOR } from '@core/http/contract/account.js';
import type { AppDeps } from '../app-deps.js';
import type { AppEnv } from '../http/env.js';
import { jsonBody } from '../http/validate.js';
import { callerOf } from './access.js';
import { actFor } from './act-for.service.js';

/** The super admin's masjid switcher (docs/volunteer.md "Masjid switcher"). */
export function actForRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(ACT_FOR.path, jsonBody(ACT_FOR.body, 'actFor'), async (c) => {
    const auth = callerOf(c);
    return c.json(await actFor(deps, auth, c.req.valid('json').companyId));
  });
}
