import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createServedApp } from './app.js';
import { ensureSuperAdmin } from './bootstrap/super-admin.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { createDeps } from './create-deps.js';
import { migrateToLatest } from './db/migrate.js';
import { assertEmbeddedDatabaseOpens, openDatabase, type OpenedDatabase } from './db/open-database.js';
import { createPgliteChangeFeed, createPostgresChangeFeed } from './events/change-feed.js';
import { publishLocalBackupAccess } from './backup/local-backup-access.js';
import { guardConnections, serverTimeoutOptions } from './http/connection-limits.js';
import { shutDownGracefully } from './http/graceful-shutdown.js';
import { assertPortFree, portProblem } from './http/port-check.js';
import { createLogger, type Logger } from './logger.js';
import { withKeptLane } from './read-model/kept-lane.js';
import { startOfflineChecks } from './screens/offline-alerts.js';
import { startPushSender } from './push/push-sender.js';
import { memoryTree } from './web/memory-files.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  await assertPortFree(config.port, config.host);
  const opened = openDatabase(config);
  opened.pool?.on('error', (error) => logger.warn(`Database connection lost: ${error.message}`));
  logger.info(
    opened.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${config.dataDir}/pglite`,
  );
  if (opened.pglite) await assertEmbeddedDatabaseOpens(opened.pglite, path.join(config.dataDir, 'pglite'));
  const applied = await migrateToLatest(opened.db);
  if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);
  await ensureSuperAdmin(opened.db, { email: config.superAdminEmail, password: config.superAdminPassword }, logger);

  const changes = await openChangeFeed(opened, logger);
  const streams = new AbortController();
  const deps = await createDeps({
    db: opened.db,
    config,
    clock: systemClock,
    logger,
    changes,
    shutdown: streams.signal,
  });
  const { app, keptLane } = createServedApp(deps);
  const stopScreenChecks = startOfflineChecks(deps);
  const stopPushSender = startPushSender(deps);
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      createServer: withKeptLane(keptLane, logger),
      serverOptions: serverTimeoutOptions(config.timeouts),
    },
    (info) => {
      logger.info(`Minaret is listening on http://localhost:${info.port} (public URL ${config.publicUrl})`);
      // `npm run backup` asks this process: an embedded database cannot be opened by a second one.
      if (opened.pglite) publishLocalBackupAccess(config.dataDir, info.port, config.host);
      // The built files are compressed off the main thread while the first requests are answered.
      void memoryTree(config.webDistDir);
      void memoryTree(config.widgetsDistDir);
    },
  );
  guardConnections(server as Server, {
    headersMs: config.timeouts.headersMs,
    keepAliveMs: config.timeouts.keepAliveMs,
    perAddress: config.connectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  // Taken between the check above and now (another program started meanwhile).
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error('Minaret could not start:', portProblem(error, config.port, config.host));
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing the requests in flight, then stopping`);
    stopScreenChecks();
    stopPushSender();
    await shutDownGracefully({
      server: server as Server,
      streams,
      logger,
      closeResources: async () => {
        await changes.close().catch(() => undefined);
        await opened.db.destroy().catch(() => undefined);
      },
    });
    logger.info('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function openChangeFeed(opened: OpenedDatabase, logger: Logger) {
  return opened.pglite ? createPgliteChangeFeed(opened.pglite) : createPostgresChangeFeed(opened.pool!, logger);
}

main().catch((error) => {
  console.error('Minaret could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
