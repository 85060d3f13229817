import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './ipv6.js';
import type { TrustProxy } from './client-address.js';

/**
 * Idle and slow connections (docs/security.md "Idle and slow connections"). Node's own timeouts, set on
 * the server: the request line and headers must arrive within `headersMs`, the whole request (body
 * included) within `requestMs`, and a kept-alive connection with no next request closes after
 * `keepAliveMs`. None of them ends an answer being sent: an event stream's request is complete when its
 * headers are in, so it lives on for hours.
 */
export function serverTimeoutOptions(timeouts: { headersMs: number; requestMs: number }): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    // Node looks for expired requests this often (30 s by default, which would let a 20 s limit run to 50 s).
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 4)),
  };
}

/** An answer written on a connection refused before any request was read from it. */
const REFUSAL_BODY = 'Too many open connections from your network.\n';
const TOO_MANY_CONNECTIONS =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\n' +
  `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n${REFUSAL_BODY}`;

/**
 * What Node's timeouts leave open, on a running server:
 * - a connection that never sends a byte: Node starts its header clock at the first byte, so such a
 *   socket would stay open for ever; it is closed after `headersMs` unless a request has begun;
 * - open connections per address: beyond `perAddress` a new connection gets a 503 and is closed. Only
 *   when clients connect directly: behind a proxy every connection comes from the proxy, which must then
 *   hold this limit itself (README, "Behind a reverse proxy").
 */
export function guardConnections(
  server: Server,
  options: { headersMs: number; keepAliveMs: number; perAddress: number; trustProxy: TrustProxy },
): void {
  server.keepAliveTimeout = options.keepAliveMs;
  const direct =
    'hops' in options.trustProxy ? options.trustProxy.hops === 0 : options.trustProxy.addresses.length === 0;
  const open = new Map<string, number>();

  server.on('connection', (socket: Socket) => {
    // Until its first request, a connection is idle: Node's 'timeout' handling ends it after headersMs.
    socket.setTimeout(options.headersMs);
    if (!direct) return;
    // An IPv6 client is counted by its /64 (docs/security.md "Per address").
    const address = addressKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(address) ?? 0) + 1;
    if (count > options.perAddress) {
      // Closed as soon as the answer is written: ending our side alone would leave the socket open until
      // the client hangs up, and a client that never does would hold it (and a descriptor) regardless.
      socket.end(TOO_MANY_CONNECTIONS, () => socket.destroy());
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  // A request began: from here Node's header, request and keep-alive timeouts take over. Only the first
  // request of a connection finds the idle clock set (Node clears its own keep-alive clock itself), and
  // clearing a clock that is not set still costs a kept answer a few per cent.
  server.on('request', (req) => {
    if (req.socket.timeout) req.socket.setTimeout(0);
  });
}
