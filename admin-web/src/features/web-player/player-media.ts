import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { posterUrlFor } from '@core/playlists/posters.js';
import { displayPixelWidth } from '../../lib/display-pixels.js';
import { VIDEO_MAX_BYTES } from '@core/playlists/video.js';

/**
 * The sounds a screen plays, kept for a whole year offline (docs/screens.md, "A whole year offline"): the
 * page puts every recording the dashboard answer names into this cache, and the service worker
 * (admin-web/src/sw/service-worker.ts) answers from it when the network does not; so are the playlist's
 * posters (docs/screens.md, "Posters") and videos ("Videos"), which it answers from here first, in ranges.
 * The slides' pictures need nothing here: they travel inside the answer (data URLs), so the saved year
 * holds them.
 */
export const PLAYER_MEDIA_CACHE = 'minaret-player-media';
/** A recording is at most 20 MB, a poster 10 MB, a video 100 MB: a file over this is not one to keep on the screen. */
const MEDIA_MAX_BYTES = VIDEO_MAX_BYTES;
/** A whole exchange, body included: a recording or a poster in two minutes, a 100 MB video in ten. */
const MEDIA_DEADLINE_MS = 120_000;
const VIDEO_DEADLINE_MS = 600_000;

/**
 * The absolute addresses of the recordings (`sound.sounds[].url`; built-in tones have none) and posters in a
 * dashboard answer; of each poster, the stored size this display draws (`posterUrlFor`).
 */
export function mediaUrls(data: DashboardData, origin: string, displayWidth = displayPixelWidth()): string[] {
  const urls = new Set<string>();
  const named = [
    ...(data.sound?.sounds ?? []).map((sound) => sound.url),
    ...(data.playlist?.posters ?? []).map((poster) =>
      Array.isArray(poster.sizes) ? posterUrlFor(poster, displayWidth) : poster.url,
    ),
    ...(data.playlist?.videos ?? []).map((video) => video.url),
  ];
  for (const address of named) {
    if (typeof address !== 'string' || address === '') continue;
    try {
      const url = new URL(address, origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') urls.add(url.href);
    } catch {
      // Not an address: nothing to keep.
    }
  }
  return [...urls];
}

/** The response with its body counted as it is read: past `max` bytes the stream fails, and nothing is kept. */
function capped(response: Response, max: number): Response {
  if (!response.body) return response;
  let size = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > max) controller.error(new Error(`larger than ${max} bytes`));
      else controller.enqueue(chunk);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(response.body.pipeThrough(counter), { status, statusText, headers });
}

async function keepOne(cache: Cache, url: string, origin: string, deadline: number): Promise<void> {
  // Another server's file comes back opaque (no CORS asked of it): kept as it is, as the audio element asks for it.
  const sameOrigin = new URL(url).origin === origin;
  const abort = new AbortController();
  // The deadline runs until the file is in the cache, not only until its headers arrive.
  const timer = setTimeout(() => abort.abort(), deadline);
  try {
    const response = await fetch(url, { mode: sameOrigin ? 'cors' : 'no-cors', signal: abort.signal });
    if (sameOrigin && !response.ok) return;
    if (Number(response.headers.get('content-length') ?? 0) > MEDIA_MAX_BYTES) return;
    await cache.put(url, sameOrigin ? capped(response, MEDIA_MAX_BYTES) : response);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Brings the cache in line with the answer: fetches what it names and the cache lacks, drops what it no
 * longer names. One file at a time, in the background; a failure is tried again at the next answer.
 */
let keeping = false;
export async function keepMedia(data: DashboardData, origin = window.location.origin): Promise<void> {
  // One run at a time (an answer comes every 10 minutes); the next answer brings what this one missed.
  if (typeof caches === 'undefined' || keeping) return;
  keeping = true;
  try {
    await keepAll(data, origin);
  } finally {
    keeping = false;
  }
}

async function keepAll(data: DashboardData, origin: string): Promise<void> {
  const cache = await caches.open(PLAYER_MEDIA_CACHE);
  const wanted = mediaUrls(data, origin);
  const videos = new Set((data.playlist?.videos ?? []).map((video) => new URL(video.url, origin).href));
  for (const request of await cache.keys()) if (!wanted.includes(request.url)) await cache.delete(request);
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    const deadline = videos.has(url) ? VIDEO_DEADLINE_MS : MEDIA_DEADLINE_MS;
    await keepOne(cache, url, origin, deadline).catch(() => undefined);
  }
}
