import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPool, kyselyOverPool } from '../db/open-database.js';
import { silentLogger } from '../logger.js';
import { createPostgresChangeFeed, type ChangeEvent } from './change-feed.js';

const url = process.env.TEST_DATABASE_URL;

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
}

// PostgreSQL only: the embedded database runs inside the server's process, so its feed has no connection to lose.
describe.runIf(url)('the PostgreSQL change feed', () => {
  it('listens again after its connection is terminated, and says that signals may have been missed', async () => {
    const name = `minaret-feed-${randomBytes(4).toString('hex')}`;
    const pool = createPool(url!, { max: 2, application_name: name });
    const db = kyselyOverPool(pool);
    const feed = await createPostgresChangeFeed(pool, silentLogger);
    const heard: ChangeEvent[] = [];
    let resyncs = 0;
    feed.subscribe((event) => heard.push(event));
    feed.onResync(() => (resyncs += 1));
    try {
      await feed.publish(db, { companyId: 'before', kind: 'prayer' });
      expect(await until(() => heard.length === 1)).toBe(true);
      expect(resyncs).toBe(0);

      const killer = createPool(url!, { max: 1 });
      const killed = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query like 'LISTEN%'`,
        [name],
      );
      await killer.end();
      expect(killed.rowCount).toBe(1);

      expect(await until(() => resyncs === 1)).toBe(true);
      await feed.publish(db, { companyId: 'after', kind: 'content' });
      expect(await until(() => heard.some((event) => event.companyId === 'after'))).toBe(true);
      expect(resyncs).toBe(1);
    } finally {
      await feed.close();
      await db.destroy();
    }
  }, 30_000);
});
