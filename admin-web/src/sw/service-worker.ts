/// <reference lib="webworker" />
/**
 * The service worker of the installable masjid page (docs/outside-the-hall.md) and of the web player at
 * /screen (docs/screens.md, "A whole year offline"), built with workbox into
 * dist/web/sw.js. It keeps the page's shell so the page opens without a network: the HTML (fresh from the
 * network when there is one, else the last copy) and the hashed scripts, styles and fonts (they never
 * change under one name), and the player's recordings. The prayer times are not kept here: the page saves
 * its own copy with the time it was fetched, so it can say how old the times are.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { typedCall } from '@core/http/contract/call.js';
import { LIGHT } from '@core/http/contract/light.js';
import { byteRange } from '@core/http/byte-range.js';

declare const self: ServiceWorkerGlobalScope;

// A new version takes over at once: the shell it keeps is only ever the newest build's.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Every page is the same index.html; admin pages and the API are left to the network (they need it anyway).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'minaret-pages',
      networkTimeoutSeconds: 4,
      plugins: [new ExpirationPlugin({ maxEntries: 20 })],
    }),
    {
      allowlist: [/./],
      denylist: [/^\/auth/, /^\/api\//, /^\/static\//],
    },
  ),
);
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'minaret-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 90 * 24 * 3600 })],
  }),
);
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/pwa/') ||
      url.pathname === '/favicon.svg' ||
      url.pathname.endsWith('/manifest.webmanifest')),
  new StaleWhileRevalidate({ cacheName: 'minaret-install' }),
);

/**
 * The web player's recordings (docs/screens.md, "A whole year offline"): the page keeps every sound its
 * dashboard answer names in this cache (admin-web/src/features/web-player/player-media.ts); the network
 * answers first, and the kept file when the network does not (a whole file, also for a ranged request:
 * the audio element plays it). Same name as PLAYER_MEDIA_CACHE, not imported to keep the worker small.
 */
const PLAYER_MEDIA_CACHE = 'minaret-player-media';

/**
 * A kept file answered to a ranged request (video elements ask for ranges, and need 206 to play and seek):
 * the slice asked, from the whole file in the cache.
 */
async function partialFrom(request: Request, kept: Response): Promise<Response> {
  const header = request.headers.get('range');
  if (!header) return kept;
  const blob = await kept.blob();
  const range = byteRange(header, blob.size);
  if (range.kind === 'whole') return new Response(blob, { status: 200, headers: kept.headers });
  const headers = new Headers(kept.headers);
  if (range.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${blob.size}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('content-range', `bytes ${range.start}-${range.end}/${blob.size}`);
  headers.set('content-length', String(range.end - range.start + 1));
  return new Response(blob.slice(range.start, range.end + 1), { status: 206, headers });
}

/**
 * The playlist's posters and videos (docs/screens.md, "Posters", "Videos"): their addresses name their bytes,
 * so a kept copy is always right and is answered first, a range of it when a range is asked; the network only
 * for what is not kept yet. A video the page keeps plays on with the network cut.
 */
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/api/video-files/') || url.pathname.startsWith('/api/poster-files/')),
  async ({ request }) => {
    const kept = await (await caches.open(PLAYER_MEDIA_CACHE)).match(request.url);
    return kept ? partialFrom(request, kept) : fetch(request);
  },
);
registerRoute(
  ({ request }) => request.method === 'GET' && (request.destination === 'audio' || request.destination === 'video'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await (await caches.open(PLAYER_MEDIA_CACHE)).match(request.url);
      if (kept) return kept;
      throw error;
    }
  },
);

/** What the server pushes for a prayer alert (server/src/push/push.service.ts). */
interface AlertPayload {
  title?: string;
  body?: string;
  tag?: string;
  url?: string;
}

// Prayer alerts (docs/outside-the-hall.md): shown as they come, with a way to stop them from the notification.
self.addEventListener('push', (event) => {
  let alert: AlertPayload;
  try {
    alert = (event.data?.json() ?? {}) as AlertPayload;
  } catch {
    alert = { body: event.data?.text() };
  }
  const options: NotificationOptions & { actions?: Array<{ action: string; title: string }> } = {
    body: alert.body,
    tag: alert.tag,
    icon: '/pwa/icon-192.png',
    data: { url: alert.url ?? '/' },
    actions: [{ action: 'unsubscribe', title: 'Stop these alerts' }],
  };
  event.waitUntil(self.registration.showNotification(alert.title ?? 'Prayer time', options));
});

/** The contract's typed call from the worker (same origin; only 200 is success). */
const call = typedCall(async ({ method, path, body }) => {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response.json();
});

async function unsubscribeHere() {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  await call(LIGHT.UNSUBSCRIBE_PUSH, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe();
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.action === 'unsubscribe') {
    event.waitUntil(unsubscribeHere());
    return;
  }
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(self.clients.openWindow(url));
});
