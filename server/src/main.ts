import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServedApp } from './app.js';
import { ensureSuperAdmin } from './bootstrap/super-admin.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { createDeps } from './create-deps.js';
import { EMBEDDED_SEED } from './db/embedded-seed.js';
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

/** Set once the log is open: every way out of the process writes out its buffered lines first. */
let logger: Logger | undefined;

async function exitAfterLog(code: number): Promise<never> {
  await logger?.flush?.();
  process.exit(code);
}

/** What SIGINT and SIGTERM do: before the server listens, stop at once; after, finish the requests in flight. */
let onStopSignal = (signal: string) => {
  logger?.info(`${signal} while starting: stopping`);
  void exitAfterLog(0);
};
process.on('SIGINT', () => onStopSignal('SIGINT'));
process.on('SIGTERM', () => onStopSignal('SIGTERM'));
// A fault nothing caught (an uncaught exception or a rejected promise nobody awaited) still ends the
// process, as Node does by default, but after its line and every line before it are written.
process.on('uncaughtException', (error) => {
  if (logger) logger.error('Minaret stopped on an unexpected error', error);
  else console.error(error);
  void exitAfterLog(1);
});

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
  const log = (logger = createLogger(config.logLevel));
  await assertPortFree(config.port, config.host);
  // The built files (compressed by the build) are read while the database opens, so that the first
  // page after "listening" is sent from memory at once (docs/read-model.md, "Start-up").
  const builtFiles = Promise.all([memoryTree(config.webDistDir), memoryTree(config.widgetsDistDir)]);
  // Beside the built server (dist/server); absent when run from the sources, where a new database runs initdb.
  const opened = openDatabase({ ...config, embeddedSeed: fileURLToPath(new URL(EMBEDDED_SEED, import.meta.url)) });
  opened.pool?.on('error', (error) => log.warn(`Database connection lost: ${error.message}`));
  log.info(
    opened.kind === 'postgres'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${config.dataDir}/pglite`,
  );
  if (opened.pglite) await assertEmbeddedDatabaseOpens(opened.pglite, path.join(config.dataDir, 'pglite'));
  const applied = await migrateToLatest(opened.db);
  if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
  await ensureSuperAdmin(opened.db, { email: config.superAdminEmail, password: config.superAdminPassword }, log);

  const changes = await openChangeFeed(opened, log);
  const streams = new AbortController();
  const deps = await createDeps({
    db: opened.db,
    config,
    clock: systemClock,
    logger: log,
    changes,
    shutdown: streams.signal,
  });
  const { app, keptLane } = createServedApp(deps);
  const stopScreenChecks = startOfflineChecks(deps);
  const stopPushSender = startPushSender(deps);
  await builtFiles;
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      createServer: withKeptLane(keptLane, log),
      serverOptions: serverTimeoutOptions(config.timeouts),
    },
    (info) => {
      log.info(`Minaret is listening on http://localhost:${info.port} (public URL ${config.publicUrl})`);
      void log.flush?.();
      // `npm run backup` asks this process: an embedded database cannot be opened by a second one.
      if (opened.pglite) publishLocalBackupAccess(config.dataDir, info.port, config.host);
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
    void exitAfterLog(1);
  });

  let stopping = false;
  onStopSignal = (signal: string) => void stop(signal);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing the requests in flight, then stopping`);
    void log.flush?.();
    stopScreenChecks();
    stopPushSender();
    await shutDownGracefully({
      server: server as Server,
      streams,
      logger: log,
      closeResources: async () => {
        await changes.close().catch(() => undefined);
        await opened.db.destroy().catch(() => undefined);
      },
    });
    log.info('Stopped');
    await exitAfterLog(0);
  };
}

function openChangeFeed(opened: OpenedDatabase, logger: Logger) {
  return opened.pglite ? createPgliteChangeFeed(opened.pglite) : createPostgresChangeFeed(opened.pool!, logger);
}

main().catch((error) => {
  console.error('Minaret could not start:', error instanceof Error ? error.message : error);
  void exitAfterLog(1);
});
