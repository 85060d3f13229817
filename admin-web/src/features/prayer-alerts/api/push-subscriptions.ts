import { fillPath, PATHS } from '@core/http/contract/paths.js';
import type { ResponseOf } from '@core/http/contract/endpoint.js';
import type { SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH, VAPID_PUBLIC_KEY } from '@core/http/contract/push.js';
import type { Language } from '@core/i18n/languages.js';
import type { AlertSettings } from '@core/push/push-alerts.schema.js';
import { api } from '../../../lib/api-client.js';

// The dashboard shows these options, so the addresses come from the zod-free paths (docs/api.md, "The contract").

/** GET /api/push/vapid-public-key */
export const getVapidPublicKey = () => api.get<ResponseOf<typeof VAPID_PUBLIC_KEY>>(PATHS.vapidPublicKey);

/** POST /api/companies/url/{url}/push-subscriptions */
export const saveSubscription = (
  companyUrl: string,
  subscription: PushSubscriptionJSON,
  alerts: AlertSettings,
  /** The page's language: the alerts are written in it (docs/outside-the-hall.md "Prayer alerts"). */
  language: Language,
) =>
  api.post<ResponseOf<typeof SUBSCRIBE_PUSH>>(fillPath(PATHS.pushSubscriptions, { companyUrl }), {
    subscription,
    alerts,
    language,
  });

/** POST /api/push-subscriptions/unsubscribe */
export const removeSubscription = (endpoint: string) =>
  api.post<ResponseOf<typeof UNSUBSCRIBE_PUSH>>(PATHS.unsubscribePush, { endpoint });
