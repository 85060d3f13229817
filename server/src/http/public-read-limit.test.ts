import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { CALENDAR_SHARE } from './public-read-limit.js';
import { CALENDAR } from '@core/http/contract/calendar.js';
import { PUBLIC_CONTENT } from '@core/http/contract/public-reads.js';
import { VAPID_PUBLIC_KEY } from '@core/http/contract/push.js';
import { HEALTH } from '@core/http/contract/server-status.js';

const PER_MINUTE = 40;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { publicReadsPerMinute: PER_MINUTE, trustProxy: { hops: 1 } } });
});
afterAll(() => t.close());

// VAPID_PUBLIC_KEY is a public read that the read model does not keep: each one is counted.
const from = (address: string, token?: string) => ({ headers: { 'x-forwarded-for': address }, token });

describe('anonymous reads', () => {
  it('are limited per address, with a clear 429 and the wait, while other addresses and signed-in callers go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++)
      statuses.push((await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.1'))).status);
    expect(statuses.slice(0, PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(PER_MINUTE)).toEqual([429, 429]);
    const refused = await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.1'));
    expect(refused.json).toMatchObject({
      successful: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many requests from your network\. Please wait \d+ seconds? and try again\.$/,
      ),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.2'))).status).toBe(200);
    const superToken = await t.superToken();
    expect((await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.1', superToken))).status).toBe(200);
  });

  it('do not count the health check, which load balancers and screens poll', async () => {
    for (let i = 0; i < PER_MINUTE + 5; i++) expect((await t.call(HEALTH, {}, from('198.51.100.30'))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++)
      statuses.push((await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.30'))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
    expect((await t.call(HEALTH, {}, from('198.51.100.30'))).status).toBe(200);
  });

  it('allow fewer computed calendar years than other reads', async () => {
    const masjid = await t.registerMasjid('Masjid Calendar Limit', { url: 'calendarlimit', active: true });
    const statuses: number[] = [];
    for (let year = 2000; year < 2000 + PER_MINUTE / CALENDAR_SHARE + 1; year++) {
      statuses.push(
        (await t.call(CALENDAR, { params: { url: masjid.url, type: 'gregorian', year } }, from('198.51.100.3'))).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
    // Other reads from that address are still answered.
    expect((await t.call(HEALTH, {}, from('198.51.100.3'))).status).toBe(200);
  });

  it('send an answer the read model keeps without counting it, and count every read it has to compute', async () => {
    const masjid = await t.registerMasjid('Masjid Kept Reads', { url: 'keptreads', active: true });
    const statuses: number[] = [];
    // The first read computes the answer (counted); the next ones are sent from memory.
    for (let i = 0; i < PER_MINUTE * 2; i++)
      statuses.push(
        (await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, from('198.51.100.4'))).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Reads that must be computed are still refused once the address has used its minute.
    for (let i = 0; i < PER_MINUTE; i++) await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.4'));
    expect((await t.call(VAPID_PUBLIC_KEY, {}, from('198.51.100.4'))).status).toBe(429);
    expect((await t.call(PUBLIC_CONTENT, { params: { companyUrl: masjid.url } }, from('198.51.100.4'))).status).toBe(
      200,
    );
  });
});
