import { Hono } from 'hono';
import {
  DECLARE_MONTH,
  MONTH_DECLARATIONS,
  RESTORE_MONTH_DECLARATIONS,
  WITHDRAW_MONTH_DECLARATION,
} from '@core/http/contract/month-declarations.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { text } from '../http/server-text.js';
import { successMessage } from '../http/success-message.js';
import { jsonBody } from '../http/validate.js';
import {
  declareMonth,
  listDeclarations,
  restoreDeclarations,
  withdrawDeclaration,
} from './month-declarations.service.js';

/**
 * A masjid's answers about the start of Hijri months (docs/jumuah-eid-ramadan.md), for its admins and super
 * admins; screens read the resolved calendar in the dashboard answer. On the contract
 * (core/src/http/contract/month-declarations.ts).
 */
export function monthDeclarationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(MONTH_DECLARATIONS.path, endpointParams(MONTH_DECLARATIONS), async (c) => {
      const { companyId } = endpointInput(c, MONTH_DECLARATIONS).params;
      return c.json(await listDeclarations(deps, companyId));
    })
    .put(DECLARE_MONTH.path, endpointParams(DECLARE_MONTH), jsonBody(DECLARE_MONTH.body), async (c) => {
      const { companyId } = endpointInput(c, DECLARE_MONTH).params;
      const auth = callerOf(c);
      const target = await declareMonth(deps, auth, companyId, c.req.valid('json'));
      return c.json({ successful: true, message: successMessage(c, text('server.done.monthDeclared')), target });
    })
    .delete(
      WITHDRAW_MONTH_DECLARATION.path,
      endpointParams(WITHDRAW_MONTH_DECLARATION),
      jsonBody(WITHDRAW_MONTH_DECLARATION.body),
      async (c) => {
        const { companyId } = endpointInput(c, WITHDRAW_MONTH_DECLARATION).params;
        const target = await withdrawDeclaration(deps, companyId, c.req.valid('json'));
        return c.json({ successful: true, message: successMessage(c, text('server.done.monthWithdrawn')), target });
      },
    )
    .post(
      RESTORE_MONTH_DECLARATIONS.path,
      endpointParams(RESTORE_MONTH_DECLARATIONS),
      jsonBody(RESTORE_MONTH_DECLARATIONS.body),
      async (c) => {
        const { companyId } = endpointInput(c, RESTORE_MONTH_DECLARATIONS).params;
        const auth = callerOf(c);
        const target = await restoreDeclarations(deps, auth, companyId, c.req.valid('json').entryId);
        return c.json({ successful: true, message: successMessage(c, text('server.done.monthsRestored')), target });
      },
    );
}
