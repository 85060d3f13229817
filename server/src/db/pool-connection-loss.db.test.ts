/**
 * A connection the database ends while a request holds it (a restart, a failover, an administrator's
 * pg_terminate_backend) fails that request's query, which the routes answer with 503; it must never end
 * the process. PostgreSQL only: the embedded database has no connections to lose.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from './open-database.js';

const URL = process.env.TEST_DATABASE_URL ?? '';

// PostgreSQL only (the fault does not exist for the embedded database): runs in the PostgreSQL pass of
// `npm test` (TEST_DATABASE_URL set), so that the PGlite pass needs no local PostgreSQL.
describe.runIf(URL)('a pooled PostgreSQL connection ended under a request', () => {
  const pool = createPool(URL, { application_name: `minaret-pool-loss-${randomBytes(4).toString('hex')}` });
  const admin = new pg.Client({ connectionString: URL });

  afterAll(async () => {
    await pool.end();
    await admin.end();
  });

  it('fails the query of a connection ended under it, without an uncaught error', async () => {
    await admin.connect();
    const client = await pool.connect();
    const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    const ended = new Promise((resolve) => client.once('end', resolve));
    // Expected to fail from the start: its failure can arrive before the termination's own answer, and a
    // rejection nothing waits for yet is reported as unhandled.
    const running = expect(client.query('select pg_sleep(10)')).rejects.toThrow();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await running;
    await ended;
    client.release(true);
    // The pool goes on with a new connection.
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
  });
});
