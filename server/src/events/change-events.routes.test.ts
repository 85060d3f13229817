import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../testing/read-events.js';
import { createTestContext, sampleCompany, type TestContext } from '../testing/test-app.js';
import { SAVE_CONFIGURATIONS } from '@core/http/contract/configurations.js';
import { UPDATE_MASJID } from '@core/http/contract/masjids.js';
import { PUBLIC_CONTENT, CHANGE_EVENTS } from '@core/http/contract/public-reads.js';
import { SAVE_CENTRAL_CONTROL } from '@core/http/contract/content.js';
import { CREATE_PRAYER_CONFIG, SAVE_DST } from '@core/http/contract/prayer.js';

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
    await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: other.companyId }, body: { configurations: [{ name: 'clock_type', value: '2' }] } },
      { token: other.token },
    );
    await t.call(
      SAVE_CONFIGURATIONS,
      { params: { companyId: masjid.companyId }, body: { configurations: [{ name: 'clock_type', value: '2' }] } },
      { token: masjid.token },
    );
    await t.call(
      UPDATE_MASJID,
      { params: { id: masjid.companyId }, body: sampleCompany('Masjid Live Two', 'livemasjid') },
      { token: masjid.token },
    );
    const content = await t.call(PUBLIC_CONTENT, { params: { companyUrl: 'livemasjid' } }, { token: masjid.token });
    await t.call(
      SAVE_CENTRAL_CONTROL,
      {
        body: {
          companyId: masjid.companyId,
          version: content.json.version!,
          expenses: [{ lineItem: 'Rent', amount: 1200, enabled: true }],
        },
      },
      { token: masjid.token },
    );

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
    const created = await t.call(
      CREATE_PRAYER_CONFIG,
      {
        query: { generateIqamah: 'true' },
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
      },
      { token: masjid.token },
    );
    expect(created.status, created.text).toBe(200);
    const dstSaved = await t.call(
      SAVE_DST,
      { params: { companyId: masjid.companyId }, body: dst },
      { token: masjid.token },
    );
    expect(dstSaved.status, dstSaved.text).toBe(200);
    const events = await readEvents(res.body!, 2);
    controller.abort();
    expect(events.map((e) => JSON.parse(e.data).kind)).toEqual(['prayer', 'prayer']);
  });

  it('is not offered for a masjid the public may not see', async () => {
    await t.registerMasjid('Masjid Hidden', { url: 'hiddenmasjid' });
    expect((await t.call(CHANGE_EVENTS, { params: { companyUrl: 'hiddenmasjid' } })).status).toBe(404);
    expect((await t.call(CHANGE_EVENTS, { params: { companyUrl: 'nosuchmasjid' } })).status).toBe(404);
  });

  it('is not sent for a save that was rejected', async () => {
    const masjid = await t.registerMasjid('Masjid Reject', { url: 'rejectmasjid', active: true });
    const controller = new AbortController();
    const res = await t.app.request('/api/companies/url/rejectmasjid/events', { signal: controller.signal });
    await readEvents(res.body!, 1);
    const stale = await t.call(
      SAVE_CENTRAL_CONTROL,
      { body: { companyId: masjid.companyId, version: 999, expenses: [] } },
      { token: masjid.token },
    );
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
