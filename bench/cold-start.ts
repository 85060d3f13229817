/**
 * Cold start on an existing embedded database: `npx tsx bench/cold-start.ts [--data <dir>] [--runs 3]`
 *
 * Times, to the first answered request (GET /api/health):
 * - `npm start` (builds web, widgets and server, then starts: what an operator runs);
 * - `node dist/server/main.js` with the Node flags of `npm run serve` (the start alone), `--runs` times, median and
 *   each run.
 * `--data` takes an existing DATA_DIR (e.g. the one `bench/many-masjids.ts --data` seeded); without it an
 * embedded database is created first by one start that is not timed. The dashboard's first paint from a
 * cold browser cache is in bench/many-masjids.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.js';
import { option } from './options.js';
import { serveFlags } from '../tests/support/serve-flags.js';

const runs = Number(option('runs') ?? 3);
const serveArgs = [...serveFlags(), path.resolve('dist/server/main.js')];
const given = option('data');
const dataDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-cold-'));

/** Starts `command`, waits for its first answer, stops it; the milliseconds from spawn to that answer. */
async function timeToFirstAnswer(command: string, args: string[]): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'b'.repeat(40),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // npm starts node as its child: stopping the group stops both.
    detached: true,
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      if (performance.now() - startedAt > 180_000) throw new Error(`${command} did not answer within 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

try {
  if (!given) await timeToFirstAnswer(process.execPath, serveArgs);
  const npmStart = await timeToFirstAnswer('npm', ['start', '--silent']);
  const served: number[] = [];
  for (let run = 0; run < runs; run += 1) served.push(await timeToFirstAnswer(process.execPath, serveArgs));
  const median = [...served].sort((a, b) => a - b)[Math.floor(served.length / 2)]!;
  console.log(`cold start on an existing embedded database (${dataDir}); ${new Date().toISOString()}`);
  console.log(`npm start (build, then start)    ${npmStart.toFixed(0)} ms to the first answer`);
  console.log(
    `npm run serve (without npm)     ${median.toFixed(0)} ms median (${served.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
} finally {
  if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
}
