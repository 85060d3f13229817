import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  createChangeStream,
  createEventParser,
  RECONNECT_MS,
  SILENCE_LIMIT_MS,
  type ServerSentEvent,
} from './change-stream.js';
import { recordingLogger } from './testing/fakes.js';
import { systemTimers } from './timers.js';

const EVENTS_URL = 'https://minaret.example.org/api/companies/url/alnoor/events';
/** Longer than any wait between attempts. */
const MAX_WAIT = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A server whose every connection is a stream the test writes to, ends or breaks. */
function eventServer() {
  const connections: { write(text: string): void; end(): void; aborted: boolean }[] = [];
  let refuse = false;
  const fetch = vi.fn(async (_url: string, init: { signal: AbortSignal }) => {
    if (refuse) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const connection = {
      aborted: false,
      write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    };
    init.signal.addEventListener('abort', () => {
      connection.aborted = true;
      controller.error(new DOMException('aborted', 'AbortError'));
    });
    connections.push(connection);
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    fetch,
    connections,
    latest: () => connections[connections.length - 1]!,
    refuse: (value: boolean) => void (refuse = value),
  };
}

function follow(server: ReturnType<typeof eventServer>, url: string | null = EVENTS_URL) {
  const onChange = vi.fn();
  const log = recordingLogger();
  const stream = createChangeStream({ fetch: server.fetch, eventsUrl: () => url, onChange, timers: systemTimers, log });
  return { stream, onChange, log };
}

it('calls onChange for each change event, and not for the ready event or keep-alives', async () => {
  const server = eventServer();
  const { stream, onChange } = follow(server);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  server.latest().write('event: ready\ndata: {"serverTime":"2026-11-23T10:00:00Z"}\nretry: 5000\n\n');
  server.latest().write(': keep-alive\n\n');
  await vi.advanceTimersByTimeAsync(0);
  expect(onChange).not.toHaveBeenCalled();

  server.latest().write('event: change\ndata: {"kind":"prayers"}\n\n');
  server.latest().write('event: change\ndata: {"kind":"con');
  await vi.advanceTimersByTimeAsync(0);
  expect(onChange).toHaveBeenCalledTimes(1);
  server.latest().write('tent"}\n\n');
  await vi.advanceTimersByTimeAsync(0);
  expect(onChange).toHaveBeenCalledTimes(2);
  // The kind goes along, so an urgent message is loaded at once (docs/urgent-message.md).
  expect(onChange.mock.calls).toEqual([['prayers'], ['content']]);
  server.latest().write('event: change\ndata: {"kind":"urgent"}\n\n');
  await vi.advanceTimersByTimeAsync(0);
  expect(onChange).toHaveBeenLastCalledWith('urgent');
  expect(server.fetch).toHaveBeenCalledWith(
    EVENTS_URL,
    expect.objectContaining({ headers: expect.objectContaining({ accept: 'text/event-stream' }) }),
  );
  stream.stop();
});

it('connects again after the server ends the stream, after the delay the server asked for', async () => {
  const server = eventServer();
  const { stream, onChange } = follow(server);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  server.latest().write('event: ready\ndata: {}\nretry: 3000\n\n');
  server.latest().end();
  await vi.advanceTimersByTimeAsync(2_999);
  expect(server.fetch).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(server.fetch).toHaveBeenCalledTimes(2);

  server.latest().write('event: change\ndata: {"kind":"configuration"}\n\n');
  await vi.advanceTimersByTimeAsync(0);
  expect(onChange).toHaveBeenCalledTimes(1);
  stream.stop();
});

it('keeps trying while the server is unreachable, waiting longer each time, and logs the outage once', async () => {
  const server = eventServer();
  server.refuse(true);
  const { stream, log } = follow(server);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  expect(server.fetch).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
  expect(server.fetch).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(RECONNECT_MS * 4 - 1);
  expect(server.fetch).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(server.fetch).toHaveBeenCalledTimes(3);
  expect(log.lines.filter((line) => line.includes('Live changes from the server stopped'))).toHaveLength(1);

  server.refuse(false);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(server.fetch).toHaveBeenCalledTimes(4);
  expect(server.latest().aborted).toBe(false);
  stream.stop();
});

it('drops a connection that has gone silent (no keep-alive) and opens a new one', async () => {
  const server = eventServer();
  const { stream } = follow(server);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1_000);
  server.latest().write(': keep-alive\n\n');
  await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1_000);
  expect(server.connections[0]!.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(server.connections[0]!.aborted).toBe(true);
  await vi.advanceTimersByTimeAsync(MAX_WAIT);
  expect(server.fetch).toHaveBeenCalledTimes(2);
  stream.stop();
});

it('stop ends the connection and every retry; nothing is followed before setup', async () => {
  const server = eventServer();
  const { stream } = follow(server);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  stream.stop();
  expect(server.latest().aborted).toBe(true);
  await vi.advanceTimersByTimeAsync(10 * MAX_WAIT);
  expect(server.fetch).toHaveBeenCalledTimes(1);

  const before = eventServer();
  follow(before, null).stream.restart();
  await vi.advanceTimersByTimeAsync(MAX_WAIT);
  expect(before.fetch).not.toHaveBeenCalled();
});

it('restart after setup changes the masjid closes the old stream and opens one', async () => {
  const server = eventServer();
  const { stream } = follow(server);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  stream.restart();
  await vi.advanceTimersByTimeAsync(0);
  expect(server.connections.map((connection) => connection.aborted)).toEqual([true, false]);
  await vi.advanceTimersByTimeAsync(MAX_WAIT);
  expect(server.fetch).toHaveBeenCalledTimes(2);
  stream.stop();
});

it('parses the event-stream format: CRLF and CR line ends, comments, multi-line data, fields without a space', () => {
  const events: ServerSentEvent[] = [];
  const parser = createEventParser((event) => events.push(event));
  parser.push(': hello\r\nevent:change\r\ndata: a\r\ndata:b\r\n\r\n');
  parser.push('data: plain\r\rretry: 250\n\n');
  expect(events).toEqual([
    { name: 'change', data: 'a\nb', retry: null },
    { name: 'message', data: 'plain', retry: null },
    { name: 'message', data: '', retry: 250 },
  ]);
});
