/**
 * A push service that misbehaves cannot stop the server (docs/security.md "Outbound calls"): sends go out
 * of any database transaction, each within its deadline and read cap, a few at a time, and end when the
 * server shuts down. Against our own TLS service, reached through the test's resolver and trusted
 * certificate (the production guard is the same).
 */
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { localCertificate } from '../testing/local-certificate.js';
import { startHostileService, type HostileService, type Misbehaviour } from '../testing/hostile-service.js';
import { fakePushNetwork, PUBLIC_ADDRESS } from '../testing/test-push-network.js';
import { pinnedLookup } from './push-endpoint-guard.js';
import { OUTCOME_SENDING, sendDueAlerts } from './push.service.js';
import { CREATE_PRAYER_CONFIG, SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { SUBSCRIBE_PUSH } from '@core/http/contract/push.js';
import { DASHBOARD_BY_URL } from '@core/http/contract/public-reads.js';
import { HEALTH } from '@core/http/contract/server-status.js';

const PUSH_HOST = 'push.test';
const NOW = '2026-05-10T12:00:00Z';
const ALERTS = { dhuhr: { azan: true, iqama: false, beforeIqamaMinutes: 0 } };
/** A browser's keys as a push subscription carries them (the service never decrypts here). */
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

let t: TestContext;
let service: HostileService;
let certificate: { key: Buffer; cert: Buffer };
/** What each path does: a misbehaviour, or a normal 201. */
const behaviour = new Map<string, Misbehaviour>();
const delivered: string[] = [];

const network = fakePushNetwork(
  { [PUSH_HOST]: [PUBLIC_ADDRESS] },
  () =>
    // The internet would carry the connection to the push service: here, to our own.
    new https.Agent({ ca: certificate.cert, lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) }),
);

/** Resolves within `ms` or says it did not: a frozen server answers nothing. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function masjidWithSubscriber(name: string, url: string, path: string, misbehaviour?: Misbehaviour) {
  const masjid = await t.registerMasjid(name, { url, active: true });
  const timetable = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(masjid.companyId) },
    { token: masjid.token },
  );
  expect(timetable.status, timetable.text).toBe(200);
  if (misbehaviour) behaviour.set(path, misbehaviour);
  const endpoint = `https://${PUSH_HOST}:${service.port}${path}`;
  const res = await t.call(SUBSCRIBE_PUSH, {
    params: { companyUrl: url },
    body: { subscription: { endpoint, keys: KEYS }, alerts: ALERTS },
  });
  expect(res.status, res.text).toBe(200);
  return { ...masjid, endpoint };
}

async function alertsOf(endpoint: string) {
  return t.db
    .selectFrom('push_alert')
    .innerJoin('push_subscription', 'push_subscription.id', 'push_alert.subscription_id')
    .select(['push_alert.id', 'due_at', 'sent_at', 'outcome'])
    .where('push_subscription.endpoint', '=', endpoint)
    .orderBy('due_at')
    .execute();
}

/** Every planned alert of this test is due at the same instant (same timetable, same choice). */
async function firstDue(endpoint: string) {
  return new Date((await alertsOf(endpoint))[0]!.due_at);
}

/** Drops what earlier cases left due, so each case sends only its own subscriptions' alerts. */
async function forgetEarlierSubscriptions() {
  await t.db.deleteFrom('push_subscription').execute();
}

beforeAll(async () => {
  certificate = localCertificate(PUSH_HOST);
  service = await startHostileService({
    tls: certificate,
    choose: (path) => behaviour.get(path),
    answer: (req, res) => {
      delivered.push(req.url ?? '');
      res.writeHead(201).end();
    },
  });
  t = await createTestContext({ now: NOW, pushNetwork: network });
});
afterAll(async () => {
  await service.close();
  await t.close();
});

describe('a push service that stalls', () => {
  it('does not freeze the server: health, a dashboard and other masjids’ alerts go on while it holds', async () => {
    const stalled = await masjidWithSubscriber('Masjid Stalled', 'stalledpush', '/stall/a', 'stall');
    const other = await masjidWithSubscriber('Masjid Other', 'otherpush', '/normal/b');
    t.clock.set(await firstDue(stalled.endpoint));
    // The test's first read of a route also compiles that answer's schema for its check (testing/answer-validator.ts):
    // read once before the clock that times the server starts.
    expect((await t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'otherpush' } })).status).toBe(200);

    const round = sendDueAlerts(t.deps);
    await expect.poll(() => service.seen.includes('/stall/a')).toBe(true);
    // The push service has sent its headers and holds the answer: the server answers everyone else.
    const health = await within(1000, t.call(HEALTH, {}));
    expect(health === 'no answer' ? health : health.status).toBe(200);
    const dashboard = await within(1000, t.call(DASHBOARD_BY_URL, { params: { companyUrl: 'otherpush' } }));
    expect(dashboard === 'no answer' ? dashboard : dashboard.status).toBe(200);
    const save = await within(
      1000,
      t.call(
        SAVE_PRAYER_SETTINGS,
        { params: { companyId: other.companyId }, body: { prayerOffsetMinutes: [0, 0, 1, 0, 0, 0, 0] } },
        { token: other.token },
      ),
    );
    expect(save === 'no answer' ? save : save.status).toBe(200);
    // The other masjid's subscriber is not held up behind the stalled one.
    await expect.poll(() => delivered.includes('/normal/b'), { timeout: 2000 }).toBe(true);
    // Taken before the send: another instance (or this one restarted) never sends it again.
    expect((await within(1000, alertsOf(stalled.endpoint))) as unknown[]).toEqual(
      expect.arrayContaining([expect.objectContaining({ outcome: OUTCOME_SENDING })]),
    );
    const again = await within(1000, sendDueAlerts(t.deps));
    expect(again === 'no answer' ? again : again.sent + again.failed).toBe(0);

    service.release();
    const result = await round;
    expect(result).toMatchObject({ sent: 1, failed: 1 });
    expect((await alertsOf(other.endpoint))[0]!.outcome).toBe('sent');
    expect((await alertsOf(stalled.endpoint))[0]!.outcome).toMatch(/^failed: /);
    await forgetEarlierSubscriptions();
  });
});

describe('each send is cut by its deadline and read cap', () => {
  it.each([
    ['stall', 'failed: timeout'],
    ['drip', 'failed: timeout'],
    ['drop', 'failed: network'],
    ['huge', 'failed: too-large'],
  ] as const)('a push service that does "%s": %s, within the deadline', async (misbehaviour, outcome) => {
    const sub = await masjidWithSubscriber(
      `Masjid ${misbehaviour}`,
      `push${misbehaviour}`,
      `/${misbehaviour}/c`,
      misbehaviour,
    );
    t.clock.set(await firstDue(sub.endpoint));
    const started = performance.now();
    const result = await sendDueAlerts(t.deps, { deadlineMs: 1500 });
    expect(performance.now() - started).toBeLessThan(4000);
    expect(result.failed).toBe(1);
    expect((await alertsOf(sub.endpoint))[0]!.outcome).toBe(outcome);
    await forgetEarlierSubscriptions();
  });

  it('a shutdown ends a send in flight at once', async () => {
    const sub = await masjidWithSubscriber('Masjid Shutdown', 'pushshutdown', '/stall/d', 'stall');
    t.clock.set(await firstDue(sub.endpoint));
    const shutdown = new AbortController();
    const round = sendDueAlerts({ ...t.deps, shutdown: shutdown.signal }, { deadlineMs: 60_000 });
    await expect.poll(() => service.seen.includes('/stall/d')).toBe(true);
    const started = performance.now();
    shutdown.abort();
    const result = await within(2000, round);
    expect(result === 'no answer' ? result : result.failed).toBe(1);
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await alertsOf(sub.endpoint))[0]!.outcome).toBe('failed: aborted');
    await forgetEarlierSubscriptions();
  });
});
