/**
 * Connections per address (docs/security.md "Per address"): one over the cap gets its 503 and is closed
 * at once, even when the client never hangs up.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guardConnections } from './connection-limits.js';

let server: http.Server;
let port: number;
const clients: net.Socket[] = [];

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('ok'));
  guardConnections(server, { headersMs: 20_000, keepAliveMs: 20_000, perAddress: 2, trustProxy: { hops: 0 } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A client that keeps its side open whatever the server does (allowHalfOpen), as a hostile one would. */
function connect(): Promise<{ socket: net.Socket; received: () => string }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () =>
      resolve({ socket, received: () => text }),
    );
    socket.on('data', (chunk) => (text += chunk.toString()));
    clients.push(socket);
  });
}

const openOnServer = () => new Promise<number>((resolve) => server.getConnections((_e, count) => resolve(count)));

it('answers 503 to a connection over the cap and closes it at once', async () => {
  await connect();
  await connect();
  const third = await connect();
  await expect.poll(third.received).toContain('503 Service Unavailable');
  // The server holds only the two within the cap, not the refused one the client keeps open.
  await expect.poll(openOnServer, { timeout: 1000 }).toBe(2);
});
