import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createPglite, kyselyOverPglite } from '../db/open-database.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { HEALTH } from '@core/http/contract/server-status.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it("answers 'Ok' while the database answers", async () => {
  const res = await t.call(HEALTH, {});
  expect(res.status).toBe(200);
  expect(res.text).toBe('Ok');
  expect(res.headers.get('cache-control')).toBe('no-store');
});

it('answers 503 when the database is unusable, so screens do not reload into a broken server', async () => {
  // A Kysely instance destroyed after use (its driver refuses every query).
  const destroyed = kyselyOverPglite(createPglite());
  await sql`select 1`.execute(destroyed);
  await destroyed.destroy();
  // A PGlite closed underneath a live Kysely instance.
  const pglite = createPglite();
  const closed = kyselyOverPglite(pglite);
  await pglite.close();

  for (const db of [destroyed, closed]) {
    const app = createApp({ ...t.deps, db });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('Database unavailable');
    expect(res.headers.get('cache-control')).toBe('no-store');
  }
});
