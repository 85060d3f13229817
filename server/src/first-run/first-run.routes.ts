import { Hono } from 'hono';
import { ACTIVATION_REQUEST_HOURS } from '@core/first-run/first-run.types.js';
import { ASK_ACTIVATION, FIRST_RUN } from '@core/http/contract/first-run.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { administeredMasjid, askActivation, firstRunStatus } from './first-run.service.js';

export function firstRunRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(FIRST_RUN.path, endpointParams(FIRST_RUN), async (c) => {
      const auth = callerOf(c);
      const masjid = await administeredMasjid(deps, auth, endpointInput(c, FIRST_RUN).params.companyId);
      return c.json(await firstRunStatus(deps, masjid));
    })
    .post(ASK_ACTIVATION.path, endpointParams(ASK_ACTIVATION), async (c) => {
      const auth = callerOf(c);
      const masjid = await administeredMasjid(deps, auth, endpointInput(c, ASK_ACTIVATION).params.companyId);
      const target = await askActivation(deps, auth, masjid);
      const message = successMessage(
        c,
        target.sent
          ? text('server.done.activationAsked')
          : text('server.done.activationAskedRecently', { hours: ACTIVATION_REQUEST_HOURS }),
      );
      return c.json({ successful: true, message, target });
    });
}
