import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';
import { linkFromOutbox } from './outbox.js';
import { serveFlags } from './serve-flags.js';

export const SUPER_EMAIL = 'root@minaret.test';
export const SUPER_PASSWORD = 'super-secret-1';

export interface RunningServer {
  url: string;
  /** The server's process id (benches read its memory). */
  pid: number;
  dataDir: string;
  output: () => string;
  /** The process's exit code, or null while it runs. */
  exitCode(): number | null;
  /** Sends a signal and resolves with the exit code (or signal name) once the process has ended. */
  signal(name: NodeJS.Signals): Promise<number | string | null>;
  stop(): Promise<void>;
}

/** Output kept from a pipe: the end of it (a bench's request log would otherwise fill the memory). */
const KEPT_OUTPUT = 1 << 20;

/**
 * Starts the built server (dist/server/main.js) on 127.0.0.1 and a free port, with a fresh DATA_DIR,
 * and on a fresh PostgreSQL database when TEST_DATABASE_URL is set. `npm test` builds first.
 * `asServed`: with the Node flags of `npm run serve` (package.json). `outputFile`: standard output and
 * error appended to that file, as a shell redirect or a service manager does, instead of a pipe.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { entry?: string; ownDatabase?: boolean; asServed?: boolean; outputFile?: string } = {},
): Promise<RunningServer> {
  const entry = path.resolve(options.entry ?? 'dist/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-e2e-'));
  // ownDatabase: false when the caller passes a shared DATABASE_URL (several instances on one database).
  const database = options.ownDatabase === false ? undefined : await createDatabase();
  let output = '';
  const fileOutput = options.outputFile ? fs.openSync(options.outputFile, 'a') : undefined;
  const flags = options.asServed ? serveFlags(path.join(path.dirname(entry), '../../package.json')) : [];
  const child: ChildProcess = spawn(process.execPath, [...flags, entry], {
    env: {
      ...serverEnv(port, dataDir, database?.url),
      // Browser tests register many masjids and read a lot from one address; the limits have their own tests.
      REGISTRATIONS_PER_ADDRESS: '1000',
      PUBLIC_READS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: fileOutput === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fileOutput, fileOutput],
  });
  if (fileOutput !== undefined) fs.closeSync(fileOutput);
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > KEPT_OUTPUT) output = output.slice(-KEPT_OUTPUT / 2);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const readOutput = () => (options.outputFile ? fs.readFileSync(options.outputFile, 'utf8') : output);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, readOutput);
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: readOutput,
    exitCode: () => child.exitCode,
    signal(name) {
      const exited = new Promise<number | string | null>((resolve) =>
        child.once('exit', (code, signal) => resolve(code ?? signal)),
      );
      child.kill(name);
      return exited;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** What every test server runs with: this port and data, the test super admin, no mail server. */
export function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPERADMIN_EMAIL: SUPER_EMAIL,
    SUPERADMIN_PASSWORD: SUPER_PASSWORD,
    DATABASE_URL: databaseUrl ?? '',
    SMTP_URL: '',
    // No browser test asks the real weather service; tests/e2e/weather.test.ts passes its fake's address.
    WEATHER_URL: '',
  };
}

/** A fresh PostgreSQL database for one server when TEST_DATABASE_URL is set (CI's second pass). */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `minaret_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Reads the newest mail in DATA_DIR/outbox for an address and returns its verification link. */
export function verificationLinkFromOutbox(dataDir: string, email: string): string {
  return linkFromOutbox(
    dataDir,
    email,
    /https?:\/\/\S+\/auth\/register\/verify\?userId=[^&\s]+&emailVerifyCode=[A-Za-z0-9_-]+/,
  );
}
