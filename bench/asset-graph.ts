import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a browser downloads for a built page: the files an HTML page links (scripts, module preloads,
 * stylesheets) and every JS chunk they import statically, with raw and gzip sizes (level 6, as the
 * server's compression sends them). Dynamic imports (lazy chunks) are listed apart, never counted.
 */
export interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

export function sizeOf(file: string): Asset {
  const bytes = fs.readFileSync(file);
  // woff2 is already compressed; the server sends it as it is.
  const gzip = /\.woff2?$/.test(file) ? bytes.length : zlib.gzipSync(bytes, { level: 6 }).length;
  return { file, raw: bytes.length, gzip };
}

const STATIC_IMPORT =
  /(?:^|[;\n}])\s*import\s*(?:[^'"`()]*?from\s*)?["'`]([^"'`]+\.js)["'`]|\bfrom\s*["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/** Static and dynamic imports of a JS chunk, as file paths. */
export function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = fs.readFileSync(file, 'utf8');
  const resolve = (spec: string) => path.resolve(path.dirname(file), spec);
  const dynamic = [...code.matchAll(DYNAMIC_IMPORT)].map((match) => resolve(match[1]!));
  const withoutDynamic = code.replace(DYNAMIC_IMPORT, '');
  const found = [...withoutDynamic.matchAll(STATIC_IMPORT)].map((match) => resolve((match[1] ?? match[2])!));
  return { static: [...new Set(found)], dynamic: [...new Set(dynamic)] };
}

/** A chunk and everything it imports statically (transitively). */
export function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...importsOf(file).static);
  }
  return seen;
}

/** Files an HTML page links, resolved against `root` for URLs starting with `base`. */
export function linkedFiles(htmlFile: string, base: string, root: string): string[] {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  return urls.filter((url) => url.startsWith(base)).map((url) => path.join(root, url.slice(base.length)));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function total(assets: Asset[]): { raw: number; gzip: number } {
  return assets.reduce((sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip }), {
    raw: 0,
    gzip: 0,
  });
}
