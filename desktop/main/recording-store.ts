import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DashboardData } from '@core/dashboard/dashboard-data.js';
import { callRequest } from '@core/http/contract/call.js';
import { SOUND_FILE } from '@core/http/contract/sound.js';
import {
  RECORDING_CONTENT_TYPES,
  RECORDING_FORMATS,
  RECORDING_MAX_BYTES,
  type RecordingFormat,
} from '@core/sound/recording.js';
import type { Logger } from './logger.js';
import type { FetchLike } from './server-client.js';
import type { Timers } from './timers.js';

/** Where under the app's data folder the recordings are kept, beside the saved dashboard copy. */
export const RECORDINGS_DIR_NAME = 'recordings';
/** One recording's download, whole exchange: a 20 MB file on a slow line, not a stalled server for ever. */
export const RECORDING_DEADLINE_MS = 120_000;

/** A recording's address names its content (docs/sound.md, "Caching"): the SHA-256 of its bytes and format. */
const SOUND_FILE_PATH = new RegExp(`^/api/sound-files/([0-9a-f]{64})\\.(${RECORDING_FORMATS.join('|')})$`);

function fileOf(address: string): { hash: string; format: RecordingFormat; name: string } | null {
  const match = SOUND_FILE_PATH.exec(address);
  if (!match) return null;
  return { hash: match[1]!, format: match[2] as RecordingFormat, name: `${match[1]}.${match[2]}` };
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

/**
 * The masjid's recordings on the desktop app (docs/sound.md, "Recordings on the desktop app"): main downloads
 * each one the dashboard answer lists (a deadline and a 20 MB cap each, its bytes checked against the hash its
 * address names), keeps them in the app's data folder with the saved dashboard copy, and serves them to the
 * window through the app's own protocol at the same path, so the window fetches nothing from the network
 * and the adhan plays with the network down for as long as the saved copy lasts.
 */
export function createRecordingStore(deps: {
  dir: string;
  fetch: FetchLike;
  timers: Timers;
  log: Logger;
  deadlineMs?: number;
  maxBytes?: number;
}) {
  const deadlineMs = deps.deadlineMs ?? RECORDING_DEADLINE_MS;
  const maxBytes = deps.maxBytes ?? RECORDING_MAX_BYTES;
  let running: Promise<void> = Promise.resolve();

  async function exists(name: string) {
    return fs.stat(path.join(deps.dir, name)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  async function download(serverUrl: string, file: NonNullable<ReturnType<typeof fileOf>>): Promise<void> {
    const controller = new AbortController();
    const timer = deps.timers.setTimeout(() => controller.abort(), deadlineMs);
    try {
      // The contract's address; the bytes are streamed under the deadline and the cap rather than parsed.
      const { path: address } = callRequest(SOUND_FILE, { params: { file: file.name } });
      const response = await deps.fetch(`${serverUrl}${address}`, {
        signal: controller.signal,
        headers: { accept: RECORDING_CONTENT_TYPES[file.format] },
      });
      if (response.status !== 200) throw new Error(`the server answered ${response.status}`);
      const bytes = await boundedBytes(response, maxBytes, controller.signal);
      if (!bytes) throw new Error(`larger than ${maxBytes} bytes`);
      if (controller.signal.aborted) throw new Error('cut off by the deadline');
      // The address names the bytes: anything else (a proxy's page, a cut-off body) is not kept.
      if (createHash('sha256').update(bytes).digest('hex') !== file.hash) throw new Error('the bytes do not match');
      await fs.mkdir(deps.dir, { recursive: true });
      const temp = path.join(deps.dir, `${file.name}.${process.pid}.tmp`);
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, path.join(deps.dir, file.name));
    } catch (error) {
      const why = controller.signal.aborted ? `no answer within ${Math.round(deadlineMs / 1000)} s` : error;
      deps.log.warn(`Recordings: could not keep ${file.name}: ${why instanceof Error ? why.message : String(why)}`);
    } finally {
      deps.timers.clearTimeout(timer);
    }
  }

  /** Downloads what is missing, one at a time, and removes the files the answer no longer lists. */
  async function keepNow(serverUrl: string, data: DashboardData): Promise<void> {
    if (!data.sound) return;
    const files = data.sound.sounds.flatMap((sound) => (sound.url ? (fileOf(sound.url) ?? []) : []));
    for (const file of files) if (!(await exists(file.name))) await download(serverUrl, file);
    const wanted = new Set(files.map((file) => file.name));
    const present = await fs.readdir(deps.dir).catch(() => [] as string[]);
    for (const name of present)
      if (!wanted.has(name)) await fs.rm(path.join(deps.dir, name), { force: true }).catch(() => undefined);
  }

  return {
    /** Keeps the recordings of a new dashboard answer; calls run one after another, never two at once. */
    keep(serverUrl: string, data: DashboardData): Promise<void> {
      running = running.then(() => keepNow(serverUrl, data)).catch((error) => deps.log.warn('Recordings:', error));
      return running;
    },

    /** A kept recording for the app protocol, or null when the path is not one (or it is not kept). */
    async response(pathname: string): Promise<Response | null> {
      const file = fileOf(pathname);
      if (!file) return null;
      try {
        const bytes = await fs.readFile(path.join(deps.dir, file.name));
        return new Response(new Uint8Array(bytes), {
          headers: { 'content-type': RECORDING_CONTENT_TYPES[file.format] },
        });
      } catch {
        return null;
      }
    },
  };
}

export type RecordingStore = ReturnType<typeof createRecordingStore>;
