/**
 * Bursts of sign-ins (docs/security.md "Bursts of sign-ins"): the password-hash work is bounded, so a
 * burst is sorted at the door: a few are checked, the rest answered at once with a 503 and Retry-After,
 * and the owner signs in right after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, PASSWORD, type TestContext } from '../testing/test-app.js';
import { SIGN_IN_CHECKS_AT_ONCE, SIGN_IN_QUEUE } from './login.service.js';
import { LOGIN } from '@core/http/contract/account.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { trustProxy: { hops: 1 } } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, address: string) =>
  t.call(LOGIN, { body: { email, password } }, { headers: { 'x-forwarded-for': address } });

describe('a burst of sign-ins', () => {
  it('100 wrong passwords at once from 100 addresses: each answered, the excess at once with 503 and Retry-After', async () => {
    const masjid = await t.registerMasjid('Masjid Crowd', { url: 'crowd' });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await signIn(masjid.email, `wrong-${i}`, `198.51.100.${i + 1}`);
        return { ...res, ms: performance.now() - started };
      }),
    );
    const checked = answers.filter((res) => res.status === 401);
    const busy = answers.filter((res) => res.status === 503);
    expect(checked.length + busy.length).toBe(100);
    // Only a few places: the rest never queue for the hash.
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_CHECKS_AT_ONCE + SIGN_IN_QUEUE);
    expect(busy.length).toBeGreaterThanOrEqual(100 - SIGN_IN_CHECKS_AT_ONCE - SIGN_IN_QUEUE);
    for (const res of busy) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(res.json.message).toMatch(
        /^Too many sign-ins are being checked right now\. Please try again in \d+ seconds?\.$/,
      );
    }
    // Those beyond the queue are answered at once, before the first checked answer is ready. (On a machine
    // so loaded that a hash takes seconds, some in the queue are also refused later, after waiting their
    // longest: SIGN_IN_MAX_WAIT_MS.)
    const firstChecked = Math.min(...checked.map((res) => res.ms));
    const atTheDoor = busy
      .map((res) => res.ms)
      .sort((a, b) => a - b)
      .slice(0, 100 - SIGN_IN_CHECKS_AT_ONCE - SIGN_IN_QUEUE);
    expect(Math.max(...atTheDoor)).toBeLessThan(firstChecked);

    // The owner, right after the burst.
    const owner = await signIn(masjid.email, PASSWORD, '192.0.2.44');
    expect(owner.status, owner.text).toBe(200);
  });

  it('the refusal is in the reader’s language', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call(
          LOGIN,
          { body: { email: `nobody-${i}@crowd.test`, password: 'wrong-password' } },
          { headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'accept-language': 'fr' } },
        ),
      ),
    );
    const busy = answers.find((res) => res.status === 503);
    expect(busy?.json.message).toMatch(/^Trop de connexions sont en cours de vérification/);
  });

  it('40 wrong sign-ins in flight from one address: the owner, from another, signs in 20 times, each within 2 s', async () => {
    const owner = await t.registerMasjid('Masjid Fair Gate', { url: 'fairgate' });
    const target = await t.registerMasjid('Masjid Guessed', { url: 'guessedgate' });
    // The same sign-in with no flood, as the reference of this machine at this moment: on a two-core machine
    // with other work a hash alone can take most of a second (CONTRIBUTING, "Habits").
    const alone: number[] = [];
    const signInAlone = async () => {
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        expect((await signIn(owner.email, PASSWORD, '192.0.2.45')).status).toBe(200);
        alone.push(performance.now() - started);
      }
    };
    await signInAlone();
    let flooding = true;
    const answers: number[] = [];
    // One address keeps 40 wrong sign-ins in flight: each answered one is sent again at once.
    const flood = Array.from({ length: 40 }, async (_, i) => {
      while (flooding) {
        const res = await signIn(target.email, `wrong-${i}`, '198.51.100.200');
        answers.push(res.status);
        // A client over the network comes back after a turn of the event loop, not within the same one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const owners: Array<{ status: number; ms: number }> = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await signIn(owner.email, PASSWORD, '192.0.2.45');
      owners.push({ status: res.status, ms: performance.now() - started });
    }
    flooding = false;
    await Promise.all(flood);
    // And after it: the machine's load may have changed while the owner signed in.
    await signInAlone();
    expect(owners.map((attempt) => attempt.status)).toEqual(Array(20).fill(200));
    // Within 2 s, or within five times the unflooded sign-in where the machine itself is that slow.
    expect(Math.max(...owners.map((attempt) => attempt.ms))).toBeLessThan(Math.max(2000, 5 * Math.max(...alone)));
    // What the gate turned away counted too: the flooding address reached its limit.
    expect(answers).toContain(429);
  });
});
