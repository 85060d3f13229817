import type { BodyOf } from '@core/http/contract/endpoint.js';
import { LIGHT } from '@core/http/contract/light.js';
import type { Language } from '@core/i18n/languages.js';
import type { AlertSettings } from '@core/push/push-alerts.schema.js';
import { call } from '../../../lib/api-client.js';

// The dashboard shows these options, so the endpoints are the light ones, without zod (docs/api.md, "The contract").

/** GET /api/push/vapid-public-key */
export const getVapidPublicKey = () => call(LIGHT.VAPID_PUBLIC_KEY);

/** What the server keeps of a browser's subscription: its endpoint and the keys to write to it with. */
export type PushSubscriptionKeys = BodyOf<typeof LIGHT.SUBSCRIBE_PUSH>['subscription'];

/** POST /api/companies/url/{url}/push-subscriptions */
export const saveSubscription = (
  companyUrl: string,
  subscription: PushSubscriptionKeys,
  alerts: AlertSettings,
  /** The page's language: the alerts are written in it (docs/outside-the-hall.md "Prayer alerts"). */
  language: Language,
) => call(LIGHT.SUBSCRIBE_PUSH, { params: { companyUrl }, body: { subscription, alerts, language } });

/** POST /api/push-subscriptions/unsubscribe */
export const removeSubscription = (endpoint: string) => call(LIGHT.UNSUBSCRIBE_PUSH, { body: { endpoint } });
