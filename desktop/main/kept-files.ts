import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { byteRange } from '@core/http/byte-range.js';
import type { Logger } from './logger.js';
import type { FetchLike } from './server-client.js';
import type { Timers } from './timers.js';

/**
 * Files the desktop app keeps beside its saved dashboard copy, by their content address (docs/sound.md,
 * "Recordings on the desktop app"; docs/screens.md, "Videos"): main downloads each one a dashboard answer
 * lists (a deadline and a size cap counted while reading, its bytes checked against the SHA-256 its address
 * names), keeps it in a folder of the app's data, and serves it to the window through the app's protocol
 * at its server path, whole or in the range asked, so the window fetches nothing from the network and the
 * file plays with the network down.
 */
export interface KeptKind {
  /** For the log: "Recordings", "Videos". */
  label: string;
  /** The server path's prefix, e.g. `/api/sound-files/`; the file is `{sha256}.{format}` under it. */
  prefix: string;
  contentTypes: Readonly<Record<string, string>>;
  /** The addresses of this kind a dashboard answer names (null: the answer says nothing of them, keep all). */
  addresses: (data: DashboardData) => string[] | null;
  deadlineMs: number;
  maxBytes: number;
  /** The most one open-ended range answers, so a large file is not read whole for one request. */
  chunkBytes?: number;
}

/** A file's name from its server path, or null when the path is not one of this kind's. */
function fileOf(kind: KeptKind, address: string): { hash: string; format: string; name: string } | null {
  if (!address.startsWith(kind.prefix)) return null;
  const match = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/.exec(address.slice(kind.prefix.length));
  if (!match || !(match[2]! in kind.contentTypes)) return null;
  return { hash: match[1]!, format: match[2]!, name: `${match[1]}.${match[2]}` };
}

/**
 * Reads a body counting its bytes; null as soon as it passes `max` (the rest is never read). The deadline's
 * abort cancels the read, so a body that stalls or drips ends there.
 */
async function boundedBytes(response: Response, max: number, signal: AbortSignal): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

export function createKeptFiles(kind: KeptKind, deps: { dir: string; fetch: FetchLike; timers: Timers; log: Logger }) {
  let running: Promise<void> = Promise.resolve();

  async function exists(name: string) {
    return fs.stat(path.join(deps.dir, name)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  async function download(serverUrl: string, file: NonNullable<ReturnType<typeof fileOf>>): Promise<void> {
    const controller = new AbortController();
    const timer = deps.timers.setTimeout(() => controller.abort(), kind.deadlineMs);
    try {
      const response = await deps.fetch(`${serverUrl}${kind.prefix}${file.name}`, {
        signal: controller.signal,
        headers: { accept: kind.contentTypes[file.format]! },
      });
      if (response.status !== 200) throw new Error(`the server answered ${response.status}`);
      const bytes = await boundedBytes(response, kind.maxBytes, controller.signal);
      if (!bytes) throw new Error(`larger than ${kind.maxBytes} bytes`);
      if (controller.signal.aborted) throw new Error('cut off by the deadline');
      // The address names the bytes: anything else (a proxy's page, a cut-off body) is not kept.
      if (createHash('sha256').update(bytes).digest('hex') !== file.hash) throw new Error('the bytes do not match');
      await fs.mkdir(deps.dir, { recursive: true });
      const temp = path.join(deps.dir, `${file.name}.${process.pid}.tmp`);
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, path.join(deps.dir, file.name));
    } catch (error) {
      const why = controller.signal.aborted ? `no answer within ${Math.round(kind.deadlineMs / 1000)} s` : error;
      deps.log.warn(`${kind.label}: could not keep ${file.name}: ${why instanceof Error ? why.message : String(why)}`);
    } finally {
      deps.timers.clearTimeout(timer);
    }
  }

  /** Downloads what is missing, one at a time, and removes the files the answer no longer lists. */
  async function keepNow(serverUrl: string, data: DashboardData): Promise<void> {
    const addresses = kind.addresses(data);
    if (!addresses) return;
    const files = addresses.flatMap((address) => fileOf(kind, address) ?? []);
    for (const file of files) if (!(await exists(file.name))) await download(serverUrl, file);
    const wanted = new Set(files.map((file) => file.name));
    const present = await fs.readdir(deps.dir).catch(() => [] as string[]);
    for (const name of present)
      if (!wanted.has(name)) await fs.rm(path.join(deps.dir, name), { force: true }).catch(() => undefined);
  }

  return {
    /** Keeps the files of a new dashboard answer; calls run one after another, never two at once. */
    keep(serverUrl: string, data: DashboardData): Promise<void> {
      running = running.then(() => keepNow(serverUrl, data)).catch((error) => deps.log.warn(`${kind.label}:`, error));
      return running;
    },

    /**
     * A kept file for the app protocol, whole or the range asked (206, as a video element needs), or null
     * when the path is not one of this kind's (or it is not kept).
     */
    async response(pathname: string, range: string | null = null): Promise<Response | null> {
      const file = fileOf(kind, pathname);
      if (!file) return null;
      const headers = { 'content-type': kind.contentTypes[file.format]!, 'accept-ranges': 'bytes' };
      let handle: fs.FileHandle | undefined;
      try {
        handle = await fs.open(path.join(deps.dir, file.name), 'r');
        const { size } = await handle.stat();
        const asked = byteRange(range, size, kind.chunkBytes);
        if (asked.kind === 'unsatisfiable')
          return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
        const [start, end] = asked.kind === 'part' ? [asked.start, asked.end] : [0, size - 1];
        const bytes = new Uint8Array(end - start + 1);
        await handle.read(bytes, 0, bytes.length, start);
        if (asked.kind === 'whole') return new Response(bytes, { headers });
        return new Response(bytes, {
          status: 206,
          headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}` },
        });
      } catch {
        return null;
      } finally {
        await handle?.close();
      }
    },
  };
}

export type KeptFiles = ReturnType<typeof createKeptFiles>;
