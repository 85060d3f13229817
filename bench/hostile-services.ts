/**
 * The server while the services it calls misbehave: `npx tsx bench/hostile-services.ts [--seconds 60]`
 *
 * For each misbehaviour of server/src/testing/hostile-service.ts (stall, drip, drop, huge), a push service
 * of our own behaves so for `--seconds` while the server sends a round of alerts every 2 s to it and to a
 * well-behaved one; meanwhile /api/health and a public dashboard are asked 5 times a second. Prints per
 * misbehaviour the p99 of each probe, the alerts that reached the good service and the memory growth.
 * `TEST_DATABASE_URL` runs it on PostgreSQL. Figures: docs/security.md "Outbound calls".
 */
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { alertSettingsSchema } from '@core/push/push-alerts.schema.js';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { pinnedLookup } from '../server/src/push/push-endpoint-guard.js';
import { planMasjidAlerts, sendDueAlerts } from '../server/src/push/push.service.js';
import { MISBEHAVIOURS, startHostileService, type Misbehaviour } from '../server/src/testing/hostile-service.js';
import { localCertificate } from '../server/src/testing/local-certificate.js';
import { createTestContext } from '../server/src/testing/test-app.js';
import { fakePushNetwork, PUBLIC_ADDRESS } from '../server/src/testing/test-push-network.js';
import { option } from './options.js';

const seconds = Number(option('seconds') ?? 60);
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const certificate = localCertificate('push.test');
let current: Misbehaviour = 'stall';
let delivered = 0;
const service = await startHostileService({
  tls: certificate,
  choose: (path) => (path.startsWith('/bad/') ? current : undefined),
  answer: (_req, res) => {
    delivered += 1;
    res.writeHead(201).end();
  },
});
const network = fakePushNetwork(
  { 'push.test': [PUBLIC_ADDRESS] },
  () => new https.Agent({ ca: certificate.cert, lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) }),
);
const t = await createTestContext({ now: '2026-05-10T12:00:00Z', pushNetwork: network });
const masjid = await t.registerMasjid('Masjid Bench', { url: 'benchmasjid', active: true });
await t.request('POST', '/api/prayer/config/create?generateIqamah=true', {
  token: masjid.token,
  body: newYorkTimetable(masjid.companyId),
});

/** A due alert for the bad and the good subscriber, planned again before each round. */
async function dueAgain(round: number) {
  await t.db.deleteFrom('push_subscription').execute();
  for (const path of [`/bad/${round}`, `/good/${round}`])
    await t.db
      .insertInto('push_subscription')
      .values({
        id: randomUUID(),
        company_id: masjid.companyId,
        endpoint: `https://push.test:${service.port}${path}`,
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

async function timed(path: string) {
  const started = performance.now();
  await t.request('GET', path);
  return performance.now() - started;
}

console.log(`misbehaviour | health p99 ms | dashboard p99 ms | good alerts sent/rounds | memory growth MB`);
for (const misbehaviour of MISBEHAVIOURS) {
  current = misbehaviour;
  delivered = 0;
  const rss = process.memoryUsage().rss;
  const health: number[] = [];
  const dashboard: number[] = [];
  const end = Date.now() + seconds * 1000;
  let rounds = 0;
  const sender = (async () => {
    while (Date.now() < end) {
      await dueAgain(rounds++);
      const round = sendDueAlerts(t.deps);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await round;
    }
  })();
  while (Date.now() < end) {
    health.push(await timed('/api/health'));
    dashboard.push(await timed('/api/dashboard/benchmasjid'));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await sender;
  service.release();
  const growth = (process.memoryUsage().rss - rss) / 1e6;
  console.log(
    `${misbehaviour} | ${p99(health).toFixed(1)} | ${p99(dashboard).toFixed(1)} | ${delivered}/${rounds} | ${growth.toFixed(1)}`,
  );
}
await service.close();
await t.close();
