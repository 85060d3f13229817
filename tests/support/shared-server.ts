import { inject } from 'vitest';
import type { RunningServer } from './server.js';

/**
 * This worker's built server (tests/support/server.global-setup.ts). Its `stop` does nothing: the global
 * setup stops it after the run. Its output, exit code and signals belong to no one file, so asking for them
 * throws: a file that needs them starts its own server with startServer().
 */
export function sharedServer(): RunningServer {
  const servers = inject('sharedServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const { url, pid, dataDir } = servers[(worker - 1) % servers.length]!;
  const notOwned = (what: string) => () => {
    throw new Error(`${what} of the shared server is not one file's: start a server of its own with startServer()`);
  };
  return {
    url,
    pid,
    dataDir,
    output: notOwned('the output'),
    exitCode: () => null,
    signal: notOwned('a signal'),
    stop: async () => {},
  };
}
