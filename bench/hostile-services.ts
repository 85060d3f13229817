/**
 * The server while every service it calls misbehaves at once: `npx tsx bench/hostile-services.ts [--seconds 60]`
 *
 * For each way a service can fail (docs/security.md "Outbound calls": answer normally, stall after the headers,
 * drip a byte a second, drop the connection mid-body, pour a huge body, never answer a connection), a push
 * service, a mail server, a geocoder and a weather provider of our own all behave so for `--seconds`, while:
 * - a round of prayer alerts goes every 2 s to a misbehaving push subscriber and to a well-behaved one;
 * - every 2 s a password-reset mail is asked for, an admin looks up an address (the online geocoder) and the
 *   weather of the masjid's place is asked (its client, as the dashboard's cache does), an admin saves a
 *   setting and the owner signs in;
 * - /api/health and a public dashboard are asked 5 times a second.
 * Prints per kind the p99 of each probe, the saves and sign-ins that succeeded (and their slowest), the alerts
 * that reached the good subscriber, the memory growth and how long a shutdown (what SIGTERM does to the
 * sender) took with a stalled send in flight. `TEST_DATABASE_URL` runs it on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { alertSettingsSchema } from '@core/push/push-alerts.schema.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { pinnedLookup } from '../server/src/push/push-endpoint-guard.js';
import { planMasjidAlerts, sendDueAlerts } from '../server/src/push/push.service.js';
import { startHostileService, type Misbehaviour } from '../server/src/testing/hostile-service.js';
import { localCertificate } from '../server/src/testing/local-certificate.js';
import { startSmtpCapture } from '../server/src/testing/smtp-capture.js';
import { createTestContext, PASSWORD } from '../server/src/testing/test-app.js';
import { fakePushNetwork, PUBLIC_ADDRESS } from '../server/src/testing/test-push-network.js';
import { askOpenMeteo } from '../server/src/weather/open-meteo.js';
import { option } from './options.js';
import { CREATE_PRAYER_CONFIG } from '@core/http/contract/prayer.js';
import { PUBLIC_CONTENT, DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { FORGOT_PASSWORD } from '@core/http/contract/account.js';
import { GEOCODE } from '@core/http/contract/geocode.js';
import { HEALTH } from '@core/http/contract/server-status.js';

type Kind = 'normal' | Misbehaviour | 'never';
const KINDS: readonly Kind[] = ['normal', 'stall', 'drip', 'drop', 'huge', 'never'];
const seconds = Number(option('seconds') ?? 60);
const only = option('kinds')?.split(',') as Kind[] | undefined;
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
let kind: Kind = 'normal';
const misbehaviour = () => (kind === 'normal' || kind === 'never' ? undefined : kind);
const held = new Set<net.Socket>();

function hold(socket: net.Socket) {
  held.add(socket);
  socket.on('close', () => held.delete(socket));
  socket.on('error', () => socket.destroy());
}

/** A port whose behaviour follows `kind`: holds connections unanswered ('never'), or hands them to `handle`. */
async function door(handle: (socket: net.Socket) => void) {
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    hold(socket);
    if (kind !== 'never') handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** Joins a connection to a service on `port`. */
function pipeTo(port: number) {
  return (socket: net.Socket) => {
    const upstream = net.connect(port, '127.0.0.1');
    hold(upstream);
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.resume();
  };
}

/** A mail server that misbehaves as `kind` says at the SMTP level; a real SMTP server when it is normal. */
function smtpBehaviour(realPort: number) {
  const real = pipeTo(realPort);
  return (socket: net.Socket) => {
    const now = misbehaviour();
    if (!now) return real(socket);
    socket.resume();
    if (now === 'stall') socket.write('220 mail.test ESMTP\r\n');
    else if (now === 'drip') {
      const timer = setInterval(() => socket.write('2'), 1000);
      socket.on('close', () => clearInterval(timer));
    } else if (now === 'drop') {
      socket.write('220-mail.test');
      setTimeout(() => socket.destroy(), 20);
    } else {
      const block = Buffer.alloc(64 * 1024, 0x32);
      const pour = () => {
        while (!socket.destroyed && socket.write(block));
      };
      socket.on('drain', pour);
      pour();
    }
  };
}

const web = await startHostileService({
  choose: misbehaviour,
  answer: (req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        req.url?.startsWith('/v1/forecast')
          ? JSON.stringify({ current: { time: 1_795_000_000, temperature_2m: 21.4, weather_code: 2, is_day: 1 } })
          : '[]',
      ),
});
const webDoor = await door(pipeTo(web.port));
const smtp = await startSmtpCapture();
const smtpDoor = await door(smtpBehaviour(Number(new URL(smtp.url).port)));

const certificate = localCertificate('push.test');
let delivered = 0;
const push = await startHostileService({
  tls: certificate,
  choose: (path) => (path.startsWith('/bad/') ? misbehaviour() : undefined),
  answer: (req, res) => {
    if (req.url?.startsWith('/good/')) delivered += 1;
    res.writeHead(201).end();
  },
});
const network = fakePushNetwork(
  { 'push.test': [PUBLIC_ADDRESS] },
  () => new https.Agent({ ca: certificate.cert, lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) }),
);
const t = await createTestContext({
  now: '2026-05-10T12:00:00Z',
  pushNetwork: network,
  mail: 'configured',
  config: {
    smtpUrl: `smtp://127.0.0.1:${smtpDoor.port}`,
    geocoderUrl: `http://127.0.0.1:${webDoor.port}`,
    weatherUrl: `http://127.0.0.1:${webDoor.port}/v1/forecast`,
  },
});
const masjid = await t.registerMasjid('Masjid Bench', { url: 'benchmasjid', active: true });
await t.call(
  CREATE_PRAYER_CONFIG,
  { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
  { token: masjid.token },
);

/** A due alert for the bad and the good subscriber, planned again before each round. */
async function dueAgain(round: number) {
  await t.db.deleteFrom('push_subscription').execute();
  const badPort = kind === 'never' ? push.silentPort : push.port;
  for (const [path, port] of [
    [`/bad/${round}`, badPort],
    [`/good/${round}`, push.port],
  ] as const)
    await t.db
      .insertInto('push_subscription')
      .values({
        id: randomUUID(),
        company_id: masjid.companyId,
        endpoint: `https://push.test:${port}${path}`,
        ...KEYS,
        alerts: JSON.stringify(alertSettingsSchema.parse({ dhuhr: { azan: true } })),
        language: 'en',
        planned_at: null,
      })
      .execute();
  t.clock.set(new Date('2026-05-10T12:00:00Z'));
  await planMasjidAlerts(t.deps, masjid.companyId);
  const [first] = await t.db.selectFrom('push_alert').select('due_at').orderBy('due_at').execute();
  t.clock.set(new Date(first!.due_at));
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** What one kind's minute did: each chore's calls, how many went right and the slowest. */
class Tally {
  readonly ms: number[] = [];
  ok = 0;
  add(ms: number, ok: boolean) {
    this.ms.push(ms);
    if (ok) this.ok += 1;
  }
  toString() {
    return `${this.ok}/${this.ms.length} (max ${Math.max(0, ...this.ms).toFixed(0)} ms)`;
  }
}

async function saveSetting(value: string) {
  const read = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'benchmasjid' } }, { token: masjid.token });
  return t.call(
    SAVE_CENTRAL_CONTROL,
    {
      body: {
        companyId: masjid.companyId,
        version: read.json.version ?? 0,
        customConfigurations: [{ name: 'weather_unit', value }],
      },
    },
    { token: masjid.token },
  );
}

// Warm: the first answers build the read model's copies and compile the queries.
for (let i = 0; i < 5; i += 1) await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'benchmasjid' } });

console.log(
  `${seconds} s per kind on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; every service misbehaving at once`,
);
console.log(
  'kind | health p99 ms | dashboard p99 ms | saves | sign-ins | reset mails answered | geocodes answered | weather asks settled | good alerts/rounds | memory growth MB | shutdown ms',
);
for (const next of KINDS.filter((candidate) => !only || only.includes(candidate))) {
  kind = next;
  delivered = 0;
  const rss = process.memoryUsage().rss;
  const health: number[] = [];
  const dashboard: number[] = [];
  const [saves, signIns, resets, geocodes, weather] = [new Tally(), new Tally(), new Tally(), new Tally(), new Tally()];
  const end = Date.now() + seconds * 1000;
  let rounds = 0;
  /** One chore every 2 s, each call awaited before the next (two saves at once would meet the version check). */
  const every2s = async (chore: () => Promise<void>) => {
    while (Date.now() < end) await Promise.all([chore(), pause(2000)]);
  };
  const sender = (async () => {
    while (Date.now() < end) {
      await dueAgain(rounds++);
      const round = sendDueAlerts(t.deps);
      await pause(2000);
      await round;
    }
  })();
  let turn = 0;
  const chores = Promise.all([
    every2s(async () => {
      const { ms, value } = await timed(() => saveSetting(turn++ % 2 ? 'c' : 'f'));
      saves.add(ms, value.status === 200);
    }),
    every2s(() =>
      timed(() => t.login(masjid.email, PASSWORD)).then(
        ({ ms }) => signIns.add(ms, true),
        () => signIns.add(0, false),
      ),
    ),
    every2s(async () => {
      const { ms, value } = await timed(() => t.call(FORGOT_PASSWORD, { body: { email: masjid.email } }));
      resets.add(ms, value.status < 500);
    }),
    every2s(async () => {
      const place = encodeURIComponent('12 Main Street, Springfield, IL');
      const { ms, value } = await timed(() => t.call(GEOCODE, { query: { location: place } }, { token: masjid.token }));
      geocodes.add(ms, value.status === 200);
    }),
    every2s(async () => {
      const { ms } = await timed(() =>
        askOpenMeteo(
          `http://127.0.0.1:${webDoor.port}/v1/forecast`,
          { latitude: 39.8, longitude: -89.7 },
          { timeoutMs: 3000, userAgent: 'bench' },
        ).catch(() => null),
      );
      weather.add(ms, true);
    }),
  ]);
  while (Date.now() < end) {
    health.push((await timed(() => t.call(HEALTH, {}))).ms);
    dashboard.push((await timed(() => t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'benchmasjid' } }))).ms);
    await pause(200);
  }
  await Promise.all([sender, chores]);
  // What SIGTERM does to the sender: a send stalled in flight ends when the shutdown signal aborts it.
  await dueAgain(rounds);
  const shutdown = new AbortController();
  const round = sendDueAlerts({ ...t.deps, shutdown: shutdown.signal });
  await pause(500);
  const stopped = await timed(async () => {
    shutdown.abort();
    await round;
  });
  push.release();
  web.release();
  for (const socket of held) socket.destroy();
  const growth = (process.memoryUsage().rss - rss) / 1e6;
  console.log(
    [
      next,
      p99(health).toFixed(1),
      p99(dashboard).toFixed(1),
      saves,
      signIns,
      resets,
      geocodes,
      weather,
      `${delivered}/${rounds}`,
      growth.toFixed(1),
      stopped.ms.toFixed(0),
    ].join(' | '),
  );
}
await push.close();
await web.close();
await smtp.close();
webDoor.server.close();
smtpDoor.server.close();
await t.close();
