import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveChicagoTimetable, saveOneFund } from '../testing/chicago-masjid.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { PRAYER_DAY } from '@core/http/contract/prayer.js';
import { SET_MASJID_ACTIVE, DELETE_MASJID } from '@core/http/contract/masjids.js';

/** 23:30 on Thursday 14 May 2026 in Chicago (CDT, UTC-5): half an hour before the masjid's local date turns. */
const NOW = '2026-05-15T04:30:00Z';

let t: TestContext;
let masjid: Awaited<ReturnType<TestContext['registerMasjid']>>;

async function untilTrue(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** The raw app answer, as a browser or CDN receives it (no decoding by the test harness). */
const raw = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

beforeAll(async () => {
  t = await createTestContext({ now: NOW });
  masjid = await t.registerMasjid('Masjid Kept', { url: 'kept', active: true });
  await giveChicagoTimetable(t, masjid.companyId);
  await saveOneFund(t, masjid, 'Roof');
});
afterAll(() => t.close());

describe('public reads from the read model', () => {
  it('answers a repeated read with the same ETag, 304 to If-None-Match, and brotli or gzip bytes of the same body', async () => {
    const path = `/api/companies/url/${masjid.url}/central-control`;
    const first = await raw(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await first.text();
    expect(JSON.parse(text).funds.map((fund: { name: string }) => fund.name)).toEqual(['Roof']);

    const again = await raw(path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const notModified = await raw(path, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await raw(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);

    const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gzip = await raw(path, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
  });

  it('shows a save through this instance on the very next read, with a new ETag', async () => {
    const path = `/api/dashboard/${masjid.url}?days=2`;
    const before = await raw(path);
    const etag = before.headers.get('etag')!;
    expect((await before.json()).centralControl.funds[0].name).toBe('Roof');
    await saveOneFund(t, masjid, 'Windows');
    const after = await raw(path, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((await after.json()).centralControl.funds[0].name).toBe('Windows');
  });

  it('keeps serving the kept body until a change signal from another instance arrives, then never the old one', async () => {
    const path = `/api/dashboard/${masjid.url}?days=1`;
    expect((await (await raw(path)).json()).company.name).toBe('Masjid Kept');
    // Another instance writes (here: straight into the database) and then signals through LISTEN/NOTIFY.
    await t.db.updateTable('company').set({ name: 'Masjid Renamed' }).where('id', '=', masjid.companyId).execute();
    expect((await (await raw(path)).json()).company.name).toBe('Masjid Kept');
    await t.deps.changes.publish(t.db, { companyId: masjid.companyId, kind: 'company' });
    expect(await untilTrue(async () => (await (await raw(path)).json()).company.name === 'Masjid Renamed')).toBe(true);
    for (let read = 0; read < 5; read += 1)
      expect((await (await raw(path)).json()).company.name).toBe('Masjid Renamed');
    const list = await (await raw('/api/auth/companies/url/active')).json();
    expect(JSON.stringify(list)).toContain('Masjid Renamed');
  });

  it("turns a date-dependent answer at the masjid's local midnight, not at UTC midnight", async () => {
    const path = `/api/dashboard/${masjid.url}?days=1`;
    t.clock.set('2026-05-15T04:59:00Z');
    expect((await (await raw(path)).json()).days[0].date).toBe('2026-05-14');
    t.clock.set('2026-05-15T05:00:30Z');
    expect((await (await raw(path)).json()).days[0].date).toBe('2026-05-15');
    t.clock.set(NOW);
  });

  it("brings the dashboard's server time up to the second it is sent, while its content stays kept", async () => {
    const path = `/api/dashboard/${masjid.url}?days=1`;
    t.clock.set('2026-05-15T04:40:00Z');
    const first = await raw(path);
    expect((await first.json()).serverTime).toBe('2026-05-15T04:40:00.000Z');
    t.clock.set('2026-05-15T04:40:07Z');
    const later = await raw(path);
    expect((await later.json()).serverTime).toBe('2026-05-15T04:40:07.000Z');
    expect(later.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(later.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=10');
    t.clock.set(NOW);
  });

  it('answers signed-in readers from the database, private and never stored by a CDN', async () => {
    const res = await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, { token: masjid.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const day = await t.call(
      PRAYER_DAY,
      { params: { companyId: masjid.companyId, month: '5', day: '14' } },
      { token: masjid.token },
    );
    expect(day.headers.get('cache-control')).toBe('private, no-store');
  });

  it('does not keep answers for unknown query parameters, errors, or masjids the public may not read', async () => {
    const bust = await raw(`/api/companies/url/${masjid.url}/central-control?x=1`);
    expect(bust.status).toBe(200);
    expect(bust.headers.get('etag')).toBeNull();
    const badYear = await raw(`/api/calendar/companyUrl/${masjid.url}/type/gregorian/year/1000`);
    expect(badYear.status).toBe(400);
    expect(badYear.headers.get('etag')).toBeNull();
    const hidden = await t.registerMasjid('Masjid Hidden', { url: 'hiddenkept' });
    expect((await raw(`/api/dashboard/${hidden.url}`)).status).toBe(404);
    expect((await raw('/api/dashboard/no-such-masjid')).status).toBe(404);
  });

  it('stops answering for a masjid deactivated or deleted through this instance', async () => {
    const gone = await t.registerMasjid('Masjid Gone', { url: 'gone', active: true });
    expect((await raw(`/api/companies/url/${gone.url}/central-control`)).status).toBe(200);
    const superToken = await t.superToken();
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: gone.companyId }, query: { active: 'false' } },
      { token: superToken },
    );
    expect((await raw(`/api/companies/url/${gone.url}/central-control`)).status).toBe(404);
    await t.call(
      SET_MASJID_ACTIVE,
      { params: { id: gone.companyId }, query: { active: 'true' } },
      { token: superToken },
    );
    expect((await raw(`/api/companies/url/${gone.url}/central-control`)).status).toBe(200);
    const deleted = await t.call(DELETE_MASJID, { params: { id: gone.companyId } }, { token: superToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await raw(`/api/companies/url/${gone.url}/central-control`)).status).toBe(404);
  });
});
