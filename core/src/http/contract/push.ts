import { z } from 'zod';
import { subscribeSchema, unsubscribeSchema } from '../../push/push-alerts.schema.js';
import { endpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import { segment } from './text-values.js';

/**
 * Prayer alerts for worshippers without an account: server/src/push (docs/outside-the-hall.md). The
 * dashboard's alert options and the service worker build these addresses from `PATHS`, without zod.
 */

/** GET /api/push/vapid-public-key: the server's VAPID public key, for PushManager.subscribe(). */
export const VAPID_PUBLIC_KEY = endpoint<{ publicKey: string }>()({
  method: 'GET',
  path: PATHS.vapidPublicKey,
  doc: {
    tag: 'Prayer alerts',
    summary: "The server's VAPID public key, for PushManager.subscribe().",
    access: 'anyone',
  },
  params: z.object({}),
  answer: z.object({ publicKey: z.string() }),
});

/** POST /api/companies/url/{companyUrl}/push-subscriptions {subscription, alerts}: subscribes, or changes the alerts. */
export const SUBSCRIBE_PUSH = endpoint<{ successful: true; id: string }>()({
  method: 'POST',
  path: PATHS.pushSubscriptions,
  doc: {
    tag: 'Prayer alerts',
    summary:
      "Subscribe a browser to a masjid's prayer alerts (azan, iqama, minutes before iqama, per prayer); again to change them.",
    access: 'public-masjid',
  },
  params: z.object({ companyUrl: segment }),
  body: subscribeSchema,
  answer: z.object({ successful: z.literal(true), id: z.string() }),
});

/** POST /api/push-subscriptions/unsubscribe {endpoint}: ends a browser's alerts; knowing the endpoint is the proof. */
export const UNSUBSCRIBE_PUSH = endpoint<{ successful: true; removed: number }>()({
  method: 'POST',
  path: PATHS.unsubscribePush,
  doc: {
    tag: 'Prayer alerts',
    summary: "End a browser's prayer alerts (the endpoint is the proof).",
    access: 'anyone',
  },
  params: z.object({}),
  body: unsubscribeSchema,
  answer: z.object({
    successful: z.literal(true),
    removed: z.number().int().meta({ description: 'Subscriptions removed (0 when it was unknown).' }),
  }),
});
