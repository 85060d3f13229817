/**
 * PostgreSQL connections that die under the server (a database restart, a failover, an idle-connection
 * reaper): the process lives on, reports the outage, answers 503 while the database refuses connections,
 * and recovers by itself, change events included. On TEST_DATABASE_URL only (CI has one for every run): the
 * fault does not exist for the embedded database. The test works in a database of its own, so that
 * terminating backends never touches another test's connections.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMasjidViaApi } from '../support/admin.js';
import { startServer, type RunningServer } from '../support/server.js';

const BASE_URL = process.env.TEST_DATABASE_URL ?? '';
const database = `minaret_loss_${randomBytes(5).toString('hex')}`;
const appName = `minaret-loss-${randomBytes(4).toString('hex')}`;

let admin: pg.Client;
let server: RunningServer;

function databaseUrl() {
  const url = new URL(BASE_URL);
  url.pathname = `/${database}`;
  url.searchParams.set('application_name', appName);
  return url.toString();
}

async function terminateServerConnections(): Promise<number> {
  const result = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2 and pid <> pg_backend_pid()',
    [database, appName],
  );
  return result.rowCount ?? 0;
}

/**
 * A GET as a browser makes it: a request on a kept-alive connection that the server had just closed is
 * sent again once on a new one (browsers do this for GET). A server that died is never retried: the
 * error then carries its exit code and the end of its output.
 */
const get = async (path: string, retried = false): Promise<{ status: number; text: string }> => {
  try {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, text: await res.text() };
  } catch (error) {
    if (!retried && server.exitCode() === null) {
      console.warn(`GET ${path} failed on a kept-alive connection (${String(error)}); sent again`);
      return get(path, true);
    }
    throw new Error(
      `GET ${path}: ${String(error)}; server exit code ${server.exitCode()}:\n${server.output().slice(-3000)}`,
      { cause: error },
    );
  }
};

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await probe();
  while (!ok(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await probe();
  }
  return last;
}

/** Reads a server-sent event stream and collects its `change` events. */
function followEvents(url: string) {
  const controller = new AbortController();
  const changes: string[] = [];
  let ready = 0;
  const done = (async () => {
    const res = await fetch(url, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: ready/m.test(block)) ready += 1;
        const data = block.match(/^event: change\ndata: (.*)$/m)?.[1];
        if (data) changes.push(data);
      }
    }
  })().catch(() => undefined);
  return { changes, ready: () => ready, stop: () => (controller.abort(), done) };
}

// PostgreSQL only (the fault does not exist for the embedded database): runs in the PostgreSQL pass of
// `npm test` (TEST_DATABASE_URL set), so that the PGlite pass needs no local PostgreSQL.
describe.runIf(BASE_URL)('PostgreSQL connections lost under the server', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    server = await startServer({ DATABASE_URL: databaseUrl() });
  });

  afterAll(async () => {
    await server?.stop();
    await admin.query(`alter database ${database} allow_connections true`).catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('survives its connections being terminated, answers 503 while the database refuses, and recovers by itself', async () => {
    const masjid = await registerMasjidViaApi(server, {
      name: 'Masjid Sabr',
      url: 'sabr',
      email: 'admin@sabr.org',
      active: true,
    });
    expect((await get(`/api/dashboard/${masjid.url}`)).status).toBe(200);

    // Every connection the server holds, the LISTEN one included, is cut at once.
    expect(await terminateServerConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exitCode()).toBeNull();
    const afterCut = await eventually(
      () => get(`/api/dashboard/${masjid.url}`),
      (res) => res.status === 200,
    );
    expect(afterCut.status).toBe(200);
    expect((await get('/api/health')).text).toBe('Ok');

    // The database refuses new connections: health says so; a public read the server keeps still answers
    // (docs/read-model.md), one it must read from the database answers 503 (not a generic 500).
    await admin.query(`alter database ${database} allow_connections false`);
    await terminateServerConnections();
    const health = await eventually(
      () => get('/api/health'),
      (res) => res.status === 503,
    );
    expect(health).toEqual({ status: 503, text: 'Database unavailable' });
    expect((await get(`/api/dashboard/${masjid.url}`)).status).toBe(200);
    const dashboard = await get(`/api/dashboard/${masjid.url}?days=3`);
    expect(dashboard.status).toBe(503);
    expect(JSON.parse(dashboard.text)).toMatchObject({
      successful: false,
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/database/i),
    });
    expect(server.exitCode()).toBeNull();

    // Back again: everything answers without a restart, and the change feed has subscribed again.
    await admin.query(`alter database ${database} allow_connections true`);
    expect(
      (
        await eventually(
          () => get('/api/health'),
          (res) => res.status === 200,
        )
      ).text,
    ).toBe('Ok');
    expect((await get(`/api/dashboard/${masjid.url}`)).status).toBe(200);

    const events = followEvents(`${server.url}/api/companies/url/${masjid.url}/events`);
    await eventually(
      async () => events.ready(),
      (ready) => ready > 0,
    );
    // A NOTIFY from another connection (as another instance's save would send) reaches the stream once
    // the LISTEN connection is back.
    const notifier = new pg.Client({ connectionString: databaseUrl().replace(appName, `${appName}-notifier`) });
    await notifier.connect();
    const payload = JSON.stringify({ companyId: masjid.companyId, kind: 'content' });
    const heard = await eventually(
      async () => {
        await notifier.query('select pg_notify($1, $2)', ['minaret_changes', payload]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The first may be the 'all' that a listener back from an outage sends (docs/read-model.md).
        return events.changes.filter((change) => change !== JSON.stringify({ kind: 'all' })).length;
      },
      (count) => count > 0,
      20_000,
    );
    await notifier.end();
    await events.stop();
    expect(heard).toBeGreaterThan(0);
    expect(events.changes.filter((change) => change !== JSON.stringify({ kind: 'all' }))[0]).toBe(
      JSON.stringify({ kind: 'content' }),
    );
    expect(server.exitCode()).toBeNull();
  });
});
