import type { ByteLru } from './byte-lru.js';
import { acceptedEncodings, addBrotli, contentTag, encodeBody, type EncodedBody } from './encoded-body.js';

/** One answer the read model keeps (docs/read-model.md): its encoded body, and when it was built. */
export interface Entry {
  scope: string;
  body: EncodedBody;
  /** For answers that carry the server's clock (`serverTime`): the text around it. */
  stamped: { before: string; after: string; tag: string; second: number } | null;
  builtAt: number;
  /** When the answer stops being true within its key's day (the v1 next prayer), else null. */
  until: number | null;
  size: number;
}

const SERVER_TIME_KEY = '"serverTime":"';

/** Where the answer carries the server's clock: the last `"serverTime":"…"` whose value is the build time. */
function serverTimeAt(text: string, now: Date): { start: number; end: number } | null {
  const at = text.lastIndexOf(SERVER_TIME_KEY);
  if (at < 0) return null;
  const start = at + SERVER_TIME_KEY.length;
  const end = text.indexOf('"', start);
  const value = Date.parse(text.slice(start, end));
  return end > start && Math.abs(value - now.getTime()) < 5000 ? { start, end } : null;
}

/** A kept entry for a body just built; an answer carrying the server clock is kept as the text around it. */
export function entryOf(text: string, type: string, scope: string, now: Date, until: number | null = null): Entry {
  const found = type.startsWith('application/json') ? serverTimeAt(text, now) : null;
  if (found) {
    const before = text.slice(0, found.start);
    const after = text.slice(found.end);
    const stamped = { before, after, tag: contentTag(before + after), second: -1 };
    return restamp({ scope, body: encodeBody('', type), stamped, builtAt: now.getTime(), until, size: 0 }, now);
  }
  const body = encodeBody(text, type, { brotliLater: true });
  return { scope, body, stamped: null, builtAt: now.getTime(), until, size: body.size };
}

/** A kept entry for a body its route encoded itself (the v1 masjid list, compressed at gzip's best level). */
export function entryOfEncoded(body: EncodedBody, scope: string, now: Date): Entry {
  return { scope, body, stamped: null, builtAt: now.getTime(), until: null, size: body.size };
}

/** The server's clock in a kept answer is brought up to the second it is sent in (the rest stays as built). */
export function restamp(entry: Entry, now: Date): Entry {
  const stamped = entry.stamped!;
  const second = Math.floor(now.getTime() / 1000);
  if (stamped.second === second) return entry;
  const text = `${stamped.before}${now.toISOString()}${stamped.after}`;
  entry.body = encodeBody(text, entry.body.type, {
    etag: `${stamped.tag}.${second.toString(36)}`,
    brotliLater: true,
  });
  entry.size = entry.body.size + stamped.before.length + stamped.after.length;
  stamped.second = second;
  return entry;
}

/**
 * A kept entry still young enough to send, brought up to date for this read: a new clock stamp, and
 * brotli once an answer is read again by a client that takes it (docs/read-model.md, "Memory"), so
 * answers read once never cost brotli's time or bytes. Out of the budget while its size changes.
 */
export function freshKept(
  segment: ByteLru<Entry>,
  key: string,
  request: { now: Date; acceptEncoding: string | undefined; maxAgeMs: number },
): Entry | null {
  const { now, acceptEncoding, maxAgeMs } = request;
  const kept = segment.get(key);
  if (!kept || now.getTime() - kept.builtAt >= maxAgeMs) return null;
  // An answer that turns (the next prayer) holds from when it was built until its turn, and not before:
  // a clock set back (tests) must not get an answer built later.
  if (kept.until !== null && (now.getTime() >= kept.until || now.getTime() < kept.builtAt)) return null;
  const restamps = kept.stamped !== null && kept.stamped.second !== Math.floor(now.getTime() / 1000);
  const brotli = kept.body.brLater === true && acceptedEncodings(acceptEncoding).br;
  if (restamps || brotli) {
    segment.delete(key);
    if (restamps) restamp(kept, now);
    if (brotli) kept.size += addBrotli(kept.body);
    segment.set(key, kept);
  }
  return kept;
}
