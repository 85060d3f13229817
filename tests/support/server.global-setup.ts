import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server.js';

/** What a browser test file needs of its worker's server (the process itself stays with the global setup). */
export interface SharedServerAddress {
  url: string;
  pid: number;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built server per e2e worker, by VITEST_POOL_ID: what sharedServer() answers. */
    sharedServers: SharedServerAddress[];
  }
}

/**
 * Before the e2e project's first test: one built server per worker, started once for the run, as the
 * Chromium beside it. Starting a server for each browser test file cost 2 s a file on an idle machine and
 * 8 to 16 s on a busy one. The files that share it register masjids, names and addresses of their own; a
 * file that stops, signals or reads the output of its server, needs settings of its own or global state (the
 * super admin's lists of every masjid, the hadith collection) starts its own with startServer().
 * Always on the embedded database: the PostgreSQL browser pass runs only `*.db.test.ts`, which start their own.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers: RunningServer[] = await Promise.all(
    Array.from({ length: workers }, () =>
      startServer({ PUBLIC_API_READS_PER_MINUTE: '100000' }, { ownDatabase: false }),
    ),
  );
  project.provide(
    'sharedServers',
    servers.map(({ url, pid, dataDir }) => ({ url, pid, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
