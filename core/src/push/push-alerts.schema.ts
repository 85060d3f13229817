import { z } from 'zod';

import { LANGUAGES } from '../i18n/languages.js';
import { LANGUAGE_INVALID } from '../user/user.schema.js';
import { ALERT_PRAYERS, MAX_BEFORE_IQAMA_MINUTES, type AlertPrayer } from './alert-prayers.js';

export { ALERT_PRAYERS, MAX_BEFORE_IQAMA_MINUTES, type AlertKind, type AlertPrayer } from './alert-prayers.js';

export const prayerAlertSchema = z.object({
  azan: z.boolean().default(false),
  iqama: z.boolean().default(false),
  /** Minutes before the iqama, 0 for none. */
  beforeIqamaMinutes: z
    .number()
    .int()
    .min(0)
    .max(MAX_BEFORE_IQAMA_MINUTES, `At most ${MAX_BEFORE_IQAMA_MINUTES} minutes`)
    .default(0),
});
export type PrayerAlert = z.output<typeof prayerAlertSchema>;

const off = { azan: false, iqama: false, beforeIqamaMinutes: 0 };
export const alertSettingsSchema = z.object(
  Object.fromEntries(ALERT_PRAYERS.map((prayer) => [prayer, prayerAlertSchema.default(off)])) as Record<
    AlertPrayer,
    z.ZodDefault<typeof prayerAlertSchema>
  >,
);
export type AlertSettings = z.output<typeof alertSettingsSchema>;

const base64url = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

/** What PushSubscription.toJSON() gives in the browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url('Endpoint must be a URL').max(1000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});

/** POST /api/companies/url/{url}/push-subscriptions (docs/outside-the-hall.md). */
export const subscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  alerts: alertSettingsSchema,
  /** The subscribing page's language, for the alerts' words; left out: the request's Accept-Language, else the masjid's. */
  language: z.enum(LANGUAGES, { error: LANGUAGE_INVALID }).optional(),
});
export type SubscribeInput = z.output<typeof subscribeSchema>;

/** POST /api/push-subscriptions/unsubscribe: knowing the endpoint (a secret of the browser) is the proof. */
export const unsubscribeSchema = z.object({ endpoint: z.string().url().max(1000) });
