import type { Server } from 'node:http';
import type { Logger } from '../logger.js';

/**
 * SIGTERM (a deploy, a scale-down): stop taking connections, let every request in flight finish, end
 * event streams cleanly, then close what is left (database, change feed). After `timeoutMs` whatever
 * still hangs is cut, so a stuck client cannot hold a deploy forever. Resolves when all is closed.
 */
export async function shutDownGracefully(options: {
  server: Server;
  /** Aborting it ends long-lived responses (event streams). */
  streams: AbortController;
  closeResources: () => Promise<void>;
  logger: Logger;
  timeoutMs?: number;
}): Promise<void> {
  const { server, streams, logger } = options;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  streams.abort();
  // Keep-alive connections that finish their request become idle: close them as they do, so that
  // server.close() can complete without waiting for clients to hang up.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  const timedOut = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), options.timeoutMs ?? 10_000).unref()),
  ]);
  clearInterval(sweep);
  if (timedOut) {
    logger.warn('Shutdown: requests still open after the grace period were cut');
    server.closeAllConnections();
  }
  await options.closeResources();
}
