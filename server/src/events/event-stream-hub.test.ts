import { describe, expect, it } from 'vitest';
import { ALL_MASJIDS, type ChangeEvent, type ChangeFeed } from './change-feed.js';
import { createEventStreamHub, encodeEvent } from './event-stream-hub.js';

/** A change feed in memory that counts its subscribers. */
function memoryFeed() {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const resyncs = new Set<() => void>();
  const feed: ChangeFeed = {
    publish: async () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onResync(listener) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
    close: async () => undefined,
  };
  return {
    feed,
    emit: (event: ChangeEvent) => listeners.forEach((listener) => listener(event)),
    resync: () => resyncs.forEach((listener) => listener()),
    subscribers: () => listeners.size,
  };
}

const READY = encodeEvent('ready', { serverTime: '2026-05-15T12:00:00.000Z' }, 5000);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

/** Everything a stream holds right now (its ready event first), without waiting for more. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < count; i += 1) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return chunks;
}

describe('event stream hub', () => {
  it('encodes a change once and queues the same bytes on every stream of the masjid, from one feed subscription', async () => {
    const { feed, emit, subscribers } = memoryFeed();
    const hub = createEventStreamHub({ changes: feed });
    const readers = Array.from({ length: 2000 }, () => hub.open('masjid-a', READY).getReader());
    const other = hub.open('masjid-b', READY).getReader();
    expect(hub.size).toBe(2001);
    expect(subscribers()).toBe(1);

    emit({ companyId: 'masjid-a', kind: 'content' });
    const received = await Promise.all(readers.map((reader) => drain(reader, 2)));
    const [first] = received[0]!.slice(1);
    expect(text(first!)).toBe('event: change\ndata: {"kind":"content"}\n\n');
    for (const [ready, change] of received) {
      expect(text(ready!)).toContain('event: ready');
      expect(change).toBe(first);
    }
    // The other masjid's screen got its ready event and nothing else.
    expect(text((await other.read()).value!)).toContain('event: ready');
    emit({ companyId: 'masjid-b', kind: 'prayer' });
    expect(text((await other.read()).value!)).toBe('event: change\ndata: {"kind":"prayer"}\n\n');
  });

  it('sends a hadith import and a resync to every masjid, and forgets cancelled streams', async () => {
    const { feed, emit, resync } = memoryFeed();
    const hub = createEventStreamHub({ changes: feed });
    const a = hub.open('masjid-a', READY).getReader();
    const b = hub.open('masjid-b', READY).getReader();
    const gone = hub.open('masjid-b', READY);
    await gone.cancel();
    expect(hub.size).toBe(2);

    emit({ companyId: ALL_MASJIDS, kind: 'hadith' });
    resync();
    for (const reader of [a, b]) {
      const [, hadith, all] = await drain(reader, 3);
      expect(text(hadith!)).toContain('{"kind":"hadith"}');
      expect(text(all!)).toContain('{"kind":"all"}');
    }
  });

  it('sends one keep-alive comment to every stream, and ends a stream whose reader stopped reading', async () => {
    const { feed, emit } = memoryFeed();
    const hub = createEventStreamHub({ changes: feed, keepAliveMs: 20 });
    const reading = hub.open('masjid-a', READY).getReader();
    const stalled = hub.open('masjid-a', READY);
    const [, keepAlive] = await drain(reading, 2);
    expect(text(keepAlive!)).toBe(': keep-alive\n\n');

    // Never read: after enough queued messages the hub ends it instead of queueing without end.
    for (let i = 0; i < 80; i += 1) {
      emit({ companyId: 'masjid-a', kind: 'content' });
      await reading.read();
    }
    expect(hub.size).toBe(1);
    const stalledReader = stalled.getReader();
    let chunks = 0;
    while (!(await stalledReader.read()).done) chunks += 1;
    expect(chunks).toBeLessThan(80);
    reading.releaseLock();
  });

  it('ends every stream when the server shuts down, and refuses new ones after', async () => {
    const { feed } = memoryFeed();
    const shutdown = new AbortController();
    const hub = createEventStreamHub({ changes: feed, shutdown: shutdown.signal });
    const reader = hub.open('masjid-a', READY).getReader();
    await reader.read();
    shutdown.abort();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(hub.size).toBe(0);

    const late = hub.open('masjid-a', READY).getReader();
    expect(text((await late.read()).value!)).toContain('event: ready');
    expect((await late.read()).done).toBe(true);
    expect(hub.size).toBe(0);
  });
});
