import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { SIGN_IN_POLICIES } from './login-throttle.js';
import { LOGIN } from '@core/http/contract/account.js';

let t: TestContext;
beforeAll(async () => {
  // Behind one proxy: X-Forwarded-For's last entry is the client.
  t = await createTestContext({ config: { trustProxy: { hops: 1 } } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, address: string) =>
  t.call(LOGIN, { body: { email, password } }, { headers: { 'x-forwarded-for': address } });

/** Moves the test clock on, so that the growing delays pass. */
function advance(ms: number) {
  t.clock.set(new Date(t.clock.now().getTime() + ms));
}

describe('sign-in throttling', () => {
  it('counts parallel wrong passwords before checking them: of 40 at once, at most the limit are checked', async () => {
    const masjid = await t.registerMasjid('Masjid Burst', { url: 'burst' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(masjid.email, `wrong-${i}`, '203.0.113.7')),
    );
    const checked = answers.filter((res) => res.status === 401).length;
    const refused = answers.filter((res) => res.status === 429);
    // Beyond the sign-in checks' queue, the rest are answered at once (sign-in-burst.test.ts).
    const busy = answers.filter((res) => res.status === 503).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_POLICIES.accountFromAddress.free);
    expect(checked + refused.length + busy).toBe(40);
    // One address holds only its share of the checks (docs/security.md "Bursts of sign-ins"): whatever the
    // burst left, the next wrong passwords from it reach the limit and are refused with the wait.
    let next = await signIn(masjid.email, 'wrong-again', '203.0.113.7');
    for (let i = 0; next.status === 401 && i < SIGN_IN_POLICIES.accountFromAddress.free; i++)
      next = await signIn(masjid.email, `wrong-again-${i}`, '203.0.113.7');
    expect(next.status).toBe(429);
    expect(next.json.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds? before trying again\.$/,
    );
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    advance(60 * 60_000);
  });

  it('slows a guesser by a growing delay, and the owner signing in from their own address is not locked out', async () => {
    const masjid = await t.registerMasjid('Masjid Delay', { url: 'delay' });
    const attacker = '198.51.100.9';
    for (let i = 0; i < SIGN_IN_POLICIES.accountFromAddress.free; i++) {
      expect((await signIn(masjid.email, `guess-${i}`, attacker)).status).toBe(401);
    }
    // Each further guess waits twice as long as the one before: 1 s, 2 s, 4 s ...
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await signIn(masjid.email, 'guess', attacker);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      advance(wait * 1000);
      expect((await signIn(masjid.email, 'still-wrong', attacker)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Even the right password waits at the attacker's address (the delay does not say whether a guess was right).
    expect((await signIn(masjid.email, PASSWORD, attacker)).status).toBe(429);

    // Meanwhile the owner, from their own address, signs in at once.
    const owner = await signIn(masjid.email, PASSWORD, '192.0.2.44');
    expect(owner.status).toBe(200);
    advance(60 * 60_000);
  });

  it('caps the wait for an account attacked from many addresses at a minute, so strangers never lock the owner out', async () => {
    const masjid = await t.registerMasjid('Masjid Many', { url: 'manyaddr' });
    const waits: number[] = [];
    for (let i = 0; i < SIGN_IN_POLICIES.account.free + 30; i++) {
      const res = await signIn(masjid.email, `spray-${i}`, `10.1.${Math.floor(i / 200)}.${i % 200}`);
      if (res.status === 429) {
        waits.push(Number(res.headers.get('retry-after')));
        advance(waits.at(-1)! * 1000);
      }
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(60);
    const refused = await signIn(masjid.email, PASSWORD, '192.0.2.45');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json.message).toMatch(/Please wait \d+ seconds? before trying again/);
    advance(wait * 1000);
    expect((await signIn(masjid.email, PASSWORD, '192.0.2.45')).status).toBe(200);
    advance(60 * 60_000);
  }, 90_000);

  it('limits one address spraying many accounts, and forgets a quiet counter after an hour', async () => {
    const sprayer = '203.0.113.99';
    for (let i = 0; i < SIGN_IN_POLICIES.address.free; i++) {
      expect((await signIn(`nobody${i}@spray.org`, 'x-wrong-1', sprayer)).status).toBe(401);
    }
    expect((await signIn('another@spray.org', 'x-wrong-1', sprayer)).status).toBe(429);
    // Another address is not affected.
    expect((await signIn('another@spray.org', 'x-wrong-1', '203.0.113.100')).status).toBe(401);
    advance(61 * 60_000);
    expect((await signIn('another@spray.org', 'x-wrong-1', sprayer)).status).toBe(401);
  }, 90_000);
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted: without the setting, made-up forwarded addresses share one counter', async () => {
    const direct = await createTestContext();
    try {
      const attempt = (address: string) =>
        direct.call(
          LOGIN,
          { body: { email: 'someone@spoof.org', password: 'wrong-pass' } },
          { headers: { 'x-forwarded-for': address } },
        );
      for (let i = 0; i < SIGN_IN_POLICIES.accountFromAddress.free; i++)
        expect((await attempt(`198.18.0.${i}`)).status).toBe(401);
      expect((await attempt('198.18.1.1')).status).toBe(429);
      // Behind a trusted proxy (the suite's own context), the same pattern counts each address apart.
      for (let i = 0; i < SIGN_IN_POLICIES.accountFromAddress.free + 1; i++) {
        expect((await signIn('someone@spoof.org', 'wrong-pass', `198.18.2.${i}`)).status).toBe(401);
      }
    } finally {
      await direct.close();
    }
  }, 90_000);
});
