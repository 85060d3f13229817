import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { pathSegmentsInside } from '@core/http/url-path.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path inside `root`, refusing anything that would climb out of it. */
export function resolveInside(root: string, urlPath: string): string | null {
  const segments = pathSegmentsInside(urlPath);
  return segments && path.join(root, ...segments);
}

export function isFile(file: string | null): file is string {
  if (!file) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Streams a file; `immutable` for content-hashed assets, otherwise revalidated on every load. */
export function sendFile(c: Context, file: string, options: { immutable: boolean }): Response {
  const stat = fs.statSync(file);
  const headers = new Headers({
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(stat.size),
    'Cache-Control': options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Last-Modified': stat.mtime.toUTCString(),
  });
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream;
  return new Response(body, { headers });
}
