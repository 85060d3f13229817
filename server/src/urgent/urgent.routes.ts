import { Hono } from 'hono';
import {
  SAVE_SERVER_NOTICE,
  SAVE_URGENT_MESSAGE,
  SERVER_NOTICE,
  URGENT_MESSAGE,
  WITHDRAW_SERVER_NOTICE,
  WITHDRAW_URGENT_MESSAGE,
} from '@core/http/contract/urgent.js';
import type { AppDeps } from '../app-deps.js';
import { callerOf } from '../auth/access.js';
import type { AppEnv } from '../http/env.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import { successMessage } from '../http/success-message.js';
import { text } from '../http/server-text.js';
import { jsonBody } from '../http/validate.js';
import { readUrgent, saveUrgent, withdrawUrgent } from './urgent.service.js';

/**
 * Urgent messages (docs/urgent-message.md): a masjid's admins (and super admins) write their masjid's; super
 * admins write the server notice shown on every masjid's screens. On the contract (core/src/http/contract/urgent.ts).
 */
export function urgentRoutes(deps: AppDeps) {
  // A write's declared access is enforced before its body (server/src/http/declared-access.ts); reads check it here.
  return new Hono<AppEnv>()
    .get(URGENT_MESSAGE.path, endpointParams(URGENT_MESSAGE), async (c) => {
      const { companyId } = endpointInput(c, URGENT_MESSAGE).params;
      return c.json(await readUrgent(deps, { kind: 'masjid', companyId }));
    })
    .put(
      SAVE_URGENT_MESSAGE.path,
      endpointParams(SAVE_URGENT_MESSAGE),
      jsonBody(SAVE_URGENT_MESSAGE.body),
      async (c) => {
        const { companyId } = endpointInput(c, SAVE_URGENT_MESSAGE).params;
        const auth = callerOf(c);
        const target = await saveUrgent(deps, auth, { kind: 'masjid', companyId }, c.req.valid('json'));
        return c.json({ successful: true, message: successMessage(c, text('server.done.urgentSent')), target });
      },
    )
    .delete(WITHDRAW_URGENT_MESSAGE.path, endpointParams(WITHDRAW_URGENT_MESSAGE), async (c) => {
      const { companyId } = endpointInput(c, WITHDRAW_URGENT_MESSAGE).params;
      const target = await withdrawUrgent(deps, { kind: 'masjid', companyId });
      return c.json({ successful: true, message: successMessage(c, text('server.done.urgentWithdrawn')), target });
    })
    .get(SERVER_NOTICE.path, async (c) => {
      return c.json(await readUrgent(deps, { kind: 'server' }));
    })
    .put(SAVE_SERVER_NOTICE.path, jsonBody(SAVE_SERVER_NOTICE.body), async (c) => {
      const auth = callerOf(c);
      const target = await saveUrgent(deps, auth, { kind: 'server' }, c.req.valid('json'));
      return c.json({ successful: true, message: successMessage(c, text('server.done.urgentSent')), target });
    })
    .delete(WITHDRAW_SERVER_NOTICE.path, async (c) => {
      const target = await withdrawUrgent(deps, { kind: 'server' });
      return c.json({ successful: true, message: successMessage(c, text('server.done.urgentWithdrawn')), target });
    });
}
