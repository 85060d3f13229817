/**
 * Guessing pairing codes (docs/screens.md "Pairing"): wrong claims wait longer each time, per account and
 * per address, counted before the code is looked up, as sign-in is (docs/security.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_CLAIM_POLICIES } from '../auth/login-throttle.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { START_PAIRING, CLAIM_SCREEN } from '@core/http/contract/screens.js';

const START = '2026-05-10T16:00:00.000Z';
let t: TestContext;
type Admin = Awaited<ReturnType<TestContext['registerMasjid']>>;
const admins: Admin[] = [];

beforeAll(async () => {
  t = await createTestContext({ now: START, config: { trustProxy: { hops: 1 } } });
  for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta'])
    admins.push(await t.registerMasjid(`Masjid Guess ${name}`, { url: `guess${name.toLowerCase()}`, active: true }));
});
afterAll(() => t.close());

async function startPairing() {
  const res = await t.call(START_PAIRING, {}, { headers: { 'x-forwarded-for': '192.0.2.200' } });
  expect(res.status, res.text).toBe(200);
  return res.json as { pairingId: string; code: string };
}

/** 29^6 codes: a code that no screen shows (none is live but the ones this test asks for). */
const WRONG = '222222';

const claim = (admin: Admin, code: string, from: string) =>
  t.call(
    CLAIM_SCREEN,
    { params: { companyId: admin.companyId }, body: { code, name: 'Hall' } },
    { token: admin.token, headers: { 'x-forwarded-for': from } },
  );

const advance = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

describe('claiming pairing codes', () => {
  it('per account: after a few wrong codes each next claim waits, even with the right code, then works', async () => {
    const [admin] = admins as [Admin];
    // Each from its own address, so only the account's count is at stake.
    for (let i = 0; i < PAIRING_CLAIM_POLICIES.account.free; i++)
      expect((await claim(admin, WRONG, `198.51.100.${i + 1}`)).status).toBe(400);
    const pairing = await startPairing();
    const held = await claim(admin, pairing.code, '198.51.100.50');
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(held.json.message).toMatch(/Too many pairing codes were tried\. Please wait \d+ seconds?/);
    // The wait grows: the next wrong claim after it waits twice as long.
    advance(wait);
    expect((await claim(admin, WRONG, '198.51.100.51')).status).toBe(400);
    const longer = await claim(admin, WRONG, '198.51.100.52');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(wait);
    advance(Number(longer.headers.get('retry-after')));
    // The right code after the wait pairs the screen, and the account's count starts again.
    expect((await claim(admin, pairing.code, '198.51.100.53')).status).toBe(200);
    expect((await claim(admin, WRONG, '198.51.100.54')).status).toBe(400);
  });

  it('per address: several accounts guessing from one address wait too; another address does not', async () => {
    const [, beta, gamma, delta] = admins as [Admin, Admin, Admin, Admin];
    const from = '203.0.113.99';
    const perAccount = PAIRING_CLAIM_POLICIES.account.free;
    let made = 0;
    for (const admin of [beta, gamma]) {
      for (let i = 0; i < perAccount && made < PAIRING_CLAIM_POLICIES.address.free; i++, made++)
        expect((await claim(admin, WRONG, from)).status).toBe(400);
    }
    expect(made).toBe(PAIRING_CLAIM_POLICIES.address.free);
    const held = await claim(delta, WRONG, from);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await claim(delta, WRONG, '203.0.113.100')).status).toBe(400);
  });
});
