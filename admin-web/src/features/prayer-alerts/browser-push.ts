import type { Language } from '@core/i18n/languages.js';
import type { AlertSettings } from '@core/push/push-alerts.schema.js';
import {
  getVapidPublicKey,
  removeSubscription,
  saveSubscription,
  type PushSubscriptionKeys,
} from './api/push-subscriptions.js';

/** Whether this browser can receive Web Push at all (iPhones: only from the installed page). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The browser (or its user) refused notifications for this site; the page words it in its own language. */
export class NotificationsBlockedError extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in the browser settings.');
  }
}

/** Asks for permission, subscribes this browser with the server's VAPID key, and saves the choices. */
export async function turnOnAlerts(companyUrl: string, alerts: AlertSettings, language: Language): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new NotificationsBlockedError();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes((await getVapidPublicKey()).publicKey),
    }));
  await saveSubscription(companyUrl, keysOf(subscription), alerts, language);
}

/** The browser's JSON of a subscription may leave its keys out; the server refuses one without them (400). */
function keysOf(subscription: PushSubscription): PushSubscriptionKeys {
  const keys = subscription.toJSON().keys ?? {};
  return { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

/** Ends this browser's alerts on the server and with the push service. */
export async function turnOffAlerts(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await removeSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
