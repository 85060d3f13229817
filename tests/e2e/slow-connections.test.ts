/**
 * Idle and slow connections on the built server (docs/security.md "Idle and slow connections"), with raw
 * sockets: an idle socket is closed within the header timeout, a body sent a byte at a time is cut at
 * the request timeout, an event stream outlives both, and one address holds a bounded number of
 * connections. The timeouts are made short for the test through the server's own settings.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMasjid } from './public-fixtures.js';
import { startServer, type RunningServer } from '../support/server.js';

const HEADERS_MS = 1_500;
const REQUEST_MS = 4_000;
const KEEP_ALIVE_MS = 1_000;
const CONNECTIONS = 12;
/** Node checks expired requests once a second, and the machine may be loaded. */
const SLACK_MS = 3_000;

let server: RunningServer;
let port: number;
beforeAll(async () => {
  server = await startServer({
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    CONNECTIONS_PER_ADDRESS: String(CONNECTIONS),
  });
  port = Number(new URL(server.url).port);
  await seedMasjid(server, {
    name: 'Masjid Sockets',
    url: 'socketsmasjid',
    email: 'admin@sockets.test',
    timetable: false,
  });
}, 180_000);
afterAll(() => server?.stop());

interface Watched {
  socket: net.Socket;
  /** Everything received so far. */
  received: () => string;
  /** Resolves with the milliseconds from `started` to the close. */
  closed: Promise<number>;
  started: number;
}

function connect(): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      const started = performance.now();
      const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)));
      resolve({ socket, received: () => text, closed, started });
    });
    socket.once('error', reject);
  });
}

describe('slow and idle connections', () => {
  it('closes a socket that never sends a byte within the header timeout', async () => {
    const idle = await connect();
    const ms = await idle.closed;
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(ms).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('cuts a body sent a byte every second at the request timeout, while an event stream lives on', async () => {
    const stream = await connect();
    stream.socket.write(
      'GET /api/companies/url/socketsmasjid/events HTTP/1.1\r\nHost: test\r\nAccept: text/event-stream\r\n\r\n',
    );
    await expect.poll(() => stream.received(), { timeout: 10_000 }).toContain('event: ready');

    const slow = await connect();
    slow.socket.write(
      'POST /api/push-subscriptions/unsubscribe HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const drip = setInterval(() => slow.socket.writable && slow.socket.write(' '), 1_000);
    try {
      const ms = await slow.closed;
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 100);
      expect(ms).toBeLessThan(REQUEST_MS + SLACK_MS);
    } finally {
      clearInterval(drip);
    }
    // Both timeouts have passed for the stream's connection too; it is still open.
    expect(stream.socket.destroyed).toBe(false);
    expect(stream.socket.readyState).toBe('open');
    stream.socket.destroy();
  });

  it('closes a kept-alive connection with no next request after the keep-alive timeout', async () => {
    const kept = await connect();
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
    await expect.poll(() => kept.received(), { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 200/);
    const answeredAt = performance.now() - kept.started;
    const ms = await kept.closed;
    expect(ms - answeredAt).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  });

  it('holds a bounded number of open connections per address: the next one gets a 503 and is closed', async () => {
    const held = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect()));
    // Each holds a request open (headers not finished), so none is idle-closed meanwhile.
    for (const watched of held) watched.socket.write('GET /api/health HTTP/1.1\r\n');
    const refused = await connect();
    await refused.closed;
    expect(refused.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused.received()).toContain('Retry-After: 5');
    for (const watched of held) watched.socket.destroy();
    await Promise.all(held.map((watched) => watched.closed));
    // Places given back: a new connection is served. The client's side of each close completes before the
    // server's 'close' event has given its place back (a busy server runs it a moment later), so this waits
    // for that condition: each try is one connection, refused and closed until the places are free.
    const served = async () => {
      const again = await connect();
      again.socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n');
      await again.closed;
      return again.received();
    };
    await expect.poll(served, { timeout: 10_000, interval: 100 }).toMatch(/^HTTP\/1\.1 200/);
  });
});
