import type { AnyEndpoint } from './endpoint.js';
import { PATHS } from './paths.js';
import type { CALENDAR } from './calendar.js';
import type { CALENDAR_FEED } from './calendar-feed.js';
import type { WEB_MANIFEST } from './manifest.js';
import type { CHANGE_EVENTS, DASHBOARD_BY_ID, DASHBOARD_BY_URL, PUBLIC_CONTENT } from './public-reads.js';
import type { SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH, VAPID_PUBLIC_KEY } from './push.js';
import type { QURAN_OF_THE_DAY } from './reminders.js';
import type { PAIRING_STATUS, SCREEN_HEARTBEAT, START_PAIRING } from './screens.js';
import type { HEALTH } from './server-status.js';
import type { WEATHER } from './weather.js';

/**
 * An endpoint as a light client names it (a widget, the dashboard, the web player, the service worker): its
 * method and path, typed as the contract's declaration so that `call()` checks its parameters, query and
 * body and types its answer, without loading the declaration's zod schemas (docs/api.md, "The contract").
 * The typed call reads only the method and the path; light.test.ts holds each one to its declaration.
 */
function light<E extends AnyEndpoint>(method: E['method'], path: E['path']): E {
  return { method, path } as unknown as E;
}

export const LIGHT = {
  DASHBOARD_BY_URL: light<typeof DASHBOARD_BY_URL>('GET', PATHS.dashboardByUrl),
  DASHBOARD_BY_ID: light<typeof DASHBOARD_BY_ID>('GET', PATHS.dashboardById),
  WEATHER: light<typeof WEATHER>('GET', PATHS.weather),
  CHANGE_EVENTS: light<typeof CHANGE_EVENTS>('GET', PATHS.changeEvents),
  PUBLIC_CONTENT: light<typeof PUBLIC_CONTENT>('GET', PATHS.publicContent),
  CALENDAR: light<typeof CALENDAR>('GET', PATHS.calendar),
  QURAN_OF_THE_DAY: light<typeof QURAN_OF_THE_DAY>('GET', PATHS.quranOfTheDay),
  CALENDAR_FEED: light<typeof CALENDAR_FEED>('GET', PATHS.calendarFeed),
  WEB_MANIFEST: light<typeof WEB_MANIFEST>('GET', PATHS.webManifest),
  HEALTH: light<typeof HEALTH>('GET', PATHS.health),
  VAPID_PUBLIC_KEY: light<typeof VAPID_PUBLIC_KEY>('GET', PATHS.vapidPublicKey),
  SUBSCRIBE_PUSH: light<typeof SUBSCRIBE_PUSH>('POST', PATHS.pushSubscriptions),
  UNSUBSCRIBE_PUSH: light<typeof UNSUBSCRIBE_PUSH>('POST', PATHS.unsubscribePush),
  START_PAIRING: light<typeof START_PAIRING>('POST', PATHS.screenPairings),
  PAIRING_STATUS: light<typeof PAIRING_STATUS>('GET', PATHS.screenPairing),
  SCREEN_HEARTBEAT: light<typeof SCREEN_HEARTBEAT>('POST', PATHS.screenHeartbeat),
} as const;
