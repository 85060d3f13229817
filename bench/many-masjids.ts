/**
 * Many masjids in one process, cold start and first paint: `npm run build && npx tsx bench/many-masjids.ts [--masjids 1000]`
 *
 * 1. Seeds N masjids (timetable with iqama, funds, expenses, sheets, Jumu'ah, announcements, reminders) into
 *    a fresh embedded database, through the app in this process.
 * 2. Cold start: starts the built server (`node dist/server/main.js` with the flags of `npm run serve`, what `npm start` runs after building)
 *    on that existing database and times it to the first answered request.
 * 3. Serves every masjid's dashboard, content and day (twice) and reads the server's RSS (target: under
 *    300 MB with 1,000 masjids).
 * 4. First paint of a masjid's dashboard at 1920x1080 in Chromium from a cold cache: ms and bytes.
 *
 * Seeding takes minutes: `--data <dir>` keeps the seeded database there and reuses it on the next run.
 * `--node-flag <flag>` (repeatable) and `--env NAME=value` (repeatable) start the server with other Node flags or
 * environment, e.g. `--node-flag --max-semi-space-size=2 --env MALLOC_ARENA_MAX=2`; without them it starts as
 * `npm run serve` does. `--no-paint` skips step 4; `--hold <seconds>` keeps the server up after step 3 to look at it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleMasjid } from '@core/testing/sample-masjid.js';
import { createApp } from '../server/src/app.js';
import { ensureSuperAdmin } from '../server/src/bootstrap/super-admin.js';
import { systemClock } from '../server/src/clock.js';
import { loadConfig } from '../server/src/config.js';
import { createDeps } from '../server/src/create-deps.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { openDatabase } from '../server/src/db/open-database.js';
import { createPgliteChangeFeed } from '../server/src/events/change-feed.js';
import { silentLogger } from '../server/src/logger.js';
import { createMemoryMailer } from '../server/src/mail/mailer.js';
import { CHICAGO, richContent } from '../tests/e2e/public-fixtures.js';
import { launchBrowser, VIEWPORTS } from '../tests/support/browser.js';
import { freePort } from '../tests/support/free-port.js';
import { option, repeatedOption } from './options.js';
import { serveFlags } from '../tests/support/serve-flags.js';
import { LOGIN } from '@core/http/contract/account.js';
import { typedCall } from '@core/http/contract/call.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { pathOf } from '@core/http/contract/endpoint.js';
import { CREATE_MASJID, SET_MASJID_ACTIVE } from '@core/http/contract/masjids.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { DASHBOARD_BY_URL, PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { HEALTH } from '@core/http/contract/server-status.js';

const count = Number(option('masjids') || 1000);
const SUPER = { email: 'root@bench.example.org', password: 'bench-password-1' };
const givenData = option('data');
const keptDir = givenData ? path.resolve(givenData) : null;
const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-many-'));
const seededList = path.join(dataDir, 'bench-masjids.json');
const today = new Date().toISOString().slice(0, 10);
const nodeFlags = repeatedOption('node-flag');
const extraEnv = Object.fromEntries(
  repeatedOption('env').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const paint = !process.argv.includes('--no-paint');
const holdSeconds = Number(option('hold') ?? 0);

function rssMb(pid: number): number {
  return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;
}

async function firstPaint(url: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.tv });
    const page = await context.newPage();
    // Sizes are read after the load: counting them as they come would miss the ones still being read.
    const finished: Promise<number>[] = [];
    page.on('requestfinished', (request) => finished.push(request.sizes().then((sizes) => sizes.responseBodySize)));
    await page.goto(url, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(finished);
    const bytes = bodies.reduce((sum, size) => sum + size, 0);
    const requests = bodies.length;
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime] as const),
    );
    const of = (name: string) => entries.find(([entryName]) => entryName === name)?.[1] ?? NaN;
    return { firstPaint: of('first-paint'), firstContentfulPaint: of('first-contentful-paint'), bytes, requests };
  } finally {
    await browser.close();
  }
}

async function seed(): Promise<string[]> {
  if (fs.existsSync(seededList)) {
    const kept = JSON.parse(fs.readFileSync(seededList, 'utf8')) as string[];
    if (kept.length === count) return kept;
    throw new Error(`${dataDir} holds ${kept.length} masjids, not ${count}: give another --data folder`);
  }
  const opened = openDatabase({ dataDir });
  await migrateToLatest(opened.db);
  await ensureSuperAdmin(opened.db, SUPER, silentLogger);
  const changes = await createPgliteChangeFeed(opened.pglite!);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'b'.repeat(40),
    REGISTRATIONS_PER_ADDRESS: String(count + 10),
  });
  const deps = await createDeps({
    db: opened.db,
    config,
    clock: systemClock,
    logger: silentLogger,
    mailer: createMemoryMailer(),
    changes,
  });
  const app = createApp(deps);
  // The contract's typed call over app.request, as a given token (the seeding is the super admin's).
  const callAs = (token?: string) =>
    typedCall(async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await app.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    });
  const token = (await callAs()(LOGIN, { body: SUPER })).token;
  const call = callAs(token);
  const urls: string[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const url = `masjid${index}`;
    const masjid = await callAs()(CREATE_MASJID, { body: sampleMasjid(`Masjid ${index}`, url) });
    const companyId = masjid.target!.id;
    await call(SET_MASJID_ACTIVE, { params: { id: companyId }, query: { active: true } });
    await call(CREATE_PRAYER_CONFIG, {
      query: { generateIqamah: true },
      body: { companyId, location: 'Chicago, IL', calculationMethod: 2, asrJuristicMethod: 0, geoCode: CHICAGO },
    });
    await call(SAVE_CENTRAL_CONTROL, { body: { companyId, version: 0, ...richContent(today) } });
    urls.push(url);
    if (index % 100 === 99)
      process.stderr.write(`seeded ${index + 1} masjids in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  await changes.close();
  await opened.db.destroy();
  fs.writeFileSync(seededList, JSON.stringify(urls));
  return urls;
}

const urls = await seed();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const startedAt = performance.now();
const startFlags = [...serveFlags(), ...nodeFlags];
const child = spawn(process.execPath, [...startFlags, path.resolve('dist/server/main.js')], {
  env: {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'b'.repeat(40),
    PUBLIC_READS_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  let coldStartMs = 0;
  for (;;) {
    try {
      if ((await fetch(`${base}${pathOf(HEALTH, {})}`)).ok) {
        coldStartMs = performance.now() - startedAt;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 120_000) throw new Error('the server did not answer within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const afterStart = rssMb(child.pid!);
  const month = new Date().getUTCMonth() + 1;
  const sweepStarted = performance.now();
  for (let round = 0; round < 2; round += 1) {
    for (let index = 0; index < urls.length; index += 20) {
      await Promise.all(
        urls.slice(index, index + 20).map(async (url) => {
          for (const read of [
            // The contract's addresses, read as a browser would (compressed bytes, not parsed).
            pathOf(DASHBOARD_BY_URL, { companyUrl: url }, { days: 2 }),
            pathOf(PUBLIC_CONTENT, { companyUrl: url }),
            pathOf(CALENDAR, { url, type: 'gregorian', year: 2026 }, { month }),
          ]) {
            const res = await fetch(`${base}${read}`, { headers: { 'accept-encoding': 'gzip, br' } });
            if (!res.ok) throw new Error(`${read}: ${res.status}`);
            await res.arrayBuffer();
          }
        }),
      );
    }
  }
  const sweepMs = performance.now() - sweepStarted;
  const serving = rssMb(child.pid!);

  if (holdSeconds > 0) {
    // For a look from outside (/proc/<pid>/smaps, a heap snapshot with --node-flag --heapsnapshot-signal=SIGUSR2).
    console.log(`server pid ${child.pid}, held ${holdSeconds} s after serving all`);
    await new Promise((resolve) => setTimeout(resolve, holdSeconds * 1000));
  }
  const painted = paint ? await firstPaint(`${base}/${urls[0]}`) : null;

  console.log(`masjids                              ${count} (timetable, iqama, content each)`);
  console.log(
    `cold start to first answer           ${coldStartMs.toFixed(0)} ms (node ${[...startFlags, ''].join(' ')}dist/server/main.js on the existing embedded database)`,
  );
  console.log(`RSS after start                      ${afterStart.toFixed(0)} MB`);
  console.log(
    `RSS after serving every masjid       ${serving.toFixed(0)} MB (dashboard, content and calendar month of each, twice, in ${(sweepMs / 1000).toFixed(1)} s)`,
  );
  if (painted) {
    console.log(
      `dashboard first paint, 1920x1080     ${painted.firstPaint.toFixed(0)} ms (first contentful ${painted.firstContentfulPaint.toFixed(0)} ms), cold cache`,
    );
    console.log(
      `dashboard bytes until network idle   ${(painted.bytes / 1024).toFixed(1)} KB in ${painted.requests} requests`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
