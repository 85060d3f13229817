/**
 * Public reads at the server's limit: `npm run build && npm run bench`
 * (options: `-- --seconds 5 --baseline /path/to/another/checkout --postgres postgres://postgres@127.0.0.1:5432/test`).
 *
 * Starts the built server (dist/server/main.js) on embedded PGlite and, when a PostgreSQL URL is given (or
 * TEST_DATABASE_URL is set), on a fresh PostgreSQL database; seeds one masjid with a timetable and content
 * through the API; and drives each public read with wrk (100 connections, loopback, browsers'
 * Accept-Encoding). A bare Hono route on @hono/node-server is measured in the same run, just before each
 * server's reads, and every read is printed with its ratio to it. With --baseline, the same reads run
 * against that checkout's build (e.g. main) in the same run. Targets: docs/read-model.md.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.js';
import { startServer } from '../tests/support/server.js';
import { richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';
import { option } from './options.js';
import { wrk, type WrkResult } from './wrk.js';

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

interface Row {
  read: string;
  build: string;
  database: string;
  result: WrkResult;
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

try {
  for (const database of databases) {
    for (const build of builds) {
      if (database.url) process.env.TEST_DATABASE_URL = database.url;
      else delete process.env.TEST_DATABASE_URL;
      const server = await startServer(
        {
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: path.join(build.dir, 'dist/web'),
          WIDGETS_DIST_DIR: path.join(build.dir, 'dist/widgets'),
        },
        { entry: path.join(build.dir, 'dist/server/main.js') },
      );
      try {
        const masjid = await seedMasjid(server, {
          name: 'Masjid Bench',
          url: 'bench',
          email: 'admin@bench.example.org',
          content: () => richContent(today),
        });
        const month = now.getUTCMonth() + 1;
        const reads: [string, string][] = [
          ['day', `/api/prayer/companyId/${masjid.companyId}/month/${month}/day/${now.getUTCDate()}`],
          ['masjid content', `/api/companies/url/${masjid.url}/central-control`],
          [
            'calendar month',
            `/api/calendar/companyUrl/${masjid.url}/type/gregorian/year/${now.getUTCFullYear()}?month=${month}`,
          ],
          ['dashboard data (?days=2)', `/api/dashboard/${masjid.url}?days=2`],
          ['active masjid list', '/api/auth/companies/url/active'],
          ['reminders today', `/api/companies/url/${masjid.url}/reminders/today`],
          ["a widget's index.html", '/static/prayer-time-widget/index.html'],
        ];
        // The built files are compressed once after start: wait for that before measuring anything.
        await fetch(`${server.url}/`);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        for (const [read, urlPath] of reads) {
          const warm = await fetch(`${server.url}${urlPath}`);
          if (!warm.ok) throw new Error(`${read}: ${warm.status} ${await warm.text()}`);
          // A second of load first: the steady state is measured, not V8 compiling the route's code.
          await wrk(`${server.url}${urlPath}`, { seconds: 1 });
          // The bare route right before each read: on a shared machine the load changes from minute to minute.
          const bareResult = await wrk(bare.url, { seconds });
          rows.push({
            read,
            build: build.name,
            database: database.name,
            result: await wrk(`${server.url}${urlPath}`, { seconds }),
            bare: bareResult,
          });
          process.stderr.write('.');
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  bare.stop();
}
process.stderr.write('\n');

const table = [
  ['public read', 'build', 'database', 'req/s', 'p99', 'bare req/s', 'bare p99', 'ratio', 'non-2xx'],
  ...rows.map((row) => [
    row.read,
    row.build,
    row.database,
    row.result.requestsPerSecond.toFixed(0),
    `${row.result.p99Ms.toFixed(1)} ms`,
    row.bare.requestsPerSecond.toFixed(0),
    `${row.bare.p99Ms.toFixed(1)} ms`,
    (row.result.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2),
    String(row.result.non2xx),
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(
  `wrk: 100 connections, ${seconds} s each, loopback, Accept-Encoding: gzip, deflate, br; ${new Date().toISOString()}`,
);
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | '));
