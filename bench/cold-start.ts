/**
 * Start-up as operators run it: `npx tsx bench/cold-start.ts [--data <dir>] [--runs 3]`
 *
 * For `node <flags of npm run serve> dist/server/main.js` (the start alone), each run timed from spawn to the
 * "listening" log line, and from that line to the first answer of the web app's page (`/`, which needs the
 * built files in memory) and of `/api/health`:
 * - on a new embedded database (a fresh DATA_DIR), `--runs` times;
 * - on an existing embedded database, `--runs` times (`--data` takes one, e.g. the one
 *   `bench/many-masjids.ts --data` seeded; without it, the database the first fresh run made);
 * - `npm start` once on that existing database (builds web, widgets and server, then starts: what an
 *   operator runs), to the first answer.
 * The dashboard's first paint from a cold browser cache is in bench/many-masjids.ts. Figures: docs/read-model.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.js';
import { serveFlags } from '../tests/support/serve-flags.js';
import { option } from './options.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { HEALTH } from '@core/http/contract/server-status.js';

const runs = Number(option('runs') ?? 3);
const serveArgs = [...serveFlags(), path.resolve('dist/server/main.js')];
const given = option('data');
const made: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-cold-'));
  made.push(dir);
  return dir;
};

interface Timing {
  listening: number;
  page: number;
  health: number;
}

async function firstAnswer(url: string, deadline: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now();
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts `command` on `dataDir`; milliseconds from spawn to "listening", and from spawn to each first answer. */
async function timeStart(command: string, args: string[], dataDir: string): Promise<Timing> {
  const port = await freePort();
  const startedAt = performance.now();
  const deadline = startedAt + 180_000;
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'b'.repeat(40),
      SUPERADMIN_EMAIL: 'root@cold.example.org',
      SUPERADMIN_PASSWORD: 'cold-start-password-1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // npm starts node as its child: stopping the group stops both.
    detached: true,
  });
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Minaret is listening')) resolve(performance.now());
      });
      child.once('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const [page, health] = await Promise.all([
      firstAnswer(`${base}/`, deadline),
      firstAnswer(`${base}${pathOf(HEALTH, {})}`, deadline),
    ]);
    return { listening: listening - startedAt, page: page - startedAt, health: health - startedAt };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const rows: string[][] = [['start', 'to "listening"', 'then to the page (/)', 'then to /api/health']];
const row = (what: string, timing: Timing) =>
  rows.push([what, ms(timing.listening), ms(timing.page - timing.listening), ms(timing.health - timing.listening)]);

try {
  let existing = given ? path.resolve(given) : undefined;
  for (let run = 0; run < runs; run += 1) {
    const dir = newDataDir();
    row('new embedded database', await timeStart(process.execPath, serveArgs, dir));
    existing ??= dir;
  }
  for (let run = 0; run < runs; run += 1)
    row('existing embedded database', await timeStart(process.execPath, serveArgs, existing!));
  row('npm start (build, then start), existing', await timeStart('npm', ['start', '--silent'], existing!));
  console.log(
    `start-up, ${serveArgs.join(' ')}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${new Date().toISOString()}`,
  );
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
  for (const cells of rows) console.log(cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | '));
} finally {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
}
