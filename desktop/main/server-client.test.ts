import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createServerClient, ServerError } from './server-client.js';
import { dashboardData, fakeFetch, unreachable } from './testing/fakes.js';
import { systemTimers } from './timers.js';

const SERVER = 'https://minaret.example.org';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('health is Ok only for a 200 "Ok", and reads the server clock from the Date header', async () => {
  const date = 'Tue, 01 Dec 2026 10:00:00 GMT';
  const ok = createServerClient({
    fetch: fakeFetch({ '/api/health': () => new Response('Ok', { headers: { date } }) }).fetch,
    timers: systemTimers,
  });
  expect(await ok.health(SERVER)).toEqual({ ok: true, serverTimeMs: Date.parse(date) });

  const sick = createServerClient({
    fetch: fakeFetch({ '/api/health': () => new Response('Database unavailable', { status: 503 }) }).fetch,
    timers: systemTimers,
  });
  expect(await sick.health(SERVER)).toMatchObject({
    ok: false,
    kind: 'status',
    message: expect.stringContaining('503'),
  });

  const other = createServerClient({
    fetch: fakeFetch({ '/api/health': () => new Response('<html>welcome</html>') }).fetch,
    timers: systemTimers,
  });
  expect(await other.health(SERVER)).toMatchObject({ ok: false, kind: 'status' });

  const down = createServerClient({ fetch: fakeFetch({ '/api/health': unreachable }).fetch, timers: systemTimers });
  expect(await down.health(SERVER)).toMatchObject({
    ok: false,
    kind: 'unreachable',
    message: expect.stringContaining('ECONNREFUSED'),
  });
});

it('gives up on a server that does not answer within the timeout', async () => {
  const hanging = (_url: string, init: { signal: AbortSignal }) =>
    new Promise<Response>((_resolve, reject) =>
      init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  const client = createServerClient({ fetch: hanging, timers: systemTimers, timeoutMs: 5_000 });
  const answer = client.health(SERVER);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(await answer).toMatchObject({ ok: false, kind: 'timeout', message: 'no answer within 5 seconds' });
});

it("says in words why a server could not be reached, from Node's and from Electron's errors", async () => {
  const failing = (error: unknown) =>
    createServerClient({ fetch: async () => Promise.reject(error), timers: systemTimers });
  const nodeError = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });
  const electronError = (code: string) => new Error(`net::${code}`);
  const reasons = await Promise.all(
    [
      nodeError('ENOTFOUND'),
      electronError('ERR_NAME_NOT_RESOLVED'),
      nodeError('ECONNREFUSED'),
      electronError('ERR_CONNECTION_REFUSED'),
      electronError('ERR_INTERNET_DISCONNECTED'),
      nodeError('DEPTH_ZERO_SELF_SIGNED_CERT'),
      electronError('ERR_CERT_AUTHORITY_INVALID'),
      nodeError('ETIMEDOUT'),
      new Error('something new'),
    ].map(async (error) => (await failing(error).health(SERVER)) as { message: string }),
  );
  expect(reasons.map((reason) => reason.message)).toEqual([
    'there is no server of that name (ENOTFOUND)',
    'there is no server of that name (ERR_NAME_NOT_RESOLVED)',
    'nothing answers at that address and port (ECONNREFUSED)',
    'nothing answers at that address and port (ERR_CONNECTION_REFUSED)',
    'this computer is not connected to the network (ERR_INTERNET_DISCONNECTED)',
    'its security certificate is not valid (DEPTH_ZERO_SELF_SIGNED_CERT)',
    'its security certificate is not valid (ERR_CERT_AUTHORITY_INVALID)',
    'the server does not answer (ETIMEDOUT)',
    'no connection (something new)',
  ]);
});

it('lists active masjids and skips malformed entries', async () => {
  const { fetch, requested } = fakeFetch({
    '/api/auth/companies/url/active': () =>
      Response.json([{ id: '1', name: 'Masjid Noor', url: 'masjidnoor' }, { name: 'broken' }]),
  });
  const client = createServerClient({ fetch, timers: systemTimers });
  expect(await client.activeMasjids(SERVER)).toEqual([{ id: '1', name: 'Masjid Noor', url: 'masjidnoor' }]);
  expect(requested).toEqual([`${SERVER}/api/auth/companies/url/active`]);
});

it('fetches a dashboard and refuses an answer that is not one', async () => {
  const data = dashboardData({ firstDay: '2026-12-01', days: 3 });
  const good = createServerClient({
    fetch: fakeFetch({
      '/api/dashboard/': () => Response.json(data, { headers: { date: 'Tue, 01 Dec 2026 10:00:00 GMT' } }),
    }).fetch,
    timers: systemTimers,
  });
  const answer = await good.dashboard(SERVER, 'masjidnoor', 366);
  expect(answer.data.days).toHaveLength(3);
  expect(answer.serverTimeMs).toBe(Date.parse('2026-12-01T10:00:00Z'));

  const missing = createServerClient({
    fetch: fakeFetch({ '/api/dashboard/': () => Response.json({ successful: false }, { status: 404 }) }).fetch,
    timers: systemTimers,
  });
  await expect(missing.dashboard(SERVER, 'nothere', 1)).rejects.toMatchObject({ kind: 'status', status: 404 });

  const wrong = createServerClient({
    fetch: fakeFetch({ '/api/dashboard/': () => Response.json({ ...data, timezoneId: 'Mars/Olympus' }) }).fetch,
    timers: systemTimers,
  });
  await expect(wrong.dashboard(SERVER, 'masjidnoor', 1)).rejects.toBeInstanceOf(ServerError);
});

it("weather is the server's reading, and null for no weather, an odd answer or no server (docs/weather.md)", async () => {
  const reading = {
    temperature: 65,
    unit: 'F',
    code: 2,
    condition: 'partly-cloudy',
    isDay: true,
    observedAt: '2026-11-28T09:00:00.000Z',
  };
  const path = '/api/dashboard/masjid%20noor/weather';
  const client = (answer: () => Response) =>
    createServerClient({ fetch: fakeFetch({ [path]: answer }).fetch, timers: systemTimers });
  expect(await client(() => Response.json({ weather: reading })).weather(SERVER, 'masjid noor')).toEqual(reading);
  expect(await client(() => Response.json({ weather: null })).weather(SERVER, 'masjid noor')).toBeNull();
  expect(
    await client(() => Response.json({ weather: { ...reading, unit: 'K' } })).weather(SERVER, 'masjid noor'),
  ).toBeNull();
  expect(await client(() => new Response('<html>', { status: 502 })).weather(SERVER, 'masjid noor')).toBeNull();
  expect(await client(unreachable).weather(SERVER, 'masjid noor')).toBeNull();
});

it('refuses an answer larger than the cap rather than reading it all (every outbound call has a cap)', async () => {
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
    },
  });
  const client = createServerClient({
    fetch: fakeFetch({ '/api/dashboard/': () => new Response(endless, { status: 200 }) }).fetch,
    timers: systemTimers,
  });
  await expect(client.dashboard(SERVER, 'masjidnoor', 1)).rejects.toMatchObject({ kind: 'invalid' });
});

it('keeps the deadline while the answer is read, not only until its headers come', async () => {
  const stalled = (_url: string, init: { signal: AbortSignal }) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('['));
        init.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  const client = createServerClient({ fetch: stalled, timers: systemTimers, timeoutMs: 5_000 });
  const answer = client.activeMasjids(SERVER);
  const settled = expect(answer).rejects.toMatchObject({ kind: 'timeout' });
  await vi.advanceTimersByTimeAsync(5_000);
  await settled;
});
