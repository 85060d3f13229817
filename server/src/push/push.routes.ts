import { Hono } from 'hono';
import { SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH, VAPID_PUBLIC_KEY } from '@core/http/contract/push.js';
import type { AppDeps } from '../app-deps.js';
import { currentAuth } from '../auth/access.js';
import { readableMasjid } from '../masjids/masjid-visibility.js';
import { clientAddress } from '../http/client-address.js';
import { endpointInput, endpointParams } from '../http/endpoint-params.js';
import type { AppEnv } from '../http/env.js';
import { acceptedLanguage } from '../http/server-text.js';
import { jsonBody } from '../http/validate.js';
import { subscribe, unsubscribe } from './push.service.js';
import { vapidKeys } from './vapid-keys.js';

/**
 * Prayer alerts for worshippers without an account (docs/outside-the-hall.md): the server's public VAPID
 * key, subscribing a browser to a public masjid's alerts, and unsubscribing it.
 */
export function pushRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(VAPID_PUBLIC_KEY.path, async (c) => c.json({ publicKey: (await vapidKeys(deps.db)).publicKey }))
    .post(
      SUBSCRIBE_PUSH.path,
      endpointParams(SUBSCRIBE_PUSH),
      async (c, next) => {
        // Permission first (docs/security.md): a masjid that is not public is not found, whatever the body.
        const { companyUrl } = endpointInput(c, SUBSCRIBE_PUSH).params;
        await readableMasjid(deps, currentAuth(c), { url: companyUrl });
        await next();
      },
      jsonBody(SUBSCRIBE_PUSH.body, 'subscription'),
      async (c) => {
        const { companyUrl } = endpointInput(c, SUBSCRIBE_PUSH).params;
        const { masjid } = await readableMasjid(deps, currentAuth(c), { url: companyUrl });
        const { id } = await subscribe(
          deps,
          masjid,
          c.req.valid('json'),
          clientAddress(c, deps.config.trustProxy),
          acceptedLanguage(c.req.header('accept-language')),
        );
        return c.json({ successful: true, id });
      },
    )
    .post(UNSUBSCRIBE_PUSH.path, jsonBody(UNSUBSCRIBE_PUSH.body), async (c) => {
      const removed = await unsubscribe(deps.db, c.req.valid('json').endpoint);
      return c.json({ successful: true, removed });
    });
}
