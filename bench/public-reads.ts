/**
 * Public reads at the server's limit: `npm run build && npm run bench`
 * (options: `-- --seconds 3 --rounds 5 --baseline /path/to/another/checkout --no-pin
 * --postgres postgres://postgres@127.0.0.1:5432/test`).
 *
 * Starts the built server as `npm start` runs it (the Node flags of `npm run serve` from package.json, the
 * default log level, so one log line per request) twice: once with its output appended to a file, as a shell
 * redirect or a service manager does, and once with its output read from a pipe. Both run on embedded PGlite
 * and, when a PostgreSQL URL is given (or TEST_DATABASE_URL is set), on a fresh PostgreSQL database; each is
 * seeded with one masjid with a timetable and content through the API. Each public read is driven with wrk
 * (100 connections, loopback) with browsers' Accept-Encoding and with identity. A bare Hono route on
 * @hono/node-server is measured in the same rounds: each round runs the bare route, then the file server,
 * then the pipe server for `--seconds` each (3 by default), `--rounds` times (5 by default), and every
 * figure printed is the median of the rounds, each ratio taken within its round. Beside requests per second
 * (which the machine's other load moves from minute to minute), each run's CPU time per request is read
 * from /proc (Linux): the "cpu ratio" is the bare route's CPU per request over the server's, which holds
 * still on a shared machine.
 * With --baseline, the same reads run against that checkout's build (e.g. main) in the same run.
 * `--reads v1` (repeatable) measures only the reads whose name contains that text, e.g. the keyless v1 API's.
 * The v1 API's per-address limit is raised so wrk is not refused; its counting and headers still run.
 * Targets and figures: docs/read-model.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.js';
import { startServer, type RunningServer } from '../tests/support/server.js';
import { richContent, seedMasjid } from '../tests/e2e/public-fixtures.js';
import { option, repeatedOption } from './options.js';
import { wrk, type WrkResult } from './wrk.js';
import { serveFlags } from '../tests/support/serve-flags.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { PRAYER_DAY } from '@core/http/contract/prayer.js';
import { DASHBOARD_BY_URL, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { REMINDERS_TODAY } from '@core/http/contract/reminders.js';
import { ACTIVE_MASJIDS } from '@core/http/contract/server-status.js';
import { V1_DAYS, V1_MASJIDS, V1_NEXT } from '@core/http/contract/public-v1.js';

const seconds = Number(option('seconds') ?? 3);
const rounds = Number(option('rounds') ?? 5);
const baseline = option('baseline');
const postgresUrl = option('postgres') ?? process.env.TEST_DATABASE_URL;
const readFilters = repeatedOption('reads');

/**
 * Load and servers on CPUs of their own: on a machine of two cores, wrk and the server it loads otherwise
 * take the same cores from each other in time slices, and the tail latency measured is that sharing (the
 * bare route alone measured a p99 of 43 to 486 ms that way, 15 to 92 ms pinned, in the same minutes). This
 * process, and so every server it starts, keeps all CPUs but the last; wrk runs on the last with one
 * thread. `--no-pin`, on a machine without `taskset`, or with one CPU: everything shares every CPU.
 */
function pinning(): { wrkCpu: number } | null {
  const cpus = os.cpus().length;
  if (process.argv.includes('--no-pin') || cpus < 2 || process.platform !== 'linux') return null;
  const servers = cpus === 2 ? '0' : `0-${cpus - 2}`;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', servers, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { wrkCpu: cpus - 1 };
}
const pinned = pinning();
const wrkOptions = pinned ? { cpu: pinned.wrkCpu, threads: 1 } : {};

async function startBare(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('bench/bare-hono.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

type Output = 'file' | 'pipe';
const outputs: Output[] = ['file', 'pipe'];
const encodings = [
  { name: 'br, gzip', acceptEncoding: 'gzip, deflate, br' },
  { name: 'identity', acceptEncoding: 'identity' },
];

/** One wrk run and the CPU time its target used meanwhile, per request (null where /proc is missing). */
interface Run extends WrkResult {
  cpuUsPerRequest: number | null;
}

/** CPU time (user and system) a process has used so far, in ms: Linux's /proc, in clock ticks of 10 ms. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function run(url: string, pid: number, headers: Record<string, string>): Promise<Run> {
  const before = cpuMsOf(pid);
  const result = await wrk(url, { seconds, headers, ...wrkOptions });
  const after = cpuMsOf(pid);
  const cpu = before === null || after === null ? null : ((after - before) * 1000) / result.requests;
  return { ...result, cpuUsPerRequest: cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The medians of one server's rounds, its ratios to the bare route taken round by round. */
interface Summary {
  requestsPerSecond: number;
  p99Ms: number;
  ratio: number;
  cpuRatio: number | null;
  cpuUsPerRequest: number | null;
  non2xx: number;
}

function summarise(runs: Run[], bareRuns: Run[]): Summary {
  const cpus = runs.map((r) => r.cpuUsPerRequest);
  const known = cpus.every((cpu, i) => cpu && bareRuns[i]!.cpuUsPerRequest);
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    ratio: median(runs.map((r, i) => r.requestsPerSecond / bareRuns[i]!.requestsPerSecond)),
    cpuRatio: known ? median(runs.map((r, i) => bareRuns[i]!.cpuUsPerRequest! / r.cpuUsPerRequest!)) : null,
    cpuUsPerRequest: known ? median(cpus as number[]) : null,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

interface Row {
  read: string;
  encoding: string;
  build: string;
  database: string;
  results: Record<Output, Summary>;
  bare: Summary;
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
// Warmed as the servers are: V8 compiles its route before the first round measures it.
await wrk(bare.url, { seconds: 1, ...wrkOptions });
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
      // wrk reads from one address: the published 60 a minute would refuse all but the first minute's 60.
      PUBLIC_API_READS_PER_MINUTE: '1000000000',
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
        const allReads: [string, (companyId: string) => string][] = [
          // The contract's addresses; wrk sends them (a load generator, not a client).
          ['day', (companyId) => pathOf(PRAYER_DAY, { companyId, month, day: now.getUTCDate() })],
          ['masjid content', () => pathOf(PUBLIC_CONTENT, { companyUrl: 'bench' })],
          [
            'calendar month',
            () => pathOf(CALENDAR, { url: 'bench', type: 'gregorian', year: now.getUTCFullYear() }, { month }),
          ],
          ['dashboard data (?days=2)', () => pathOf(DASHBOARD_BY_URL, { companyUrl: 'bench' }, { days: 2 })],
          ['active masjid list', () => pathOf(ACTIVE_MASJIDS, {})],
          ['reminders today', () => pathOf(REMINDERS_TODAY, { companyUrl: 'bench' })],
          ["a widget's index.html", () => '/static/prayer-time-widget/index.html'],
          // The keyless API (docs/public-api.md), what home devices and the following app poll.
          ['v1 days (?days=7)', () => pathOf(V1_DAYS, { masjid: 'bench' }, { days: '7' })],
          ['v1 next', () => pathOf(V1_NEXT, { masjid: 'bench' })],
          ['v1 masjid list', () => pathOf(V1_MASJIDS, {})],
        ];
        const reads = allReads.filter(
          ([read]) => readFilters.length === 0 || readFilters.some((filter) => read.includes(filter)),
        );
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
              await wrk(urlOf(output), { seconds: 1, headers, ...wrkOptions });
            }
            // Rounds of the bare route and both servers in turn: on a shared machine the load changes
            // from minute to minute, and each ratio compares runs of the same round.
            const runs = { bare: [] as Run[], file: [] as Run[], pipe: [] as Run[] };
            for (let round = 0; round < rounds; round++) {
              runs.bare.push(await run(bare.url, bare.pid, headers));
              for (const output of outputs) runs[output].push(await run(urlOf(output), servers[output].pid, headers));
            }
            const results = {} as Record<Output, Summary>;
            for (const output of outputs) results[output] = summarise(runs[output], runs.bare);
            const bareResult = summarise(runs.bare, runs.bare);
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

const measured = (result: Summary) => [
  result.requestsPerSecond.toFixed(0),
  `${result.p99Ms.toFixed(1)} ms`,
  result.ratio.toFixed(2),
  result.cpuRatio?.toFixed(2) ?? '-',
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
    'file cpu ratio',
    'file non-2xx',
    'pipe req/s',
    'pipe p99',
    'pipe ratio',
    'pipe cpu ratio',
    'pipe non-2xx',
    'bare req/s',
    'bare p99',
    'bare cpu/req',
  ],
  ...rows.map((row) => [
    row.read,
    row.encoding,
    row.build,
    row.database,
    ...measured(row.results.file),
    ...measured(row.results.pipe),
    row.bare.requestsPerSecond.toFixed(0),
    `${row.bare.p99Ms.toFixed(1)} ms`,
    row.bare.cpuUsPerRequest === null ? '-' : `${row.bare.cpuUsPerRequest.toFixed(1)} µs`,
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(
  `wrk: 100 connections, ${seconds} s each, medians of ${rounds} rounds, loopback, ` +
    (pinned ? `wrk on CPU ${pinned.wrkCpu} with one thread and the servers on the others; ` : 'nothing pinned; ') +
    `server as \`npm start\` runs it (${serveFlagsText()}), ` +
    `default log level, output to a file and to a pipe; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${new Date().toISOString()}`,
);
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | '));

function serveFlagsText() {
  return ['node', ...serveFlags(), 'dist/server/main.js'].join(' ');
}
