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
  handle(scheme: string, handler: (request: { url: string }) => Response | Promise<Response>): void;
}

/**
 * Electron security checklist: 'Avoid usage of the file:// protocol and prefer usage of custom
 * protocols'. The renderer is served as minaret://app/..., a standard secure origin of its own, so a page
 * cannot read other local files and the IPC gateway can tell the app's frames from anything else.
 * Must run before the app is ready.
 */
export function registerAppScheme(protocol: SchemeRegistrar): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/** Where the app protocol finds a kept recording (recording-store.ts); null when the path is not one. */
export type RecordingSource = (pathname: string) => Promise<Response | null>;

/**
 * Serves the built renderer (out/renderer) with the app's Content Security Policy on every answer, and the
 * recordings main keeps at their server path (`/api/sound-files/...`), so the window's player finds them at
 * the address the dashboard answer gives without going to the network (docs/sound.md).
 */
export function serveRenderer(protocol: ProtocolHandler, rendererDir: string, recordings?: RecordingSource): void {
  protocol.handle(APP_SCHEME, (request) => rendererResponse(rendererDir, request.url, recordings));
}

export async function rendererResponse(
  rendererDir: string,
  address: string,
  recordings?: RecordingSource,
): Promise<Response> {
  const headers = { 'content-security-policy': RENDERER_CSP, 'x-content-type-options': 'nosniff' };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return new Response('Bad request', { status: 400, headers });
  }
  if (url.host !== APP_HOST) return new Response('Not found', { status: 404, headers });
  if (recordings && url.pathname.startsWith('/api/sound-files/')) {
    const kept = await recordings(url.pathname);
    if (!kept) return new Response('Not found', { status: 404, headers });
    kept.headers.set('content-security-policy', RENDERER_CSP);
    kept.headers.set('x-content-type-options', 'nosniff');
    return kept;
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
