import type { ChangeEvent, ChangeFeed } from './change-feed.js';
import { ALL_MASJIDS } from './change-feed.js';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * A stream whose reader stopped taking bytes (a frozen screen, a stalled proxy) is ended once this many
 * messages wait for it, rather than queue them without end; its EventSource reconnects and reloads.
 */
const MAX_QUEUED_MESSAGES = 64;

/** Bytes of one server-sent event. */
export function encodeEvent(event: string, data: unknown, retryMs?: number): Uint8Array {
  const retry = retryMs === undefined ? '' : `\nretry: ${retryMs}`;
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}${retry}\n\n`);
}

const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');
const RESYNC = encodeEvent('change', { kind: 'all' });

export interface EventStreamHub {
  /** A stream of `companyId`'s changes that starts with `first` (its `ready` event); `onEnd` runs once when it ends. */
  open(companyId: string, first: Uint8Array, onEnd?: () => void): ReadableStream<Uint8Array>;
  /** Open streams in this process. */
  readonly size: number;
}

type Sink = ReadableStreamDefaultController<Uint8Array>;

/**
 * The open event streams of one process, grouped by masjid (docs/read-model.md, "Live screens"). One
 * subscription to the change feed serves them all: a change is encoded once and the same bytes are queued
 * on every stream that follows the masjid, with no database read and no per-stream timer. Thousands of
 * screens on one process then cost one loop over them per change and per keep-alive.
 */
export function createEventStreamHub(options: {
  changes: ChangeFeed;
  shutdown?: AbortSignal;
  keepAliveMs?: number;
}): EventStreamHub {
  const byMasjid = new Map<string, Set<Sink>>();
  let size = 0;
  let keepAlive: NodeJS.Timeout | undefined;

  const send = (sinks: Iterable<Sink>, bytes: Uint8Array) => {
    for (const sink of sinks) {
      if ((sink.desiredSize ?? 0) <= -MAX_QUEUED_MESSAGES) {
        end(sink);
        continue;
      }
      sink.enqueue(bytes);
    }
  };
  const everySink = function* () {
    for (const sinks of byMasjid.values()) yield* sinks;
  };

  const enders = new WeakMap<Sink, () => void>();
  const remove = (companyId: string, sink: Sink) => {
    const sinks = byMasjid.get(companyId);
    if (!sinks?.delete(sink)) return;
    enders.get(sink)?.();
    size -= 1;
    if (sinks.size === 0) byMasjid.delete(companyId);
    if (size === 0) {
      clearInterval(keepAlive);
      keepAlive = undefined;
    }
  };
  const owners = new WeakMap<Sink, string>();
  const end = (sink: Sink) => {
    remove(owners.get(sink) ?? '', sink);
    try {
      sink.close();
    } catch {
      // already closed by its reader
    }
  };

  options.changes.subscribe((event: ChangeEvent) => {
    // A new hadith collection concerns every masjid's screens (docs/hadith-import.md).
    const sinks = event.companyId === ALL_MASJIDS ? [...everySink()] : [...(byMasjid.get(event.companyId) ?? [])];
    if (sinks.length) send(sinks, encodeEvent('change', { kind: event.kind }));
  });
  // Changes may have been missed while the feed was down: every screen reloads everything once.
  options.changes.onResync(() => send([...everySink()], RESYNC));
  // A server going down ends its streams properly; screens reconnect (to another instance, or to this
  // one when it is back) after their retry delay.
  options.shutdown?.addEventListener('abort', () => [...everySink()].forEach(end), { once: true });

  return {
    open(companyId, first, onEnd) {
      let own: Sink | undefined;
      return new ReadableStream<Uint8Array>({
        start(sink) {
          own = sink;
          sink.enqueue(first);
          if (options.shutdown?.aborted) {
            onEnd?.();
            return sink.close();
          }
          owners.set(sink, companyId);
          if (onEnd) enders.set(sink, onEnd);
          let sinks = byMasjid.get(companyId);
          if (!sinks) byMasjid.set(companyId, (sinks = new Set()));
          sinks.add(sink);
          size += 1;
          if (!keepAlive) {
            keepAlive = setInterval(() => send([...everySink()], KEEP_ALIVE), options.keepAliveMs ?? KEEP_ALIVE_MS);
            keepAlive.unref();
          }
        },
        cancel() {
          if (own) remove(companyId, own);
        },
      });
    },
    get size() {
      return size;
    },
  };
}
