/**
 * Two server processes on one PostgreSQL (docs/read-model.md, README "Running several instances"): a save
 * through one reaches a dashboard event stream connected to the other within 2 s, and no read through the
 * other shows the old data after that. Runs on TEST_DATABASE_URL only (the PostgreSQL pass of `npm test`), in a
 * throwaway schema.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/admin.js';
import { startServer, type RunningServer } from '../support/server.js';
import { richContent, seedMasjid, type SeededMasjid } from './public-fixtures.js';

const BASE_URL = process.env.TEST_DATABASE_URL ?? '';
const schema = `scale_${randomBytes(5).toString('hex')}`;
let first: RunningServer;
let second: RunningServer;
let masjid: SeededMasjid;

async function admin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Reads server-sent events and resolves when one of the named kind arrives. */
function openEvents(url: string) {
  const controller = new AbortController();
  const seen: { event: string; data: string; at: number }[] = [];
  const waiters: (() => void)[] = [];
  const done = (async () => {
    const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = block.match(/^event: (.*)$/m)?.[1];
        if (event) seen.push({ event, data: block.match(/^data: (.*)$/m)?.[1] ?? '', at: Date.now() });
        for (const wake of waiters.splice(0)) wake();
      }
    }
  })().catch(() => undefined);
  async function next(event: string, ms: number) {
    const end = Date.now() + ms;
    for (;;) {
      const found = seen.find((entry) => entry.event === event);
      if (found) {
        seen.splice(seen.indexOf(found), 1);
        return found;
      }
      if (Date.now() >= end) return null;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  return { next, close: () => (controller.abort(), done) };
}

const fundNames = async (server: RunningServer, url: string) =>
  (
    (await (
      await fetch(`${server.url}/api/dashboard/${url}?days=2`, { headers: { 'accept-encoding': 'br' } })
    ).json()) as { centralControl: { funds: { name: string }[] } }
  ).centralControl.funds.map((fund) => fund.name);

// PostgreSQL only (the fault does not exist for the embedded database): runs in the PostgreSQL pass of
// `npm test` (TEST_DATABASE_URL set), so that the PGlite pass needs no local PostgreSQL.
describe.runIf(BASE_URL)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin((client) => client.query(`create schema ${schema}`));
    const url = new URL(BASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
    first = await startServer(env, { ownDatabase: false });
    second = await startServer(env, { ownDatabase: false });
    masjid = await seedMasjid(first, {
      name: 'Masjid Two Doors',
      url: 'twodoors',
      email: 'admin@twodoors.example.org',
      content: () => richContent('2026-05-15'),
    });
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await admin((client) => client.query(`drop schema if exists ${schema} cascade`));
  });

  it('brings a save through one instance to the dashboards and the reads of the other', async () => {
    // The second instance has the masjid's dashboard in its read model before the save.
    const before = await fundNames(second, masjid.url);
    expect(before).toContain('Youth programs');
    expect(await fundNames(second, masjid.url)).toEqual(before);

    const events = openEvents(`${second.url}/api/companies/url/${masjid.url}/events`);
    try {
      expect(await events.next('ready', 10_000)).not.toBeNull();
      const current = await apiCall(first, 'GET', `/api/companies/url/${masjid.url}/central-control`, {
        token: masjid.token,
      });
      const content = richContent('2026-05-15');
      const savedAt = Date.now();
      const saved = await apiCall(first, 'PUT', '/api/companies/central-control', {
        token: masjid.token,
        body: {
          ...content,
          companyId: masjid.companyId,
          version: current.json.version,
          funds: [{ name: 'New carpets', goal: 5000, current: 10, pledge: 0, endDate: null, enabled: true }],
        },
      });
      expect(saved.status, saved.text).toBe(200);

      const change = await events.next('change', 2000);
      expect(change, 'no change event from the other instance within 2 s').not.toBeNull();
      expect(change!.at - savedAt).toBeLessThan(2000);
      expect(JSON.parse(change!.data)).toEqual({ kind: 'content' });

      for (let read = 0; read < 10; read += 1) expect(await fundNames(second, masjid.url)).toEqual(['New carpets']);
      const control = await (await fetch(`${second.url}/api/companies/url/${masjid.url}/central-control`)).json();
      expect(control.funds.map((fund: { name: string }) => fund.name)).toEqual(['New carpets']);
    } finally {
      await events.close();
    }
  });
});
