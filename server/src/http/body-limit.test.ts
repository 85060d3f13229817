import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';

let t: TestContext;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Sends raw HTTP/1.1 on one keep-alive connection; resolves with all it read until the server closed it (or 3 s passed). */
function exchange(request: string): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => (socket.destroy(), resolve({ text, closedByServer: false })), 3000);
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => (clearTimeout(timer), resolve({ text, closedByServer: true })));
    socket.on('error', () => (clearTimeout(timer), resolve({ text, closedByServer: true })));
    socket.write(request);
  });
}

it('answers a body that is too large with 413 and Connection: close, so no next request lands on a half-read connection', async () => {
  const size = JSON_BODY_LIMIT + 1024;
  // Only the start of the body is sent: the server must not wait for the rest, nor keep the connection.
  const { text, closedByServer } = await exchange(
    `POST /api/auth/companies HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\nConnection: keep-alive\r\n\r\n{"name":"${'x'.repeat(70_000)}`,
  );
  expect(text).toMatch(/^HTTP\/1\.1 413 /);
  expect(text.toLowerCase()).toContain('connection: close');
  expect(text).toContain('The request body is larger than 256 KB.');
  expect(closedByServer).toBe(true);
});
