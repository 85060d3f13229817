import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

export const SUPER_EMAIL = 'root@minaret.test';
export const SUPER_PASSWORD = 'super-secret-1';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/server/main.js) on 127.0.0.1 and a free port, with a fresh DATA_DIR,
 * and on a fresh PostgreSQL database when TEST_DATABASE_URL is set. `npm test` builds first.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.resolve('dist/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-e2e-'));
  const database = await createDatabase();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SUPERADMIN_EMAIL: SUPER_EMAIL,
      SUPERADMIN_PASSWORD: SUPER_PASSWORD,
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    output: () => output,
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
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

async function createDatabase() {
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
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort() : [];
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
    const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = unfolded.match(/https?:\/\/\S+\/auth\/register\/verify\?userId=[^&\s]+&emailVerifyCode=[A-Za-z0-9_-]+/);
    if (match) return match[0];
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}
