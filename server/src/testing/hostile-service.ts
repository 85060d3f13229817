/**
 * A service of our own that misbehaves as a push service, a geocoder, a weather provider or a mail
 * server might (docs/security.md "Outbound calls"): it answers normally, sends its headers and stalls,
 * drips a byte a second, drops the connection mid-body, answers without end, or never answers at all.
 * The behaviour is chosen per request (by its path), so one service can be well and ill at once.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type Misbehaviour = 'stall' | 'drip' | 'drop' | 'huge';
export const MISBEHAVIOURS: readonly Misbehaviour[] = ['stall', 'drip', 'drop', 'huge'];

export interface HostileService {
  port: number;
  /** A second port whose connections are taken and never read nor answered (a service that never answers). */
  silentPort: number;
  /** Requests seen so far, by path (a silent one is not seen: its connection is never read). */
  seen: string[];
  /** Connections open now. */
  readonly openConnections: number;
  /** Ends every connection held open (stalled, dripping, silent) from the service's side. */
  release(): void;
  close(): Promise<void>;
}

/** `choose` names the misbehaviour for a request, or undefined for a normal answer by `answer`. */
export async function startHostileService(options: {
  tls?: { key: Buffer; cert: Buffer };
  choose: (path: string) => Misbehaviour | undefined;
  answer: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void;
}): Promise<HostileService> {
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const seen: string[] = [];
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      seen.push(path);
      const misbehaviour = options.choose(path);
      if (!misbehaviour) return options.answer(req, res, Buffer.concat(chunks));
      if (misbehaviour === 'stall') {
        res.writeHead(201, { 'content-length': '100' });
        res.flushHeaders();
      } else if (misbehaviour === 'drip') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => res.write(' '), 1000);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
      } else if (misbehaviour === 'drop') {
        res.writeHead(200, { 'content-length': '1000', 'content-type': 'application/json' });
        res.write('{"current":');
        setTimeout(() => req.socket.destroy(), 20);
      } else if (misbehaviour === 'huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const block = Buffer.alloc(64 * 1024, 0x20);
        const pour = () => {
          while (!res.destroyed && res.write(block));
        };
        res.on('drain', pour);
        pour();
      }
    });
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // A silent service: the listening socket takes connections and never reads or answers them.
  const silent = net.createServer({ pauseOnConnect: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const release = () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    silentPort: (silent.address() as AddressInfo).port,
    seen,
    get openConnections() {
      return sockets.size;
    },
    release,
    async close() {
      release();
      await Promise.all([
        new Promise((resolve) => server.close(resolve)),
        new Promise((resolve) => silent.close(resolve)),
      ]);
    },
  };
}
