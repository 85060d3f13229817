import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { createDatabase, serverEnv, waitForHealth } from './server.js';

/**
 * The built server on one DATA_DIR (and one PostgreSQL database when TEST_DATABASE_URL is set) that a
 * test can kill with SIGKILL and start again on the same data: for durability and backup tests.
 */
export interface RestartableServer {
  url: string;
  dataDir: string;
  databaseUrl: string | undefined;
  pid(): number | undefined;
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  output(): string;
  dispose(): Promise<void>;
}

export async function restartableServer(
  options: { dataDir?: string; databaseUrl?: string | null } = {},
): Promise<RestartableServer> {
  const entry = path.resolve('dist/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-restart-'));
  const database = options.databaseUrl === undefined ? await createDatabase() : undefined;
  const databaseUrl = options.databaseUrl ?? database?.url;
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    child = spawn(process.execPath, [entry], {
      env: serverEnv(port, dataDir, databaseUrl),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    started.stdout?.on('data', (chunk) => (output += chunk));
    started.stderr?.on('data', (chunk) => (output += chunk));
    await waitForHealth(url, started, () => output);
  }

  async function kill(signal: NodeJS.Signals) {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  }

  return {
    url,
    dataDir,
    databaseUrl,
    pid: () => child?.pid,
    start,
    kill,
    output: () => output,
    async dispose() {
      await kill('SIGTERM');
      await database?.drop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
