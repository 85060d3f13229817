/**
 * Sign-ins the busy gate turned away are counted against their addresses together (docs/security.md
 * "Bursts of sign-ins"): a burst from 300 addresses is a few statements, not 300 in a row on the embedded
 * database's one connection, and each address is still counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createLoginThrottle, SIGN_IN_POLICIES, ThrottledError } from './login-throttle.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

function countingStatements() {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: database.db.withPlugin(plugin), statements: () => statements };
}

const failuresOf = async (key: string) =>
  (await database.db.selectFrom('login_attempt').select('failures').where('key', '=', key).executeTakeFirst())
    ?.failures;

describe('turned-away sign-ins', () => {
  it('300 addresses at once: each counted once, in a handful of statements', async () => {
    const counting = countingStatements();
    const throttle = createLoginThrottle(counting.db, () => new Date(), { registrationsPerAddress: 5 });
    const addresses = Array.from({ length: 300 }, (_, i) => `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    await Promise.all(addresses.map((address) => throttle.signInTurnedAway(address)));
    expect(counting.statements()).toBeLessThanOrEqual(5);
    for (const address of [addresses[0]!, addresses[149]!, addresses[299]!]) {
      expect(await failuresOf(`ip:${address}`)).toBe(1);
    }
  });

  it('one address flooding reaches its limit and is told to wait, whatever the batching', async () => {
    const throttle = createLoginThrottle(database.db, () => new Date(), { registrationsPerAddress: 5 });
    const address = '10.8.0.1';
    let refused: unknown;
    for (let round = 0; round <= SIGN_IN_POLICIES.address.free && !refused; round++) {
      // Several at once from the one address count as one attempt of that round.
      const answers = await Promise.allSettled(Array.from({ length: 5 }, () => throttle.signInTurnedAway(address)));
      refused = answers.find((answer) => answer.status === 'rejected')?.reason;
    }
    expect(refused).toBeInstanceOf(ThrottledError);
    expect(await failuresOf(`ip:${address}`)).toBe(SIGN_IN_POLICIES.address.free);
  });
});
