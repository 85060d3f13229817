import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../testing/read-events.js';
import { createTestContext, sampleCompany, type TestContext } from '../testing/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('live change events', () => {
  it("tell a masjid's screens when its admins save, and nothing about other masjids", async () => {
    const masjid = await t.registerMasjid('Masjid Live', { url: 'livemasjid', active: true });
    const other = await t.registerMasjid('Masjid Quiet', { url: 'quietmasjid', active: true });
    const controller = new AbortController();
    const res = await t.app.request('/api/companies/url/livemasjid/events', { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const [ready] = await readEvents(res.body!, 1);
    expect(ready!.event).toBe('ready');

    // Another masjid's save is not this screen's business.
    await t.request('PUT', `/api/auth/companies/${other.companyId}/configurations`, {
      token: other.token,
      body: { configurations: [{ name: 'clock_type', value: '2' }] },
    });
    await t.request('PUT', `/api/auth/companies/${masjid.companyId}/configurations`, {
      token: masjid.token,
      body: { configurations: [{ name: 'clock_type', value: '2' }] },
    });
    await t.request('PUT', `/api/auth/companies/${masjid.companyId}`, {
      token: masjid.token,
      body: sampleCompany('Masjid Live Two', 'livemasjid'),
    });
    const content = await t.request('GET', '/api/companies/url/livemasjid/central-control', { token: masjid.token });
    await t.request('PUT', '/api/companies/central-control', {
      token: masjid.token,
      body: {
        companyId: masjid.companyId,
        version: content.json.version,
        expenses: [{ lineItem: 'Rent', amount: 1200, enabled: true }],
      },
    });

    const events = await readEvents(res.body!, 3);
    controller.abort();
    expect(events.map((e) => [e.event, JSON.parse(e.data).kind])).toEqual([
      ['change', 'configuration'],
      ['change', 'company'],
      ['change', 'content'],
    ]);
  });

  it('tell screens when the timetable is generated, reset or its DST settings change', async () => {
    const masjid = await t.registerMasjid('Masjid Times', { url: 'timesmasjid', active: true });
    const controller = new AbortController();
    const res = await t.app.request('/api/companies/url/timesmasjid/events', { signal: controller.signal });
    await readEvents(res.body!, 1);
    const dst = { enable: true, automaticCalculate: true, beginMonthDate: '', endMonthDate: '' };
    const created = await t.request('POST', '/api/prayer/config/create?generateIqamah=true', {
      token: masjid.token,
      body: {
        companyId: masjid.companyId,
        location: 'Chicago, IL',
        calculationMethod: 2,
        asrJuristicMethod: 0,
        prayerOffsetMinutes: [0, 0, 0, 0, 0, 0, 0],
        geoCode: {
          latitude: 41.8781,
          longitude: -87.6298,
          timezoneId: 'America/Chicago',
          timezone: -6,
          timezoneName: 'Central Standard Time',
        },
        dst,
      },
    });
    expect(created.status, created.text).toBe(200);
    const dstSaved = await t.request('POST', `/api/prayer/config/${masjid.companyId}/dst`, {
      token: masjid.token,
      body: dst,
    });
    expect(dstSaved.status, dstSaved.text).toBe(200);
    const events = await readEvents(res.body!, 2);
    controller.abort();
    expect(events.map((e) => JSON.parse(e.data).kind)).toEqual(['prayer', 'prayer']);
  });

  it('is not offered for a masjid the public may not see', async () => {
    await t.registerMasjid('Masjid Hidden', { url: 'hiddenmasjid' });
    expect((await t.request('GET', '/api/companies/url/hiddenmasjid/events')).status).toBe(404);
    expect((await t.request('GET', '/api/companies/url/nosuchmasjid/events')).status).toBe(404);
  });

  it('is not sent for a save that was rejected', async () => {
    const masjid = await t.registerMasjid('Masjid Reject', { url: 'rejectmasjid', active: true });
    const controller = new AbortController();
    const res = await t.app.request('/api/companies/url/rejectmasjid/events', { signal: controller.signal });
    await readEvents(res.body!, 1);
    const stale = await t.request('PUT', '/api/companies/central-control', {
      token: masjid.token,
      body: { companyId: masjid.companyId, version: 999, expenses: [] },
    });
    expect(stale.status).toBe(409);
    const events = await readEvents(res.body!, 1, 800);
    controller.abort();
    expect(events).toEqual([]);
  });
});

describe('open event streams per address', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ config: { eventStreamsPerAddress: 2, trustProxy: { hops: 1 } } });
    await limited.registerMasjid('Masjid Streams', { url: 'streamsmasjid', active: true });
  });
  afterAll(() => limited.close());

  const open = (address: string) =>
    limited.app.request('/api/companies/url/streamsmasjid/events', { headers: { 'x-forwarded-for': address } });

  it('are capped: beyond the limit a 429 with Retry-After; another address is not held; a closed stream frees its place', async () => {
    const first = await open('198.51.100.1');
    const second = await open('198.51.100.1');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open('198.51.100.1');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await third.json()).message).toMatch(/^Too many requests from your network/);
    const elsewhere = await open('198.51.100.2');
    expect(elsewhere.status).toBe(200);

    await first.body!.cancel();
    const again = await open('198.51.100.1');
    expect(again.status).toBe(200);
    for (const res of [second, elsewhere, again]) await res.body!.cancel();
  });
});
