import fs from 'node:fs/promises';
import path from 'node:path';
import { pathSegmentsInside } from '@core/http/url-path.js';
import { RENDERER_CSP } from './content-security-policy.js';

export const APP_SCHEME = 'minaret';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

export interface SchemeRegistrar {
  registerSchemesAsPrivileged(schemes: Array<{ scheme: string; privileges: Record<string, boolean> }>): void;
}

export interface ProtocolHandler {
  handle(scheme: string, handler: (request: { url: string; headers?: Headers }) => Response | Promise<Response>): void;
}

/**
 * Electron security checklist: 'Avoid usage of the file:// protocol and prefer usage of custom
 * protocols'. The renderer is served as minaret://app/..., a standard secure origin of its own, so a page
 * cannot read other local files and the IPC gateway can tell the app's frames from anything else.
 * Must run before the app is ready.
 */
export function registerAppScheme(protocol: SchemeRegistrar): void {
  protocol.registerSchemesAsPrivileged([
    // `stream`: the window's video and audio elements read kept files in ranges (docs/screens.md, "Videos").
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true, stream: true },
    },
  ]);
}

/**
 * Where the app protocol finds a kept recording or video (kept-files.ts), whole or the range asked; null when
 * the path is not one, or it is not kept.
 */
export type KeptSource = (pathname: string, range: string | null) => Promise<Response | null>;
/** The server paths main keeps files under: recordings (docs/sound.md) and the playlist's videos (docs/screens.md). */
const KEPT_PREFIXES = ['/api/sound-files/', '/api/video-files/'];

/**
 * Serves the built renderer (out/renderer) with the app's Content Security Policy on every answer, and the
 * recordings and videos main keeps at their server path (`/api/sound-files/...`, `/api/video-files/...`),
 * so the window finds them at the address the dashboard answer gives without going to the network.
 */
export function serveRenderer(protocol: ProtocolHandler, rendererDir: string, kept?: KeptSource): void {
  protocol.handle(APP_SCHEME, (request) =>
    rendererResponse(rendererDir, request.url, kept, request.headers?.get('range') ?? null),
  );
}

export async function rendererResponse(
  rendererDir: string,
  address: string,
  kept?: KeptSource,
  range: string | null = null,
): Promise<Response> {
  const headers = { 'content-security-policy': RENDERER_CSP, 'x-content-type-options': 'nosniff' };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return new Response('Bad request', { status: 400, headers });
  }
  if (url.host !== APP_HOST) return new Response('Not found', { status: 404, headers });
  if (kept && KEPT_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    const file = await kept(url.pathname, range);
    if (!file) return new Response('Not found', { status: 404, headers });
    file.headers.set('content-security-policy', RENDERER_CSP);
    file.headers.set('x-content-type-options', 'nosniff');
    return file;
  }
  const segments = pathSegmentsInside(url.pathname === '/' ? '/index.html' : url.pathname);
  const file = segments && path.join(path.resolve(rendererDir), ...segments);
  if (!file) return new Response('Not found', { status: 404, headers });
  try {
    const body = await fs.readFile(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    return new Response(new Uint8Array(body), { headers: { ...headers, 'content-type': type } });
  } catch {
    return new Response('Not found', { status: 404, headers });
  }
}
