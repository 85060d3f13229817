/**
 * Public reads at the server's limit: `npm run build && npm run bench`
 * (options: `-- --seconds 5 --baseline /path/to/another/checkout --postgres postgres://postgres@127.0.0.1:5432/test`).
 *
 * Starts the built server as `npm start` runs it (the Node flags of `npm run serve` from package.json, the
 * default log level, so one log line per request) twice: once with its output appended to a file, as a shell
 * redirect or a service manager does, and once with its output read from a pipe. Both run on embedded PGlite
 * and, when a PostgreSQL URL is given (or TEST_DATABASE_URL is set), on a fresh PostgreSQL database; each is
 * seeded with one masjid with a timetable and content through the API. Each public read is driven with wrk
 * (100 connections, loopback) with browsers' Accept-Encoding and with identity. A bare Hono route on
 * @hono/node-server is measured in the same run, right before each read, and every read is printed with its
 * ratio to it. With --baseline, the same reads run against that checkout's build (e.g. main) in the same run.
 * Targets and figures: docs/read-model.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.js';
import { startServer, type RunningServer } from '../tests/support/server.js';
import { richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';
import { option } from './options.js';
import { wrk, type WrkResult } from './wrk.js';
import { serveFlags } from '../tests/support/serve-flags.js';

const seconds = Number(option('seconds') ?? 5);
const baseline = option('baseline');
const postgresUrl = option('postgres') ?? process.env.TEST_DATABASE_URL;

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('bench/bare-hono.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill('SIGTERM') };
}

type Output = 'file' | 'pipe';
const outputs: Output[] = ['file', 'pipe'];
const encodings = [
  { name: 'br, gzip', acceptEncoding: 'gzip, deflate, br' },
  { name: 'identity', acceptEncoding: 'identity' },
];

interface Row {
  read: string;
  encoding: string;
  build: string;
  database: string;
  results: Record<Output, WrkResult>;
  bare: WrkResult;
}

const builds = [
  { name: 'this checkout', dir: process.cwd() },
  ...(baseline ? [{ name: path.basename(path.resolve(baseline)), dir: path.resolve(baseline) }] : []),
];
const databases = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : []),
];
const rows: Row[] = [];
const bare = await startBare();
const now = new Date();
const today = now.toISOString().slice(0, 10);
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-bench-log-'));
// The level is the server's default (info): whatever the caller's shell has set is not passed on.
delete process.env.LOG_LEVEL;

/** The server as `npm start` runs it, its output to a file or a pipe, seeded with one masjid. */
async function startServed(build: { dir: string }, output: Output): Promise<RunningServer> {
  return startServer(
    {
      WEB_DIST_DIR: path.join(build.dir, 'dist/web'),
      WIDGETS_DIST_DIR: path.join(build.dir, 'dist/widgets'),
    },
    {
      entry: path.join(build.dir, 'dist/server/main.js'),
      asServed: true,
      outputFile: output === 'file' ? fs.mkdtempSync(path.join(logDir, 'run-')) + '/server.log' : undefined,
    },
  );
}

try {
  for (const database of databases) {
    for (const build of builds) {
      if (database.url) process.env.TEST_DATABASE_URL = database.url;
      else delete process.env.TEST_DATABASE_URL;
      const servers = {} as Record<Output, RunningServer>;
      try {
        for (const output of outputs) servers[output] = await startServed(build, output);
        // Each server numbers its own masjid; both have the same url.
        const companyIds = {} as Record<Output, string>;
        for (const output of outputs) {
          const masjid = await seedMasjid(servers[output], {
            name: 'Masjid Bench',
            url: 'bench',
            email: 'admin@bench.example.org',
            content: () => richContent(today),
          });
          companyIds[output] = masjid.companyId;
        }
        const month = now.getUTCMonth() + 1;
        const reads: [string, (companyId: string) => string][] = [
          ['day', (id) => `/api/prayer/companyId/${id}/month/${month}/day/${now.getUTCDate()}`],
          ['masjid content', () => `/api/companies/url/bench/central-control`],
          [
            'calendar month',
            () => `/api/calendar/companyUrl/bench/type/gregorian/year/${now.getUTCFullYear()}?month=${month}`,
          ],
          ['dashboard data (?days=2)', () => `/api/dashboard/bench?days=2`],
          ['active masjid list', () => '/api/auth/companies/url/active'],
          ['reminders today', () => `/api/companies/url/bench/reminders/today`],
          ["a widget's index.html", () => '/static/prayer-time-widget/index.html'],
        ];
        // The built files are compressed once after start: wait for that before measuring anything.
        for (const output of outputs) await fetch(`${servers[output].url}/`);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        for (const [read, pathFor] of reads) {
          for (const encoding of encodings) {
            const headers = { 'Accept-Encoding': encoding.acceptEncoding };
            const urlOf = (output: Output) => `${servers[output].url}${pathFor(companyIds[output])}`;
            for (const output of outputs) {
              const warm = await fetch(urlOf(output), { headers });
              if (!warm.ok) throw new Error(`${read} (${output}): ${warm.status} ${await warm.text()}`);
              // A second of load first: the steady state is measured, not V8 compiling the route's code.
              await wrk(urlOf(output), { seconds: 1, headers });
            }
            // The bare route right before each read: on a shared machine the load changes from minute to minute.
            const bareResult = await wrk(bare.url, { seconds, headers });
            const results = {} as Record<Output, WrkResult>;
            for (const output of outputs) results[output] = await wrk(urlOf(output), { seconds, headers });
            rows.push({
              read,
              encoding: encoding.name,
              build: build.name,
              database: database.name,
              results,
              bare: bareResult,
            });
            process.stderr.write('.');
          }
        }
      } finally {
        for (const output of outputs) await servers[output]?.stop();
      }
    }
  }
} finally {
  bare.stop();
  fs.rmSync(logDir, { recursive: true, force: true });
}
process.stderr.write('\n');

const measured = (result: WrkResult, row: Row) => [
  result.requestsPerSecond.toFixed(0),
  `${result.p99Ms.toFixed(1)} ms`,
  (result.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2),
  String(result.non2xx),
];
const table = [
  [
    'public read',
    'encoding',
    'build',
    'database',
    'file req/s',
    'file p99',
    'file ratio',
    'file non-2xx',
    'pipe req/s',
    'pipe p99',
    'pipe ratio',
    'pipe non-2xx',
    'bare req/s',
    'bare p99',
  ],
  ...rows.map((row) => [
    row.read,
    row.encoding,
    row.build,
    row.database,
    ...measured(row.results.file, row),
    ...measured(row.results.pipe, row),
    row.bare.requestsPerSecond.toFixed(0),
    `${row.bare.p99Ms.toFixed(1)} ms`,
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(
  `wrk: 100 connections, ${seconds} s each, loopback; server as \`npm start\` runs it (${serveFlagsText()}), ` +
    `default log level, output to a file and to a pipe; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${new Date().toISOString()}`,
);
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | '));

function serveFlagsText() {
  return ['node', ...serveFlags(), 'dist/server/main.js'].join(' ');
}
