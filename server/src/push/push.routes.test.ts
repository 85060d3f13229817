/**
 * Prayer alerts with Web Push (docs/outside-the-hall.md), against a local receiver that speaks the Web
 * Push protocol: it takes the POST a push service would, checks the VAPID header, and decrypts the
 * payload (RFC 8291, aes128gcm) with the browser's keys, as the browser would.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { localCertificate } from '../testing/local-certificate.js';
import { PUBLIC_ADDRESS, fakePushNetwork } from '../testing/test-push-network.js';
import { pinnedLookup, type ResolvedAddress } from './push-endpoint-guard.js';
import { startPushSender } from './push-sender.js';
import { sendDueAlerts } from './push.service.js';
import { PUSH_SUBSCRIPTIONS_PER_ADDRESS } from '../auth/login-throttle.js';
import { CREATE_PRAYER_CONFIG, PRAYER_DAY, SAVE_PRAYER_SETTINGS } from '@core/http/contract/prayer.js';
import { SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH, VAPID_PUBLIC_KEY } from '@core/http/contract/push.js';

interface Received {
  path: string;
  authorization: string;
  ttl: string;
  payload: { title: string; body: string; tag: string; url: string; date: string };
}

/** A browser: its push keys, and what the push service handed it. */
function browserKeys() {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

let t: TestContext;
let receiver: https.Server;
let origin: string;
const received: Received[] = [];
const browsers = new Map<string, ReturnType<typeof browserKeys>>();

// 10 May 2026, 08:00 in New York: Fajr has passed, Dhuhr has not.
const NOW = '2026-05-10T12:00:00Z';

/** The push service's name; the test's network resolves it to a public address. */
const PUSH_HOST = 'push.test';
/** Where the test's network carries connections to that public address: the local receiver. */
const connectedTo: string[] = [];

/**
 * The test's network: names resolve as `names` says, and a connection to a checked public address is
 * carried to the local receiver (as the internet would carry it to a push service).
 */
const network = fakePushNetwork({ [PUSH_HOST]: [PUBLIC_ADDRESS] }, (address: ResolvedAddress) => {
  connectedTo.push(address.address);
  return new https.Agent({ ca: certificate.cert, lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) });
});
let certificate: { key: Buffer; cert: Buffer };

beforeAll(async () => {
  certificate = localCertificate(PUSH_HOST);
  receiver = https.createServer(certificate, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      // A push service that forgot the browser answers 410 Gone.
      if (path.startsWith('/gone/')) {
        res.writeHead(410).end();
        return;
      }
      // ... or 404 Not Found.
      if (path.startsWith('/unknown/')) {
        res.writeHead(404).end();
        return;
      }
      const keys = browsers.get(path)!;
      expect(req.headers['content-encoding']).toBe('aes128gcm');
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: keys.ecdh,
        authSecret: keys.auth,
      });
      received.push({
        path,
        authorization: String(req.headers.authorization),
        ttl: String(req.headers.ttl),
        payload: JSON.parse(plain.toString('utf8')),
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `https://${PUSH_HOST}:${(receiver.address() as AddressInfo).port}`;

  t = await createTestContext({ now: NOW, pushNetwork: network });
  const own = await t.registerMasjid('Masjid Alerts', { url: 'alertsmasjid', active: true });
  const res = await t.call(
    CREATE_PRAYER_CONFIG,
    { query: { generateIqamah: 'true' }, body: newYorkTimetable(own.companyId) },
    { token: own.token },
  );
  expect(res.status, res.text).toBe(200);
  ownToken = own.token;
  ownId = own.companyId;
  hidden = await t.registerMasjid('Masjid Alerts Hidden', { url: 'alertshidden' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});
let ownToken: string;
let ownId: string;
let hidden: Awaited<ReturnType<TestContext['registerMasjid']>>;

function subscription(path: string) {
  const keys = browserKeys();
  browsers.set(path, keys);
  return { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function day(date: string) {
  const [, month, d] = date.split('-');
  const res = await t.call(PRAYER_DAY, { params: { companyId: ownId, month: Number(month), day: Number(d) } });
  return (res.json.target ?? res.json) as unknown as Record<string, string>;
}
/** New York is at UTC-4 in May. */
const instant = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) + 4 * 3_600_000);

async function planned(endpoint: string) {
  return t.db
    .selectFrom('push_alert')
    .innerJoin('push_subscription', 'push_subscription.id', 'push_alert.subscription_id')
    .select(['prayer_date', 'prayer', 'kind', 'due_at', 'sent_at', 'outcome'])
    .where('push_subscription.endpoint', '=', endpoint)
    .orderBy('due_at')
    .execute();
}

const ALERTS = {
  fajr: { azan: true, iqama: false, beforeIqamaMinutes: 0 },
  dhuhr: { azan: false, iqama: true, beforeIqamaMinutes: 10 },
};

describe('prayer alerts', () => {
  it('keeps one VAPID key pair in the database', async () => {
    const first = (await t.call(VAPID_PUBLIC_KEY, {})).json.publicKey;
    const second = (await t.call(VAPID_PUBLIC_KEY, {})).json.publicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(second).toBe(first);
    const stored = await t.db
      .selectFrom('app_secret')
      .select('value')
      .where('name', '=', 'web-push-vapid')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(first);
  });

  it('plans the alerts chosen, per prayer, at the times of the timetable', async () => {
    const sub = subscription('/browser-a');
    const res = await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: sub, alerts: ALERTS },
    });
    expect(res.status, res.text).toBe(200);
    const today = await day('2026-05-10');
    const tomorrow = await day('2026-05-11');
    const rows = await planned(sub.endpoint);
    expect(rows.map((row) => [row.prayer_date, row.prayer, row.kind, new Date(row.due_at).toISOString()])).toEqual([
      [
        '2026-05-10',
        'dhuhr',
        'beforeIqama',
        new Date(instant('2026-05-10', today.dhuhrIqama!).getTime() - 10 * 60_000).toISOString(),
      ],
      ['2026-05-10', 'dhuhr', 'iqama', instant('2026-05-10', today.dhuhrIqama!).toISOString()],
      ['2026-05-11', 'fajr', 'azan', instant('2026-05-11', tomorrow.fajr!).toISOString()],
      [
        '2026-05-11',
        'dhuhr',
        'beforeIqama',
        new Date(instant('2026-05-11', tomorrow.dhuhrIqama!).getTime() - 10 * 60_000).toISOString(),
      ],
      ['2026-05-11', 'dhuhr', 'iqama', instant('2026-05-11', tomorrow.dhuhrIqama!).toISOString()],
    ]);
  });

  it('sends each alert once when it is due, even with two instances sending at the same moment', async () => {
    const endpoint = `${origin}/browser-a`;
    const [first] = await planned(endpoint);
    const due = new Date(first!.due_at);
    t.clock.set(new Date(due.getTime() - 1000));
    // A round with nothing due opens no transaction (it runs every 20 s in every instance).
    const transactions = vi.spyOn(t.deps.db, 'transaction');
    expect((await sendDueAlerts(t.deps)).sent).toBe(0);
    expect(received).toHaveLength(0);
    expect(transactions).not.toHaveBeenCalled();

    t.clock.set(due);
    const results = await Promise.all([sendDueAlerts(t.deps), sendDueAlerts(t.deps), sendDueAlerts(t.deps)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(received).toHaveLength(1);
    expect(transactions).toHaveBeenCalled();
    transactions.mockRestore();
    const [message] = received;
    expect(message!.payload).toMatchObject({
      title: 'Dhuhr iqama in 10 minutes',
      url: '/alertsmasjid',
      date: '2026-05-10',
    });
    expect(message!.payload.body).toContain('Masjid Alerts');
    expect(Number(message!.ttl)).toBeGreaterThan(0);
    // VAPID (RFC 8292): signed with the key the browser subscribed with.
    const publicKey = (await t.call(VAPID_PUBLIC_KEY, {})).json.publicKey;
    expect(message!.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const jwt = JSON.parse(Buffer.from(message!.authorization.split('t=')[1]!.split('.')[1]!, 'base64url').toString());
    expect(jwt.aud).toBe(origin);

    t.clock.set(new Date(due.getTime() + 10 * 60_000));
    await Promise.all([sendDueAlerts(t.deps), sendDueAlerts(t.deps)]);
    expect(received.map((entry) => entry.payload.title)).toEqual(['Dhuhr iqama in 10 minutes', 'Dhuhr iqama']);
    expect((await planned(endpoint)).filter((row) => row.sent_at).map((row) => row.outcome)).toEqual(['sent', 'sent']);
  });

  it('moves planned alerts when the timetable changes, and never re-sends a sent one', async () => {
    const stop = startPushSender(t.deps, 3_600_000);
    try {
      const endpoint = `${origin}/browser-a`;
      const before = (await planned(endpoint)).find((row) => row.prayer === 'fajr')!;
      const moved = await t.call(
        SAVE_PRAYER_SETTINGS,
        { params: { companyId: ownId }, body: { prayerOffsetMinutes: [7, 0, 0, 0, 0, 0, 0] } },
        { token: ownToken },
      );
      expect(moved.status, moved.text).toBe(200);
      await vi.waitFor(async () => {
        const after = (await planned(endpoint)).find((row) => row.prayer === 'fajr')!;
        expect(new Date(after.due_at).getTime() - new Date(before.due_at).getTime()).toBe(7 * 60_000);
      });
      const sent = (await planned(endpoint)).filter((row) => row.sent_at);
      expect(sent).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('drops an alert found too late instead of sending it', async () => {
    const endpoint = `${origin}/browser-a`;
    const fajr = (await planned(endpoint)).find((row) => row.prayer === 'fajr')!;
    t.clock.set(new Date(new Date(fajr.due_at).getTime() + 30 * 60_000));
    const count = received.length;
    const result = await sendDueAlerts(t.deps);
    expect(result.late).toBe(1);
    expect(received).toHaveLength(count);
    t.clock.set(NOW);
  });

  it('forgets a browser the push service no longer knows', async () => {
    const sub = subscription('/gone/browser-b');
    const res = await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: sub, alerts: ALERTS },
    });
    expect(res.status).toBe(200);
    const [first] = await planned(sub.endpoint);
    t.clock.set(first!.due_at);
    expect((await sendDueAlerts(t.deps)).gone).toBe(1);
    expect(
      await t.db.selectFrom('push_subscription').select('id').where('endpoint', '=', sub.endpoint).execute(),
    ).toHaveLength(0);
    t.clock.set(NOW);
  });

  it('unsubscribes a browser: its planned alerts go with it', async () => {
    const sub = subscription('/browser-c');
    await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: sub, alerts: ALERTS },
    });
    expect((await planned(sub.endpoint)).length).toBeGreaterThan(0);
    const res = await t.call(UNSUBSCRIBE_PUSH, { body: { endpoint: sub.endpoint } });
    expect(res.json).toMatchObject({ successful: true, removed: 1 });
    expect(await planned(sub.endpoint)).toHaveLength(0);
  });

  it('refuses a masjid the public may not see, bad choices, and push endpoints that are not https', async () => {
    const sub = subscription('/browser-d');
    expect(
      (
        await t.call(SUBSCRIBE_PUSH, {
          params: { companyUrl: 'alertshidden' },
          body: { subscription: sub, alerts: ALERTS },
        })
      ).status,
    ).toBe(404);
    const tooEarly = { ...ALERTS, asr: { azan: false, iqama: false, beforeIqamaMinutes: 500 } };
    expect(
      (
        await t.call(SUBSCRIBE_PUSH, {
          params: { companyUrl: 'alertsmasjid' },
          body: { subscription: sub, alerts: tooEarly },
        })
      ).status,
    ).toBe(400);
    // The server would be told to post somewhere: only to an https push service.
    const plain = { ...sub, endpoint: sub.endpoint.replace('https:', 'http:') };
    const refused = await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: plain, alerts: ALERTS },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('https');
    void hidden;
  });

  it("writes each alert in its subscription's language: the page's, else Accept-Language's", async () => {
    const french = subscription('/browser-fr');
    const arabic = subscription('/browser-ar');
    const frenchRes = await t.call(
      SUBSCRIBE_PUSH,
      { params: { companyUrl: 'alertsmasjid' }, body: { subscription: french, alerts: ALERTS, language: 'fr' } },
      { headers: { 'accept-language': 'tr' } },
    );
    expect(frenchRes.status, frenchRes.text).toBe(200);
    const arabicRes = await t.call(
      SUBSCRIBE_PUSH,
      { params: { companyUrl: 'alertsmasjid' }, body: { subscription: arabic, alerts: ALERTS } },
      { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } },
    );
    expect(arabicRes.status, arabicRes.text).toBe(200);
    const unknown = await t.raw(
      'a language the schema does not offer',
      'POST',
      '/api/companies/url/alertsmasjid/push-subscriptions',
      {
        body: { subscription: subscription('/browser-xx'), alerts: ALERTS, language: 'xx' },
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('en, ar, ur, fr, tr, id, ms, bn');

    const today = await day('2026-05-10');
    const [first] = await planned(french.endpoint);
    expect(first!.kind).toBe('beforeIqama');
    t.clock.set(first!.due_at);
    await sendDueAlerts(t.deps);
    const to = (path: string) => received.filter((entry) => entry.path === path).map((entry) => entry.payload);
    // French: the glossary's Dhohr, and the 24-hour clock French timetables print.
    expect(to('/browser-fr')).toEqual([
      expect.objectContaining({
        title: 'Iqama de Dhohr dans 10 minutes',
        body: `L’iqama de Dhohr à Masjid Alerts est à ${today.dhuhrIqama}.`,
        url: '/alertsmasjid',
      }),
    ]);
    const [arabicAlert] = to('/browser-ar');
    expect(arabicAlert!.title).toBe('إقامة الظهر بعد 10 دقائق');
    expect(arabicAlert!.body).toMatch(/^إقامة الظهر في Masjid Alerts الساعة /);
    t.clock.set(NOW);
  });

  it('forgets a browser whose push service answers 404 too', async () => {
    const sub = subscription('/unknown/browser-e');
    const res = await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: sub, alerts: ALERTS },
    });
    expect(res.status, res.text).toBe(200);
    const [first] = await planned(sub.endpoint);
    t.clock.set(first!.due_at);
    expect((await sendDueAlerts(t.deps)).gone).toBe(1);
    expect(
      await t.db.selectFrom('push_subscription').select('id').where('endpoint', '=', sub.endpoint).execute(),
    ).toHaveLength(0);
    t.clock.set(NOW);
  });

  it('connects only to the address it checked', () => {
    expect(connectedTo.length).toBeGreaterThan(0);
    expect(new Set(connectedTo)).toEqual(new Set([PUBLIC_ADDRESS]));
  });

  it('refuses push endpoints given as an IP address, in every spelling', async () => {
    const keys = subscription('/literal').keys;
    const literals = [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://0.0.0.0/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://0177.0.0.1/push',
      'https://10.1.2.3/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fc00::1]/push',
      'https://[fd12:3456::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://[fe80::1]/push',
      'https://[::]/push',
      // A public address is refused too: push services are reached by name.
      'https://8.8.8.8/push',
    ];
    for (const endpoint of literals) {
      const res = await t.call(SUBSCRIBE_PUSH, {
        params: { companyUrl: 'alertsmasjid' },
        body: { subscription: { endpoint, keys }, alerts: ALERTS },
      });
      expect(res.status, endpoint).toBe(400);
      expect(res.json.fieldErrors!['subscription.endpoint'], endpoint).toContain('not give an IP address');
    }
    expect(
      await t.db
        .selectFrom('push_subscription')
        .select('endpoint')
        .where('endpoint', 'not like', `${origin}%`)
        .execute(),
    ).toEqual([]);
  });

  it("refuses names that resolve into the server's own network, and names that do not resolve", async () => {
    Object.assign(network.names, {
      localhost: ['127.0.0.1', '::1'],
      'metadata.test': ['169.254.169.254'],
      'lan.test': ['192.168.1.20'],
      'office.test': ['10.0.0.5'],
      'docker.test': ['172.17.0.1'],
      'cgnat.test': ['100.64.1.1'],
      'zero.test': ['0.0.0.0'],
      'unique-local.test': ['fd00::1'],
      'link-local6.test': ['fe80::1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'nat64.test': ['64:ff9b::a00:1'],
      'sixtofour.test': ['2002:c0a8:101::1'],
      'translated.test': ['::ffff:0:10.0.0.1'],
      'translated-public.test': ['::ffff:0:8.8.8.8'],
      'doc1.test': ['192.0.2.10'],
      'doc2.test': ['198.51.100.10'],
      'doc3.test': ['203.0.113.10'],
      'doc6.test': ['2001:db8::10'],
      'half-public.test': [PUBLIC_ADDRESS, '10.0.0.9'],
      'missing.test': [],
    });
    const keys = subscription('/names').keys;
    const refusedHosts = [
      'localhost',
      'metadata.test',
      'lan.test',
      'office.test',
      'docker.test',
      'cgnat.test',
      'zero.test',
      'unique-local.test',
      'link-local6.test',
      'mapped.test',
      'nat64.test',
      'sixtofour.test',
      'translated.test',
      'translated-public.test',
      'doc1.test',
      'doc2.test',
      'doc3.test',
      'doc6.test',
      'half-public.test',
    ];
    for (const host of refusedHosts) {
      const res = await t.call(SUBSCRIBE_PUSH, {
        params: { companyUrl: 'alertsmasjid' },
        body: { subscription: { endpoint: `https://${host}/push`, keys }, alerts: ALERTS },
      });
      expect(res.status, host).toBe(400);
      expect(res.json.fieldErrors!['subscription.endpoint'], host).toContain('private or local network');
    }
    const missing = await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: { endpoint: 'https://missing.test/push', keys }, alerts: ALERTS },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors!['subscription.endpoint']).toContain('cannot be found');
    // In the reader's language too.
    const french = await t.call(
      SUBSCRIBE_PUSH,
      {
        params: { companyUrl: 'alertsmasjid' },
        body: { subscription: { endpoint: 'https://metadata.test/push', keys }, alerts: ALERTS },
      },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(french.json.message).toContain('réseau privé ou local');
  });

  it('checks the name again when it sends: a name that now leads inside is not reached, and forgotten', async () => {
    network.names['rebind.test'] = [PUBLIC_ADDRESS];
    const endpoint = `https://rebind.test:${new URL(origin).port}/browser-f`;
    const keys = subscription('/browser-f').keys;
    const res = await t.call(SUBSCRIBE_PUSH, {
      params: { companyUrl: 'alertsmasjid' },
      body: { subscription: { endpoint, keys }, alerts: ALERTS },
    });
    expect(res.status, res.text).toBe(200);
    network.names['rebind.test'] = ['127.0.0.1'];
    const [first] = await planned(endpoint);
    t.clock.set(first!.due_at);
    const connections = connectedTo.length;
    const result = await sendDueAlerts(t.deps);
    expect(result.refused).toBe(1);
    expect(connectedTo).toHaveLength(connections);
    expect(received.filter((entry) => entry.path === '/browser-f')).toEqual([]);
    expect(await t.db.selectFrom('push_subscription').select('id').where('endpoint', '=', endpoint).execute()).toEqual(
      [],
    );
    t.clock.set(NOW);
  });
});

describe('prayer alert subscriptions are limited', () => {
  let limited: TestContext;
  const PER_MASJID = PUSH_SUBSCRIPTIONS_PER_ADDRESS + 5;
  beforeAll(async () => {
    limited = await createTestContext({
      now: NOW,
      config: { trustProxy: { hops: 1 }, pushSubscriptionsPerMasjid: PER_MASJID },
    });
    await limited.registerMasjid('Masjid Limits', { url: 'limitsmasjid', active: true });
  });
  afterAll(() => limited.close());

  const subscribe = (from: string, name: string) =>
    limited.call(
      SUBSCRIBE_PUSH,
      {
        params: { companyUrl: 'limitsmasjid' },
        body: { subscription: { endpoint: `https://push.example.org/${name}`, keys: browserKeys() }, alerts: ALERTS },
      },
      { headers: { 'x-forwarded-for': from } },
    );

  it('per address: beyond the free subscriptions each next one waits longer', async () => {
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_ADDRESS; i++) {
      const res = await subscribe('198.51.100.1', `a-${i}`);
      expect(res.status, res.text).toBe(200);
    }
    const refused = await subscribe('198.51.100.1', 'a-more');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same browser changing its choices is not a new subscription.
    expect((await subscribe('198.51.100.1', 'a-0')).status).toBe(200);
    // Another address is not held up.
    expect((await subscribe('198.51.100.2', 'b-0')).status).toBe(200);
  });

  it('per masjid: at most the configured number of subscriptions', async () => {
    let count = PUSH_SUBSCRIPTIONS_PER_ADDRESS + 1;
    for (; count < PER_MASJID; count++) expect((await subscribe(`198.51.100.${count}`, `c-${count}`)).status).toBe(200);
    const full = await subscribe('198.51.100.250', 'c-full');
    expect(full.status).toBe(409);
    expect(full.json.message).toContain('as many subscribers');
    expect((await subscribe('198.51.100.251', 'a-1')).status).toBe(200);
    const stored = await limited.db
      .selectFrom('push_subscription')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(PER_MASJID);
  });
});
